import { runInNewContext } from 'node:vm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, renderTemplate } from './page-render';

/** The shape of the index.html Vite builds (hashed names aside). */
const INDEX = `<!doctype html>
<html lang="en-PH">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Go Rewards: earn and redeem points at partner stores across the Philippines."
      data-page-head
    />
    <!--
      Why the calls are preloaded.
    -->
    <link rel="preload" href="/api/v1/settings" as="fetch" crossorigin="anonymous" />
    <link rel="preload" href="/api/v1/auth/session" as="fetch" crossorigin="anonymous" />
    <title>Go Rewards</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Go Rewards needs JavaScript to run in your browser.</noscript>
  </body>
</html>`;

describe('renderTemplate', () => {
  const page = renderTemplate(INDEX)(
    '<title>Promos | Go Rewards</title>',
    '<main><h1>Promos</h1></main>',
    null,
  );

  it("puts the route's head where the default title was, and the app in a marked #root", () => {
    expect(page).toContain('<title>Promos | Go Rewards</title>');
    expect(page).not.toContain('<title>Go Rewards</title>');
    expect(page).toContain(
      '<div id="root" data-rendered="visitor"><main><h1>Promos</h1></main></div>',
    );
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it("drops index.html's own description: the route's head has the page's", () => {
    expect(page).not.toContain('name="description"');
  });

  it('asks for its scripts from the end of the body, keeps the styles, and drops the preloads of calls it holds', () => {
    // Not in the head: a rendered page shows without them, so its pictures take the link first.
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    const loader = /<script>(\(function\(u\)[\s\S]*?)<\/script><\/body>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('addEventListener("load",go,{once:!0});setTimeout(go,5000)');
    expect(loader).toContain('})("/assets/index-abc.js")');
    expect(page.indexOf('<script>(function(u)')).toBeGreaterThan(page.indexOf('<div id="root"'));
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(page).not.toContain('as="fetch"');
    expect(page).not.toContain('<!--');
  });

  it('keeps early taps and focus clear of the bars from the first script of the head, before the style sheet can hold it', () => {
    const first = page.indexOf('<script>(function captureEarlyTaps(');
    expect(first).toBeGreaterThan(page.indexOf('<meta charset="UTF-8" />'));
    expect(first).toBeLessThan(page.indexOf('<link rel="stylesheet"'));
    expect(page).toContain('})(window,"ACCEPT_COOKIES");(function keepFocusClear(');
    expect(page.indexOf('})(window)</script>')).toBeLessThan(
      page.indexOf('<link rel="stylesheet"'),
    );
    expect(inlineScriptHashes(page)).toHaveLength(2);
  });

  /**
   * Runs the loader against a page whose first picture is `picture` (null: none), on a phone or
   * (`wide`) a screen at least 48rem wide; `widePicture` is a banner that leads only there.
   */
  function runLoader(
    picture: { complete: boolean } | null,
    { wide = false, widePicture = false }: { wide?: boolean; widePicture?: boolean } = {},
  ) {
    const loader = /<script>(\(function\(u\)[\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const appended: Record<string, unknown>[] = [];
    const listeners: (() => void)[] = [];
    const pictureListeners: Record<string, () => void> = {};
    const timers: { run: () => void; ms: number }[] = [];
    const failed: string[] = [];
    const image = picture && {
      ...picture,
      addEventListener: (type: string, listener: () => void) => {
        pictureListeners[type] = listener;
      },
    };
    const document = {
      createElement: () => ({}),
      head: { append: (element: Record<string, unknown>) => appended.push(element) },
      querySelector: (selector: string) =>
        (!widePicture && selector === '#root img[fetchpriority=high]') ||
        selector === '#root img[fetchpriority=high],#root img[data-lead]'
          ? image
          : null,
    };
    const matchMedia = (media: string) => ({ matches: media === '(min-width: 48rem)' && wide });
    runInNewContext(loader, {
      document,
      matchMedia,
      window: { __earlyTaps: { fail: () => failed.push('fail') } },
      addEventListener: (type: string, listener: () => void) =>
        type === 'load' && listeners.push(listener),
      setTimeout: (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
    });
    const scripts = () =>
      appended.map(({ type, crossOrigin, src }) => ({ type, crossOrigin, src }) as const);
    return { appended, scripts, listeners, pictureListeners, timers, failed };
  }
  const ENTRY = { type: 'module', crossOrigin: '', src: '/assets/index-abc.js' } as const;

  it('runs the loader: the entry script at once on a page without a first picture', () => {
    const run = runLoader(null);
    expect(run.scripts()).toEqual([ENTRY]);
    run.listeners.forEach((listener) => listener());
    run.timers.forEach((timer) => timer.run());
    expect(run.scripts()).toEqual([ENTRY]);
    // A script that fails to load lets the kept taps go.
    (run.appended[0]?.onerror as () => void)();
    expect(run.failed).toEqual(['fail']);
  });

  it('runs the loader: the entry script once the first picture has come, or at load, or after 5 s', () => {
    expect(runLoader({ complete: true }).scripts()).toEqual([ENTRY]);

    const arriving = runLoader({ complete: false });
    expect(arriving.scripts()).toEqual([]);
    arriving.pictureListeners.load?.();
    arriving.listeners.forEach((listener) => listener());
    expect(arriving.scripts()).toEqual([ENTRY]);

    const broken = runLoader({ complete: false });
    broken.pictureListeners.error?.();
    expect(broken.scripts()).toEqual([ENTRY]);

    const slow = runLoader({ complete: false });
    expect(slow.timers.map((timer) => timer.ms)).toEqual([5000]);
    slow.timers.forEach((timer) => timer.run());
    slow.listeners.forEach((listener) => listener());
    expect(slow.scripts()).toEqual([ENTRY]);
  });

  it('runs the loader: on a wide screen a banner that leads only there is the first picture waited for; on a phone it is not', () => {
    const wide = runLoader({ complete: false }, { wide: true, widePicture: true });
    expect(wide.scripts()).toEqual([]);
    wide.pictureListeners.load?.();
    expect(wide.scripts()).toEqual([ENTRY]);

    expect(runLoader({ complete: false }, { widePicture: true }).scripts()).toEqual([ENTRY]);
  });

  it("marks a member's page with their session, escaped for the attribute", () => {
    const memberPage = renderTemplate(INDEX)('<title>Account</title>', '<main></main>', {
      member: { firstName: 'Ana "<b>"', lastName: 'Cruz & Co', points: 1200, deletionDueAt: null },
      expiresInSeconds: 3500,
    });
    expect(memberPage).toContain(
      '<div id="root" data-rendered="member" data-session="{&quot;member&quot;:{&quot;firstName&quot;:&quot;Ana \\&quot;&lt;b&gt;\\&quot;&quot;,&quot;lastName&quot;:&quot;Cruz &amp; Co&quot;,&quot;points&quot;:1200,&quot;deletionDueAt&quot;:null},&quot;expiresInSeconds&quot;:3500}"><main></main></div>',
    );
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => renderTemplate(INDEX.replace('<div id="root"></div>', '<main></main>'))).toThrow(
      'index.html has no empty #root element.',
    );
  });
});

describe('inlineScriptHashes', () => {
  it("allows the scripts that run, not a page's JSON-LD, which is data", () => {
    const hashes = inlineScriptHashes(
      '<script type="application/ld+json">{"@type":"Organization"}</script><script>$_TSR={}</script>',
    );
    // SHA-256 of '$_TSR={}', base64.
    expect(hashes).toEqual([
      `'sha256-${createHash('sha256').update('$_TSR={}').digest('base64')}'`,
    ]);
  });
});
