import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoViolations } from './a11y';

/**
 * Stores near me (docs/decisions/0066-stores-near-me.md): "Near me" asks for the location only
 * when tapped, lists the stores by distance with directions, and offers the regions without it.
 */
const MAKATI = { latitude: 14.5547, longitude: 121.0244 };
const RADIUS_KM = 100;

/** Counts the page's requests for the location; the browser's own answer is left as it is. */
async function countLocationRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const original = geolocation.getCurrentPosition.bind(geolocation);
    const counted = window as unknown as { locationRequests: number };
    counted.locationRequests = 0;
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      counted.locationRequests += 1;
      original(...args);
    };
    const watch = geolocation.watchPosition.bind(geolocation);
    geolocation.watchPosition = (...args: Parameters<Geolocation['watchPosition']>) => {
      counted.locationRequests += 1;
      return watch(...args);
    };
  });
}

const locationRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { locationRequests: number }).locationRequests);

/** '1.2 km' or '350 m' as a number of kilometres. */
function kilometres(text: string): number {
  const km = /([0-9.,]+) km/.exec(text);
  if (km) return Number(km[1]?.replace(/,/g, ''));
  const metres = /([0-9]+) m\b/.exec(text);
  if (metres) return Number(metres[1]) / 1000;
  throw new Error(`no distance in "${text}"`);
}

async function nearbyItems(section: Locator): Promise<Locator> {
  const list = section.getByRole('list', { name: /Stores near you/ });
  await expect(list).toBeVisible();
  return list.getByRole('listitem');
}

test.describe('stores near me', () => {
  test('on Partners, Near me asks for the location only when tapped, then lists stores by distance with directions', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      geolocation: MAKATI,
      permissions: ['geolocation'],
    });
    await countLocationRequests(context);
    const page = await context.newPage();
    await page.goto('/partners');
    const section = page.getByRole('region', { name: 'Stores near me' });
    await section.getByRole('button', { name: 'Near me' }).click();
    const items = await nearbyItems(section);
    await expect(items).toHaveCount(10);
    expect(await locationRequests(page)).toBe(1);

    const distances: number[] = [];
    for (const item of await items.all()) {
      const text = (await item.textContent()) ?? '';
      distances.push(kilometres(text));
      const directions = item.getByRole('link', { name: /^Directions/ });
      const href = (await directions.getAttribute('href')) ?? '';
      expect(href).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/directions\?route=14\.555%2C121\.024%3B[0-9.]+%2C[0-9.]+$/,
      );
      await expect(directions).toHaveAttribute('target', '_blank');
    }
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1);
    expect(Math.max(...distances)).toBeLessThanOrEqual(RADIUS_KM);
    await expectNoViolations(page, 'Partners with stores near me');

    // A store's partner opens its page.
    const first = items.first();
    const partnerLink = first.getByRole('link').first();
    const partnerName = (await partnerLink.textContent())?.trim() ?? '';
    await partnerLink.click();
    await expect(page).toHaveURL(/\/partners\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partnerName);
    await context.close();
  });

  test('on a partner page, Near me lists only that partner’s stores', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: MAKATI,
      permissions: ['geolocation'],
    });
    await countLocationRequests(context);
    const page = await context.newPage();
    const answer = await page.request.get('/api/v1/partners/slug/bayanihan-mart');
    expect(answer.ok()).toBe(true);
    await page.goto('/partners/bayanihan-mart');
    expect(await locationRequests(page)).toBe(0);
    const section = page.getByRole('region', { name: 'Stores near me' });
    await section.getByRole('button', { name: 'Near me' }).click();
    const items = await nearbyItems(section);
    expect(await items.count()).toBeGreaterThan(0);
    for (const text of await items.allTextContents()) expect(text).toContain('Bayanihan Mart');
    const distances = (await items.allTextContents()).map(kilometres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await context.close();
  });

  test('with the location refused, it says so and offers the regions instead', async ({
    browser,
  }) => {
    // No permission given: the browser refuses the page's request.
    const context = await browser.newContext();
    await countLocationRequests(context);
    const page = await context.newPage();
    await page.goto('/partners');
    const section = page.getByRole('region', { name: 'Stores near me' });
    await section.getByRole('button', { name: 'Near me' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'Your location is not shared with this site, so we cannot find the stores near you. Choose your region instead.',
    );
    expect(await locationRequests(page)).toBe(1);
    const region = section.getByRole('combobox', { name: 'Region' });
    await region.selectOption('Region VII (Central Visayas)');
    const list = section.getByRole('list', { name: /Stores in Region VII \(Central Visayas\)/ });
    const items = list.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    for (const text of await items.allTextContents()) {
      expect(text).toMatch(/Cebu|Mandaue|Lapu-Lapu|Tagbilaran|Dumaguete/);
      expect(text).not.toMatch(/ km|[0-9] m\b/);
    }
    await expectNoViolations(page, 'Partners with the regions instead of the location');
    await context.close();
  });
});
