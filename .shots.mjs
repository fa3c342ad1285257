import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  // sign in through the API (same origin) for member pages
  const login = await context.request.post(`${base}/api/v1/auth/login`, {
    data: { country_code: 'PH', number: '09170000001', passcode: '482916' },
    headers: { origin: base },
  });
  console.log('login', login.status(), await login.text());
  const mint = await context.request.post(`${base}/api/v1/auth/handoff`, { data: {}, headers: { origin: base } });
  const { code } = await mint.json();
  await page.route('http://evil.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a id="go" href="${base}/auth?token=${code}">go</a> <a id="out" href="${base}/logout">out</a>` }),
  );
  await page.goto('http://evil.example/');
  await page.click('#go');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/auth-${width}.png` });
  await page.goto('http://evil.example/');
  await page.click('#out');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/logout-${width}.png` });
  const r = await page.goto(`${base}/no/such/page`);
  console.log('404 status', r.status());
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/404-${width}.png` });
  await context.close();
}
await browser.close();
