import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { API_PREFIX } from '#contract/endpoints';
import { ErrorEnvelopeSchema, type ErrorEnvelope } from '#contract/errors';
import { passcodeWeaknesses } from '#contract/passcode-rules';
import { cards, members, outbox, type MemberStatus } from '#server/db/schema';
import { DEMO, PASSCODE, local } from './demo-members';
import type { TestApp } from './test-app';
import type { CallAnswer } from './test-client';

export { DEMO, PASSCODE, local } from './demo-members';

export interface CallOptions {
  cookies?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export async function memberRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`no member ${id}`);
  return row;
}

/** A JSON call: paths without /api/ are under api/v1. */
export function api(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: path.startsWith('/api/') ? path : `${API_PREFIX}${path}`,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.cookies ? { cookie: options.cookies } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
}

export const post = (t: TestApp, path: string, body?: unknown, options?: CallOptions) =>
  api(t, 'POST', path, body, options);
export const get = (t: TestApp, path: string, options?: CallOptions) =>
  api(t, 'GET', path, undefined, options);

export function envelopeOf(answer: LightMyRequestResponse | CallAnswer): ErrorEnvelope {
  return v.parse(ErrorEnvelopeSchema, 'json' in answer ? answer.json() : answer.body);
}

type Answered = Pick<LightMyRequestResponse, 'headers'>;

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function setCookies(response: Answered): SetCookie[] {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return lines.map((line) => {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const at = attribute.indexOf('=');
      if (at === -1) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

export function cookieHeader(response: Answered): string {
  return setCookies(response)
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export function login(t: TestApp, mobile: string, passcode = PASSCODE, options?: CallOptions) {
  return t.call('login', {
    body: { country_code: 'PH', number: local(mobile), passcode },
    ...options,
  });
}

export async function signedIn(t: TestApp, mobile: string, passcode = PASSCODE): Promise<string> {
  const response = await login(t, mobile, passcode);
  if (response.status !== 200) throw new Error(`login failed: ${response.text}`);
  return cookieHeader(response);
}

export async function captchaPass(t: TestApp): Promise<string> {
  const { token } = (await t.call('getDevCaptcha')).body;
  const verified = await t.call('verifyCaptcha', { body: { recaptcha: token } });
  if (verified.status !== 200) throw new Error(`captcha failed: ${verified.text}`);
  return verified.body.captchaPass;
}

export async function forgotPasscode(t: TestApp, mobile: string) {
  return t.call('forgotPasscode', {
    body: { countryCode: 'PH', mobile: local(mobile), recaptcha: await captchaPass(t) },
  });
}

/** What these helpers need of a test app: its database (a multi-process suite has only that). */
type WithDatabase = Pick<TestApp, 'database'>;

export async function outboxFor(t: WithDatabase, to: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

export async function latestCode(t: WithDatabase, to: string): Promise<string> {
  const [message] = await outboxFor(t, to);
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export function advance(t: TestApp, ms: number): void {
  t.now.value = new Date(t.now.value.getTime() + ms);
}

let nextNumber = 0;
/**
 * Fresh per call, so tests do not share windows or counters. Its last six digits are weak as a
 * passcode for no other reason (000011 is also a pattern): a test that types them as a new
 * passcode is refused for the mobile alone.
 */
export function freshMobile(): string {
  const numberOf = (serial: number) => String(serial).padStart(7, '0');
  do nextNumber += 1;
  while (passcodeWeaknesses(numberOf(nextNumber).slice(-6)).length > 0);
  return `+63918${numberOf(nextNumber)}`;
}

/** The hash is copied from a seeded member, so no slow hashing is needed. */
export async function createMember(
  t: WithDatabase,
  options: {
    status?: MemberStatus;
    email?: string | null;
    isMailVerified?: boolean;
    birthday?: string;
  } = {},
): Promise<{ id: string; mobile: string }> {
  const [template] = await t.database.db
    .select({ passcodeHash: members.passcodeHash })
    .from(members)
    .where(eq(members.mobileE164, DEMO.active));
  if (!template) throw new Error('seed the test app before creating members');
  const mobile = freshMobile();
  const [member] = await t.database.db
    .insert(members)
    .values({
      mobileE164: mobile,
      status: options.status ?? 'ACTIVE',
      passcodeHash: template.passcodeHash,
      firstName: 'Test',
      lastName: 'Member',
      birthday: options.birthday ?? '1991-07-08',
      email: options.email ?? null,
      isMailVerified: options.isMailVerified ?? false,
    })
    .returning({ id: members.id });
  if (!member) throw new Error('member insert failed');
  await t.database.db.insert(cards).values({
    memberId: member.id,
    cardNumber: `8${String(Date.now()).slice(-9)}${mobile.slice(-6)}`,
    productLabel: 'Go Rewards',
    type: 'Classic',
    applicationDate: '2024-01-15',
    balance: '1234.50',
  });
  return { id: member.id, mobile };
}
