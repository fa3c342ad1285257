import { vi } from 'vitest';
import { API_PREFIX, isJsonContentType } from '#contract/endpoint-definition';
import { type ApiFailure, ERRORS } from '#contract/errors';
import type { Barangay, City, Province } from '#contract/locations';
import { failure, memberFixture } from '#machines/shared/test-support';
import { answerStep, takeNewest } from './calls';

/**
 * Where an invoked actor of the app's bindings (src/features/auth/auth.actors.ts) goes on the network:
 * `POST /auth/status`, and how the machine's output of a path step is written on the wire (the
 * reset answers `{ success: true }`, which the binding turns into `undefined`).
 */
export interface Route {
  endpoint: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
  wire?: (output: unknown) => unknown;
}

interface Pending {
  respond: (response: Response) => void;
  /** The connection fails (offline, reset): `fetch` rejects. */
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

/** The error envelope the server sends for this failure, at its HTTP status. */
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

/** How the server answers a request at once: the output for its query, or a failure. */
export type Serve = (query: URLSearchParams) => { output: unknown } | { failure: ApiFailure };

/**
 * The network under the app's own bindings of the machines, for the model paths: `fetch` is
 * replaced, every request waits until the path answers it (or, on a route it `serve`s, is
 * answered at once as the server would), and the answer goes through the app's real client (ky,
 * the contract's response schema, the error envelope → ApiFailure). A binding that calls the
 * wrong endpoint, sends the wrong body or reads the answer wrongly fails the path.
 * Answers are named by the machine's actor ids.
 */
export class FakeNetwork {
  private readonly pending = new Map<string, Pending[]>();
  /** The JSON bodies sent, by actor id. */
  readonly inputs = new Map<string, unknown[]>();
  /**
   * The paths requested, with their query if any, by actor id
   * (`/api/v1/surveys/GRSURVEY2026/responses`, `/api/v1/locations/cities?province=1300000000`).
   */
  readonly urls = new Map<string, string[]>();
  /** Each route's endpoint as a pattern: `POST /surveys/:surveyId/responses` takes any id. */
  private readonly patterns: [RegExp, string][];
  /** The routes the server answers at once, not steps of the path. */
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
    // The server's request guard (server/http/guards.ts): a request that may change state is
    // refused unless it is JSON, so a binding that sends no body fails here as in production.
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

  /**
   * The server answers every request to `name` at once, as `serve` says for its query, instead
   * of the path answering it (a request no step of the path stands for).
   */
  serve(name: string, serve: Serve): void {
    this.served.set(name, serve);
  }

  /** Answers the waiting request with 200 and the machine's output as the server writes it. */
  async resolve(name: string, output: unknown): Promise<void> {
    const wire = this.routes[name]?.wire ?? ((value: unknown) => value);
    (await this.next(name)).respond(json(200, wire(output)));
  }

  /**
   * Answers with the error envelope the server sends for this failure, at its HTTP status; a
   * `NETWORK_ERROR` is no answer at all: the connection fails.
   */
  async reject(name: string, failure: ApiFailure): Promise<void> {
    if (failure.errorKey === 'NETWORK_ERROR') {
      (await this.next(name)).drop(new TypeError('Failed to fetch'));
      return;
    }
    (await this.next(name)).respond(failureResponse(failure));
  }

