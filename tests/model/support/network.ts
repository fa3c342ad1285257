import { vi } from 'vitest';
import { API_PREFIX } from '#contract/endpoint-definition';
import { type ApiFailure, ERRORS } from '#contract/errors';
import { memberFixture } from '#machines/shared/test-support';
import { answerStep, takeNewest } from './calls';

/**
 * Where an invoked actor of the app's bindings (src/features/auth/flows.ts) goes on the network:
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

/**
 * The network under the app's own bindings of the machines, for the model paths: `fetch` is
 * replaced, every request waits until the path answers it, and the answer goes through the app's
 * real client (ky, the contract's response schema, the error envelope → ApiFailure). A binding
 * that calls the wrong endpoint, sends the wrong body or reads the answer wrongly fails the path.
 * The same interface as `Calls`, named by the machine's actor ids.
 */
export class FakeNetwork {
  private readonly pending = new Map<string, Pending[]>();
  /** The JSON bodies sent, by actor id. */
  readonly inputs = new Map<string, unknown[]>();
  /** The paths requested, by actor id (`/api/v1/surveys/GRSURVEY2026/responses`). */
  readonly urls = new Map<string, string[]>();
  /** Each route's endpoint as a pattern: `POST /surveys/:surveyId/responses` takes any id. */
  private readonly patterns: [RegExp, string][];

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
    const path = new URL(request.url).pathname;
    const endpoint = `${request.method} ${path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path}`;
    const name = this.patterns.find(([pattern]) => pattern.test(endpoint))?.[1];
    if (!name) throw new Error(`the model's network has no route for ${endpoint}`);
    this.urls.set(name, [...(this.urls.get(name) ?? []), path]);
    const text = await request.text();
    this.inputs.set(name, [...(this.inputs.get(name) ?? []), text ? JSON.parse(text) : undefined]);
    return new Promise<Response>((respond, drop) => {
      const queue = this.pending.get(name) ?? [];
      queue.push({ respond, drop });
      this.pending.set(name, queue);
    });
  }

  private next(name: string): Promise<Pending> {
    return takeNewest(this.pending, name);
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
    const status = (ERRORS as Record<string, { status: number } | undefined>)[failure.errorKey]
      ?.status;
    (await this.next(name)).respond(
      json(status ?? 400, {
        error_key: failure.errorKey,
        error: failure.message,
        title: failure.title,
        ...(failure.attemptsRemaining !== undefined
          ? { attemptsRemaining: failure.attemptsRemaining }
          : {}),
        ...(failure.retryAfter !== undefined ? { retryAfter: failure.retryAfter } : {}),
        ...(failure.fields ? { fields: failure.fields } : {}),
      }),
    );
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

/** A profile section's save and Maxicare's (account-flows.ts): the member's details come back. */
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
