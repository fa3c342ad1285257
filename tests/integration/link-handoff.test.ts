import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#contract/errors';
import { members, oneTimeTokens } from '#server/db/schema';
import { hashToken } from '#server/services/verification/tokens';
import { DEMO, advance, envelopeOf, signedIn } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

const PARTNER = 'partner.example.ph';

const t = useTestApp({ config: { redirectHosts: [PARTNER] } });
let cookies: string;
let memberId: string;
beforeAll(async () => {
  cookies = await signedIn(t, DEMO.active);
  const [member] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobileE164, DEMO.active));
  memberId = member?.id ?? '';
});

async function mint(url = `https://${PARTNER}/shop?x=1`): Promise<string> {
  const response = await t.call('mintLinkHandoff', { body: { url }, cookies });
  expect(response.status, response.text).toBe(200);
  return response.body.code;
}

const redeem = (code: string, host = PARTNER) =>
  t.call('redeemLinkHandoff', { body: { code, host } });

async function linkTokenRows() {
  return t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.kind, 'link_handoff'));
}

describe(`link handoff mint (${testDatabaseKind})`, () => {
  it('needs a session and stores nothing without one', async () => {
    const before = (await linkTokenRows()).length;
    const response = await t.call('mintLinkHandoff', { body: { url: `https://${PARTNER}/` } });
    expect(response.status).toBe(401);
    expect(envelopeOf(response).error_key).toBe('UNAUTHENTICATED');
    expect(await linkTokenRows()).toHaveLength(before);
  });

  it('mints a 60-second code bound to the host, kept only as a hash', async () => {
    const response = await t.call('mintLinkHandoff', {
      body: { url: `https://Partner.Example.PH/deals` },
      cookies,
    });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body).toMatchObject({ host: PARTNER, expiresInSeconds: 60 });
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies).not.toContain(body.code);

    const rows = await t.database.db.select().from(oneTimeTokens);
    expect(JSON.stringify(rows)).not.toContain(body.code);
    const row = rows.find((candidate) => candidate.tokenHash === hashToken(body.code));
    expect(row).toMatchObject({ kind: 'link_handoff', subject: PARTNER, memberId, usedAt: null });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(60_000);
  });

  it('refuses any link that is not https on an allow-listed host, storing nothing', async () => {
    const before = (await linkTokenRows()).length;
    const refused = [
      'https://evil.example/',
      `http://${PARTNER}/`,
      `https://${PARTNER}.evil.example/`,
      `https://evil${PARTNER}/`,
      `https://${PARTNER}:8443/`,
      `https://user:pass@${PARTNER}/`,
      `//${PARTNER}/`,
      '/account',
      'javascript:alert(1)',
      `https://${PARTNER}/\\evil`,
      ' ',
    ];
    for (const url of refused) {
      const response = await t.call('mintLinkHandoff', { body: { url }, cookies });
      expect(response.status, url).toBe(400);
      expect(envelopeOf(response), url).toMatchObject({
        error_key: 'REDIRECT_NOT_ALLOWED',
        error: ERRORS.REDIRECT_NOT_ALLOWED.message,
        fields: { url: "That link isn't allowed." },
      });
    }
    expect(await linkTokenRows()).toHaveLength(before);
  });

  it('keeps the same-origin rule of every other POST', async () => {
    const response = await t.call('mintLinkHandoff', {
      body: { url: `https://${PARTNER}/` },
      cookies,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(envelopeOf(response).error_key).toBe('FORBIDDEN_ORIGIN');
  });
});

describe(`link handoff redeem (${testDatabaseKind})`, () => {
  it('answers the member once, then refuses the same code', async () => {
    const code = await mint();
    const first = await redeem(code);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ memberId });
    const again = await redeem(code);
    expect(again.status).toBe(400);
    expect(envelopeOf(again)).toMatchObject({
      error_key: 'HANDOFF_INVALID',
      error: ERRORS.HANDOFF_INVALID.message,
    });
  });

  it('refuses a code at 60 seconds and takes one at 59', async () => {
    const late = await mint();
    advance(t, 60_000);
    expect(envelopeOf(await redeem(late)).error_key).toBe('HANDOFF_INVALID');
    const early = await mint();
    advance(t, 59_000);
    expect((await redeem(early)).status).toBe(200);
  });

  it('redeems only for its own host, and never at the portal sign-in handoff', async () => {
    const code = await mint();
    expect(envelopeOf(await redeem(code, 'evil.example')).error_key).toBe('HANDOFF_INVALID');
    const portal = await t.app.inject(`/auth?token=${encodeURIComponent(code)}`);
    expect(portal.statusCode).toBe(302);
    expect(portal.headers.location).toBe('/login?handoff=invalid');
    expect(portal.headers['set-cookie']).toBeUndefined();
    expect((await redeem(code, PARTNER.toUpperCase())).body).toEqual({ memberId });
  });

  it('refuses a portal handoff code and the session token itself', async () => {
    const portalCode = (await t.call('mintHandoff', { cookies })).body.code;
    const sessionToken = /token=([^;]+)/.exec(cookies)?.[1] ?? '';
    for (const code of [portalCode, sessionToken]) {
      expect(envelopeOf(await redeem(code)).error_key).toBe('HANDOFF_INVALID');
    }
  });

  it('keeps the code out of the logs', async () => {
    const code = await mint();
    await redeem(code);
    expect(t.logs.join('\n')).not.toContain(code);
  });
});
