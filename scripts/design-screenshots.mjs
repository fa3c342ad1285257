// The screenshots of docs/design.md: `node scripts/design-screenshots.mjs [base URL]` against a
// running, freshly seeded portal (npm start; default http://127.0.0.1:3000). Chromium from
// CHROMIUM_PATH or Debian's /usr/bin/chromium. Signs in as the seed's demo member with the
// published demo passcode (a demo value, never a production credential).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';

const { DEMO_PASSCODE } = await tsImport('../server/db/seed/members-data.ts', import.meta.url);
const { ACCEPT_COOKIES } = await tsImport('../server/contract/v1/page-render.ts', import.meta.url);

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve(import.meta.dirname, '../docs/design');
mkdirSync(out, { recursive: true });

const PUBLIC = [
  ['home', '/'],
  ['promos', '/promos'],
  ['promo', '/promos/double-points-weekend'],
  ['partners', '/partners'],
  ['partner', '/partners/perlas-department-store'],
  ['cards', '/cards'],
  ['card', '/cards/prepaid-card'],
  ['story', '/stories/budget-noche-buena-with-points'],
  ['login', '/login'],
];
const MEMBER = [
  ['dashboard', '/account'],
  ['transactions', '/account/transactions'],
  ['settings', '/account/settings'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const width of [360, 1280]) {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    isMobile: phone,
    hasTouch: phone,
  });
  // The cookie notice answered, as on every visit after the first.
  await context.addCookies([{ name: ACCEPT_COOKIES, value: 'true', url: base }]);
  const page = await context.newPage();
  const shoot = async (name, route) => {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(out, `${name}-${String(width)}.jpg`), quality: 70 });
    console.log(`${name}-${String(width)}.jpg`);
  };
  for (const [name, route] of PUBLIC) await shoot(name, route);
  const signedIn = await page.request.post(`${base}/api/v1/auth/login`, {
    data: { country_code: 'PH', number: '09170000001', passcode: DEMO_PASSCODE },
  });
  if (!signedIn.ok()) throw new Error(`sign-in answered ${String(signedIn.status())}`);
  for (const [name, route] of MEMBER) await shoot(name, route);
  await context.close();
}
await browser.close();
