import type { AnyRouter } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { settleHydrated } from './features/offers/offer-settled';

/**
 * The router takes the state the server dehydrated into the page (no loader runs again), and the
 * loaders' deferred parts are settled before React compares the page with its own render. Loaded
 * only by a page the server rendered: the app shell carries none of it.
 */
export async function hydratePage(router: AnyRouter): Promise<void> {
  await hydrate(router).finally(() => window.$_TSR?.h());
  await settleHydrated(
    router.state.matches.flatMap((match): unknown[] => {
      const data: unknown = match.loaderData;
      return data && typeof data === 'object' ? Object.values(data) : [];
    }),
  );
}
