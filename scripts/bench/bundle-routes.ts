// The routes whose cost the bundle and Lighthouse benches report, with what shows each
// one has rendered. A promo detail takes the first featured promo of the seeded database.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface BenchRoute {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  ready: (page: Page) => Promise<void>;
}

const fixed = (path: string) => () => Promise.resolve(path);
const heading = (name?: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();
};

export async function firstFeaturedPromo(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v1/promos?featured=1&limit=1');
  const body = (await answer.json()) as { data: { slug: string }[] };
  const slug = body.data[0]?.slug;
  if (!slug) throw new Error('the seeded database has no featured promo');
  return `/promos/${slug}`;
}

export const HOME_ROUTE: BenchRoute = {
  name: 'home',
  path: fixed('/'),
  ready: async (page) => {
    await expect(page.getByRole('region', { name: 'Rewards Shop' })).toBeVisible();
  },
};

export const BENCH_ROUTES: BenchRoute[] = [
  HOME_ROUTE,
  { name: 'promos', path: fixed('/promos'), ready: heading('Promos') },
  { name: 'promo detail', path: firstFeaturedPromo, ready: heading() },
  { name: 'cards', path: fixed('/cards'), ready: heading() },
  { name: 'partners', path: fixed('/partners'), ready: heading() },
];
