import { vi } from 'vitest';
import { API_PREFIX, isJsonContentType } from '#contract/endpoint-definition';
import { type ApiFailure, ERRORS } from '#contract/errors';
import type { Barangay, City, Province } from '#contract/locations';
import { failure, memberFixture } from '#machines/shared/test-support';
import { answerStep, takeNewest } from './calls';

/** `wire`: the machine's output as the server writes it (reset answers `{ success: true }`). */
export interface Route {
  endpoint: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
  wire?: (output: unknown) => unknown;
}

interface Pending {
  respond: (response: Response) => void;
  drop: (reason: Error) => void;
}

/** A browser resolves the client's relative URLs against the page; Node's Request does not. */
class PageRequest extends globalThis.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location.href) : input, init);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function failureResponse(failed: ApiFailure): Response {
  const status = (ERRORS as Record<string, { status: number } | undefined>)[failed.errorKey]
    ?.status;
  return json(status ?? 400, {
    error_key: failed.errorKey,
    error: failed.message,
    title: failed.title,
    ...(failed.attemptsRemaining !== undefined
      ? { attemptsRemaining: failed.attemptsRemaining }
      : {}),
    ...(failed.retryAfter !== undefined ? { retryAfter: failed.retryAfter } : {}),
    ...(failed.fields ? { fields: failed.fields } : {}),
  });
}

export type Serve = (query: URLSearchParams) => { output: unknown } | { failure: ApiFailure };

/**
 * `fetch` replaced under the app's own bindings: every request waits until the path answers it
 * (or a `serve`d route answers at once), and the answer goes through the app's real client.
 */
export class FakeNetwork {
  private readonly pending = new Map<string, Pending[]>();
  readonly inputs = new Map<string, unknown[]>();
  readonly urls = new Map<string, string[]>();
  private readonly patterns: [RegExp, string][];
  private readonly served = new Map<string, Serve>();