  /** Answers an environment step of a path, if it is one: done or error of an invoked actor. */
  answer(event: { type: string; output?: unknown; error?: unknown }): Promise<boolean> {
    return answerStep(event, {
      resolve: (name, output) => this.resolve(name, output),
      reject: (name, error) => this.reject(name, error as ApiFailure),
    });
  }
}

/** The sign-in flows' endpoints (server/contract/v1/calls/auth.ts), by the machines' actor ids. */
export const AUTH_ROUTES = {
  checkStatus: { endpoint: 'POST /auth/status' },
  signIn: { endpoint: 'POST /auth/login' },
  sendChallenge: { endpoint: 'POST /auth/challenge' },
  requestCode: { endpoint: 'POST /auth/forgot-passcode' },
  verifyCode: { endpoint: 'POST /sms/verify' },
  resendCode: { endpoint: 'POST /sms/send' },
  resetPasscode: { endpoint: 'POST /auth/reset-passcode', wire: () => ({ success: true }) },
} as const satisfies Record<string, Route>;

/** The email code's endpoints (emailCodeFlow): a verified code answers the member's details. */
export const EMAIL_CODE_ROUTES = {
  verifyCode: {
    endpoint: 'POST /members/me/factors/email/verify',
    wire: () => memberFixture({ isMailVerified: true }),
  },
  resendCode: { endpoint: 'POST /members/me/factors/email/resend' },
} as const satisfies Record<string, Route>;

/** Change passcode's endpoints (changePasscodeFlow), with the SMS code's. */
export const CHANGE_PASSCODE_ROUTES = {
  requestChallenge: { endpoint: 'POST /members/me/passcode/challenge' },
  changePasscode: { endpoint: 'POST /members/me/passcode', wire: () => ({ success: true }) },
  verifyCode: AUTH_ROUTES.verifyCode,
  resendCode: AUTH_ROUTES.resendCode,
} as const satisfies Record<string, Route>;

/** Email verification's endpoints (emailVerificationFlow), with the email code's. */
export const EMAIL_VERIFICATION_ROUTES = {
  registerEmail: { endpoint: 'POST /members/me/factors/email' },
  ...EMAIL_CODE_ROUTES,
} as const satisfies Record<string, Route>;

/** The handoff page's endpoints (handoffConfirmFlow). */
export const HANDOFF_ROUTES = {
  previewHandoff: { endpoint: 'POST /auth/handoff/preview' },
  exchangeHandoff: { endpoint: 'POST /auth/handoff/exchange' },
} as const satisfies Record<string, Route>;

/** Get the app's endpoint (getTheAppFlow). */
export const APP_LINK_ROUTES = {
  sendAppLink: { endpoint: 'POST /app-link' },
} as const satisfies Record<string, Route>;

/** Social sign-in's endpoints (socialSignInFlow). */
export const SOCIAL_ROUTES = {
  startSignIn: { endpoint: 'POST /auth/social/start' },
  checkStatus: { endpoint: 'POST /auth/social/status' },
} as const satisfies Record<string, Route>;

/** A profile section's save and Maxicare's (account.actors.ts): the member's details come back. */
export const PROFILE_ROUTES = {
  saveSection: { endpoint: 'POST /members/me' },
} as const satisfies Record<string, Route>;

/** Preferences' save (preferencesFlow). */
export const PREFERENCES_ROUTES = {
  savePreferences: { endpoint: 'POST /members/me/preferences' },
} as const satisfies Record<string, Route>;

/** A survey's answers (surveyFormFlow). */
export const SURVEY_ROUTES = {
  submitSurvey: { endpoint: 'POST /surveys/:surveyId/responses' },
} as const satisfies Record<string, Route>;

/**
 * The PSGC lists (src/lib/locations.ts; server/contract/v1/calls/locations.ts), by the location
 * picker's actor ids: GET with the place above in the query, each answering `{ data: [...] }`,
 * the list the picker gets.
 */
const list = (output: unknown) => ({ data: output });
export const LOCATION_ROUTES = {
  loadProvinces: { endpoint: 'GET /locations/provinces', wire: list },
  loadCities: { endpoint: 'GET /locations/cities', wire: list },
  loadBarangays: { endpoint: 'GET /locations/barangays', wire: list },
} as const satisfies Record<string, Route>;

/** The address section's save (addressSectionFlow) and its location picker's lists. */
export const ADDRESS_ROUTES = {
  ...PROFILE_ROUTES,
  ...LOCATION_ROUTES,
} as const satisfies Record<string, Route>;

/** A raffle entry (raffleFormFlow) and its location picker's lists. */
export const RAFFLE_ROUTES = {
  enterRaffle: { endpoint: 'POST /raffles/:slug/entries' },
  ...LOCATION_ROUTES,
} as const satisfies Record<string, Route>;

/** The places a server knows, for `serveLocations`: the barangays by city code. */
export interface Places {
  provinces: Province[];
  cities: City[];
  barangays: Readonly<Record<string, Barangay[]>>;
}

/**
 * The PSGC lists answered at once, as server/routes/v1/locations.ts answers them: the provinces,
 * the cities of the province asked for, the barangays of the city asked for within its province,
 * and NOT_FOUND for a province or city it does not know.
 */
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

/** The session's endpoints (sessionFlow): a visitor's check answers no member. */
export const SESSION_ROUTES = {
  fetchSession: {
    endpoint: 'GET /auth/session',
    wire: (output) => output ?? { member: null, expiresInSeconds: null },
  },
  refreshSession: { endpoint: 'POST /auth/refresh' },
  logout: { endpoint: 'POST /auth/logout', wire: () => ({ success: true }) },
} as const satisfies Record<string, Route>;
