/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CARD_CACHE, forgetOfflineCard } from '#src/lib/offline-card';
import {
  isKeptApiRead,
  isKeptPage,
  isMemberPage,
  isVisitorPage,
  OFFLINE_PAGE,
  PAGES_CACHE,
  RETIRED_CACHES,
  VISITOR_RENDERED,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// A new deployment's worker takes over at once; pages come from the network first, so the next
// visit gets the new shell without a stale page.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// An older worker's page cache kept whatever was not a member page, API answers included.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

const SESSION_PATH = '/api/v1/auth/session';

/**
 * The member has gone (logged out, or the session ended elsewhere): the card goes, and so does
 * every copy of a page, in case one was kept while they were signed in.
 */
async function forgetMember(): Promise<void> {
  await Promise.all([forgetOfflineCard(), caches.delete(PAGES_CACHE)]);
}

/** A kept card means a member was here: a visitor's answer now means the session ended. */
async function memberWasHere(): Promise<boolean> {
  return caches.has(CARD_CACHE);
}

/** The server's session answer: a visitor (or an ended session) deletes what the member left. */
async function forgetMemberIfSignedOut(response: Response): Promise<void> {
  if (!response.ok) return;
  try {
    const answer = (await response.clone().json()) as { member?: unknown };
    if (answer.member === null && (await memberWasHere())) await forgetMember();
  } catch {
    // Not the answer we know: keep the card.
  }
}

/**
 * A page the server rendered for a visitor means this browser's session is over (logged out,
 * or revoked on another device): what the member left goes with it.
 */
const watchSession = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (
      response.ok &&
      (await response.clone().text()).includes(VISITOR_RENDERED) &&
      (await memberWasHere())
    ) {
      await forgetMember();
    }
    return response;
  },
};

// The account area: never stored. Offline (or no answer within 6 s), the kept card.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isMemberPage(url.pathname),
  new NetworkOnly({ networkTimeoutSeconds: 6, plugins: [watchSession] }),
);

// Other pages: the network first, the last copy a visitor saw when offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isKeptPage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      watchSession,
      {
        cacheWillUpdate: async ({ response }) =>
          isVisitorPage(
            response.status,
            response.headers.get('content-type'),
            await response.clone().text(),
          )
            ? response
            : null,
      },
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// The public content those pages read.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isKeptApiRead(url.pathname),
  new NetworkFirst({
    cacheName: 'gr-content',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// Route chunks (content-hashed: a name never changes its bytes) are kept once fetched; pictures
// are shown from the last copy and refreshed behind it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'gr-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'gr-images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// The session check and logout: the card goes when the member does.
registerRoute(
  ({ url }) => url.pathname === SESSION_PATH,
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response }) => {
          await forgetMemberIfSignedOut(response);
          return response;
        },
      },
    ],
  }),
);
registerRoute(
  ({ url }) => url.pathname === '/api/v1/auth/logout',
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response }) => {
          await forgetMember();
          return response;
        },
      },
    ],
  }),
  'POST',
);

// A page that could not be fetched or found in a copy: the offline page (with the kept card).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