  constructor(private readonly routes: Readonly<Record<string, Route>>) {
    this.patterns = Object.entries(routes).map(([name, route]) => [
      new RegExp(`^${route.endpoint.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
      name,
    ]);
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      this.fetch(new PageRequest(input, init)),
    );
  }

  private async fetch(request: Request): Promise<Response> {
    const { pathname: path, search } = new URL(request.url);
    const endpoint = `${request.method} ${path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path}`;
    const name = this.patterns.find(([pattern]) => pattern.test(endpoint))?.[1];
    if (!name) throw new Error(`the model's network has no route for ${endpoint}`);
    // The server's request guard (server/http/guards.ts) refuses a state change that is not JSON.
    if (request.method !== 'GET' && !isJsonContentType(request.headers.get('content-type') ?? '')) {
      const { message } = ERRORS.UNSUPPORTED_MEDIA_TYPE;
      return failureResponse(failure('UNSUPPORTED_MEDIA_TYPE', message));
    }
    this.urls.set(name, [...(this.urls.get(name) ?? []), `${path}${search}`]);
    const text = await request.text();
    this.inputs.set(name, [...(this.inputs.get(name) ?? []), text ? JSON.parse(text) : undefined]);
    const serve = this.served.get(name);
    if (serve) {
      const answer = serve(new URLSearchParams(search));
      if ('failure' in answer) return failureResponse(answer.failure);
      const wire = this.routes[name]?.wire ?? ((value: unknown) => value);
      return json(200, wire(answer.output));
    }
    return new Promise<Response>((respond, drop) => {
      const queue = this.pending.get(name) ?? [];
      queue.push({ respond, drop });
      this.pending.set(name, queue);
    });
  }

  private next(name: string): Promise<Pending> {
    return takeNewest(this.pending, name);
  }

  serve(name: string, serve: Serve): void {
    this.served.set(name, serve);
  }

  async resolve(name: string, output: unknown): Promise<void> {
    const wire = this.routes[name]?.wire ?? ((value: unknown) => value);
    (await this.next(name)).respond(json(200, wire(output)));
  }

  /** A `NETWORK_ERROR` is no answer at all: the connection fails. */
  async reject(name: string, failure: ApiFailure): Promise<void> {
    if (failure.errorKey === 'NETWORK_ERROR') {
      (await this.next(name)).drop(new TypeError('Failed to fetch'));
      return;
    }
    (await this.next(name)).respond(failureResponse(failure));
  }

  answer(event: { type: string; output?: unknown; error?: unknown }): Promise<boolean> {
    return answerStep(event, {
      resolve: (name, output) => this.resolve(name, output),
      reject: (name, error) => this.reject(name, error as ApiFailure),
    });
  }
}

export const AUTH_ROUTES = {
  checkStatus: { endpoint: 'POST /auth/status' },
  signIn: { endpoint: 'POST /auth/login' },
  sendChallenge: { endpoint: 'POST /auth/challenge' },
  requestCode: { endpoint: 'POST /auth/forgot-passcode' },
  verifyCode: { endpoint: 'POST /sms/verify' },
  resendCode: { endpoint: 'POST /sms/send' },
  resetPasscode: { endpoint: 'POST /auth/reset-passcode', wire: () => ({ success: true }) },
} as const satisfies Record<string, Route>;

export const EMAIL_CODE_ROUTES = {
  verifyCode: {
    endpoint: 'POST /members/me/factors/email/verify',
    wire: () => memberFixture({ isMailVerified: true }),
  },
  resendCode: { endpoint: 'POST /members/me/factors/email/resend' },
} as const satisfies Record<string, Route>;

/** The verified actions: each kind's two calls, then the code step's. */
export const VERIFIED_ACTION_ROUTES = {
  changePasscode: {
    requestCode: { endpoint: 'POST /members/me/passcode/challenge' },
    perform: { endpoint: 'POST /members/me/passcode', wire: () => ({ success: true }) },
    verifyCode: AUTH_ROUTES.verifyCode,
    resendCode: AUTH_ROUTES.resendCode,
  },
  deleteAccount: {
    requestCode: { endpoint: 'POST /members/me/deletion/challenge' },
    perform: { endpoint: 'POST /members/me/deletion' },
    verifyCode: AUTH_ROUTES.verifyCode,
    resendCode: AUTH_ROUTES.resendCode,
  },
} as const satisfies Record<string, Record<string, Route>>;

export const KEEP_ACCOUNT_ROUTES = {
  keepAccount: { endpoint: 'POST /members/me/deletion/cancel', wire: () => ({ success: true }) },
} as const satisfies Record<string, Route>;

export const EMAIL_VERIFICATION_ROUTES = {
  registerEmail: { endpoint: 'POST /members/me/factors/email' },
  ...EMAIL_CODE_ROUTES,
} as const satisfies Record<string, Route>;

export const HANDOFF_ROUTES = {
  previewHandoff: { endpoint: 'POST /auth/handoff/preview' },
  exchangeHandoff: { endpoint: 'POST /auth/handoff/exchange' },
} as const satisfies Record<string, Route>;

export const APP_LINK_ROUTES = {
  sendAppLink: { endpoint: 'POST /app-link' },
} as const satisfies Record<string, Route>;

export const SOCIAL_ROUTES = {
  startSignIn: { endpoint: 'POST /auth/social/start' },
  checkStatus: { endpoint: 'POST /auth/social/status' },
} as const satisfies Record<string, Route>;

export const PROFILE_ROUTES = {
  saveSection: { endpoint: 'POST /members/me' },
} as const satisfies Record<string, Route>;

/** Stores near me: the stores of a location or a region, and the regions alone, are one call. */
export const NEARBY_ROUTES = {
  loadNearby: { endpoint: 'GET /partner-stores/nearby' },
} as const satisfies Record<string, Route>;

export const CLAIM_ROUTES = {
  submitClaim: { endpoint: 'POST /members/me/claims' },
} as const satisfies Record<string, Route>;

export const DEVICES_ROUTES = {
  loadSessions: { endpoint: 'GET /members/me/sessions' },
  revokeOtherSessions: { endpoint: 'POST /members/me/sessions/revoke-others' },
  revokeSession: { endpoint: 'POST /members/me/sessions/:sessionId/revoke' },
} as const satisfies Record<string, Route>;

export const PREFERENCES_ROUTES = {
  savePreferences: { endpoint: 'POST /members/me/preferences' },
} as const satisfies Record<string, Route>;

export const SURVEY_ROUTES = {
  submitSurvey: { endpoint: 'POST /surveys/:surveyId/responses' },
} as const satisfies Record<string, Route>;

const list = (output: unknown) => ({ data: output });
export const LOCATION_ROUTES = {
  loadProvinces: { endpoint: 'GET /locations/provinces', wire: list },
  loadCities: { endpoint: 'GET /locations/cities', wire: list },
  loadBarangays: { endpoint: 'GET /locations/barangays', wire: list },
} as const satisfies Record<string, Route>;

export const ADDRESS_ROUTES = {
  ...PROFILE_ROUTES,
  ...LOCATION_ROUTES,
} as const satisfies Record<string, Route>;

export const RAFFLE_ROUTES = {
  enterRaffle: { endpoint: 'POST /raffles/:slug/entries' },
  ...LOCATION_ROUTES,
} as const satisfies Record<string, Route>;

export interface Places {
  provinces: Province[];
  cities: City[];
  barangays: Readonly<Record<string, Barangay[]>>;
}

/** As server/routes/v1/locations.ts answers: NOT_FOUND for a province or city it does not know. */
export function serveLocations(network: FakeNetwork, places: Places): void {
  const notFound = (message: string) => ({ failure: failure('NOT_FOUND', message) });
  network.serve('loadProvinces', () => ({ output: places.provinces }));
  network.serve('loadCities', (query) => {
    const province = query.get('province');
    return places.provinces.some((known) => known.code === province)
      ? { output: places.cities.filter((city) => city.provinceCode === province) }
      : notFound('Unknown province.');
  });
  network.serve('loadBarangays', (query) => {
    const city = places.cities.find((known) => known.code === query.get('city'));
    return city && city.provinceCode === query.get('province')
      ? { output: places.barangays[city.code] ?? [] }
      : notFound('Unknown city for this province.');
  });
}

export const SESSION_ROUTES = {
  fetchSession: {
    endpoint: 'GET /auth/session',
    wire: (output) => output ?? { member: null, expiresInSeconds: null },
  },
  refreshSession: { endpoint: 'POST /auth/refresh' },
  logout: { endpoint: 'POST /auth/logout', wire: () => ({ success: true }) },
} as const satisfies Record<string, Route>;
