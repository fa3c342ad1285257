import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { envelopeOf } from '../../support/auth-helpers';
import { startTestApp } from '../../support/test-app';

/** A saturated PostgreSQL pool sheds database calls, then recovers. */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';

describe('overload on PostgreSQL', () => {
  it('sheds database calls while queries wait for a pool connection past the bound', async () => {
    // The busy page's style sheet is a file the static server has: only such files pass the guard.
    const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-busy-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(staticDir, 'busy.css'), 'main { margin: 1rem; }');
    const t = await startTestApp({
      serveApp: true,
      config: {
        staticDir,
        overload: { maxEventLoopDelayMs: 1000, maxHashesInFlight: 16, maxPoolWaiting: 5 },
      },
    });
    try {
      // Kept by the content cache: while the guard lets it through it answers at once.
      expect((await t.call('getSettings')).status).toBe(200);
      // Twenty slow queries on a pool of ten: ten wait, for three seconds.
      const slow = Array.from({ length: 20 }, async () =>
        t.database.db.execute(sql`select pg_sleep(1.5)`),
      );
      // The guard looks every 100 ms.
      await expect
        .poll(async () => (await t.call('getSettings')).status, { timeout: 2500 })
        .toBe(503);
      const shed = await t.call('getSettings');
      expect(shed.status).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(envelopeOf(shed)).toMatchObject({ error_key: 'SERVER_BUSY', error: GENERIC });
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      // A page is a short one of its own, saying the same, styled by a file the guard lets through.
      const page = await t.app.inject('/promos');
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(GENERIC);
      expect(page.body).toContain('href="/busy.css"');
      expect((await t.app.inject('/busy.css')).statusCode).toBe(200);
      await Promise.all(slow);
      await expect
        .poll(async () => (await t.call('getSettings')).status, { timeout: 10_000 })
        .toBe(200);
    } finally {
      await t.close();
    }
  });
});
