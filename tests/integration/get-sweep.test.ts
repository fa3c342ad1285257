import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, devEndpoints, endpoints, type EndpointDefinition } from '#contract/endpoints';
import { sessions } from '#server/db/schema';
import { hashToken } from '#server/services/verification/tokens';
import { DEMO, signedIn } from '../support/auth-helpers';
import { GET_SAMPLES } from '../support/get-samples';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** SEC-41: no GET but the /auth?token= handoff (SEC-39) changes a table. */
const t = useTestApp();
let cookies: string;
beforeAll(async () => {
  cookies = await signedIn(t, DEMO.active);
});

const tokenOf = (header: string) =>
  header
    .split('; ')
    .find((pair) => pair.startsWith('token='))
    ?.slice('token='.length) ?? '';

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every table of the schema with its row count and a digest of all its rows. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; digest: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
          from ${sql.identifier(name)} r`,
    );
    state[name] = `${String(row?.n)} rows, ${String(row?.digest)}`;
  }
  return state;
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .sort();
}

const gets = [
  ...Object.entries(endpoints).map(([name, e]) => [name, e, API_PREFIX] as const),
  ...Object.entries(devEndpoints).map(([name, e]) => [name, e, e.base] as const),
]
  .filter(([, endpoint]) => endpoint.method === 'GET')
  .map(([name, endpoint, base]: readonly [string, EndpointDefinition, string]) => ({
    name,
    url: `${base}${GET_SAMPLES[name] ?? endpoint.path}`,
  }));

describe(`no GET changes state (SEC-41, ${testDatabaseKind})`, () => {
  it('sweeps every GET of the contract with a member session: every table stays as it was', async () => {
    expect(gets.length).toBeGreaterThan(30);
    const before = await snapshot();
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['members', 'sessions', 'rate_limits', 'one_time_tokens', 'outbox']),
    );
    for (const { name, url } of gets) {
      expect(url.includes(':'), `${name} needs a sample`).toBe(false);
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url, headers: { cookie: cookies } });
        expect(response.statusCode, `${method} ${name}`).toBe(200);
      }
      expect(changedTables(before, await snapshot()), name).toEqual([]);
    }
  });

  it('sees the one exception: the handoff GET uses its code and starts a session (SEC-39)', async () => {
    const { code } = (await t.call('mintHandoff', { cookies })).body;
    const before = await snapshot();
    // From one of the portal's own pages: an arrival from elsewhere completes nothing (item 3).
    const response = await t.app.inject({
      url: `/auth?token=${encodeURIComponent(code)}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account');
    // The browser it lands in is remembered for the member's devices.
    expect(changedTables(before, await snapshot())).toEqual([
      'known_browsers',
      'one_time_tokens',
      'sessions',
    ]);
  });

  it('moves only the session\'s "last active" once it is 5 minutes behind (decision 0056)', async () => {
    t.now.value = new Date(t.now.value.getTime() + 6 * 60 * 1000);
    const before = await snapshot();
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookies))));
    const response = await t.app.inject({
      url: `${API_PREFIX}/members/me`,
      headers: { cookie: cookies },
    });
    expect(response.statusCode).toBe(200);
    expect(changedTables(before, await snapshot())).toEqual(['sessions']);
    const [after] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookies))));
    expect(after).toEqual({ ...session, lastActiveAt: t.now.value });
    // At most once per 5 minutes: the next GET writes nothing.
    const quiet = await snapshot();
    await t.app.inject({ url: `${API_PREFIX}/members/me`, headers: { cookie: cookies } });
    expect(changedTables(quiet, await snapshot())).toEqual([]);
  });
});
