import { createElement } from 'react';
import { notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import type { PolicyKind } from '#contract/policies';
import { lazyRouteComponent } from '#src/lib/lazy-route';
import { stayingImport } from '#src/lib/leaving-page';
import { loadOrNotFound } from '#src/lib/load-content';
import { pageHead, type SharedMatch } from '#src/lib/share-head';
import { orDefault } from '#src/lib/url-search';
import { CardPolicyMissing, type CardPolicyFallback } from './card-policy-missing';
import type { LoadedPolicy } from './policy-data';
import type { PolicyRouteId } from './policy-route-view';

/** `?section=3`: the section shown on desktop; anything else shows the first. */
export const PolicySearchSchema = v.object({
  section: orDefault(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export interface PolicyRouteData {
  policy: LoadedPolicy;
  /** The path the section links keep (`/terms`, `/termswb/…`). */
  basePath: string;
  webview: boolean;
}

// The router plugin splits only literal options: these load the page and its calls on demand.
const policyData = stayingImport(() => import('./policy-data'));

function options(id: PolicyRouteId, title: string) {
  return {
    validateSearch: PolicySearchSchema,
    head: ({ loaderData, match }: { loaderData?: PolicyRouteData; match: SharedMatch }) =>
      pageHead(match, loaderData?.policy.seo, title),
    component: lazyRouteComponent(
      () => import('./policy-route-view').then((view) => ({ Page: view.policyRouteView(id) })),
      'Page',
    ),
  };
}

/** /about, /terms, /termswb, /privacy-policy, /policywb: a policy of the settings. */
export function policyRoute(
  id: '/about' | '/terms/' | '/termswb/' | '/privacy-policy/' | '/policywb/',
  kind: PolicyKind,
  title: string,
  webview = false,
) {
  return {
    ...options(id, title),
    loader: async (): Promise<PolicyRouteData> => {
      const { loadPolicy } = await policyData();
      const policy = await loadOrNotFound(() => loadPolicy(kind));
      return { policy, basePath: id.replace(/\/$/, ''), webview };
    },
  };
}

/**
 * A card's terms or privacy notice by its uuid; a failed load redirects to `fallback`. Rendered on
 * the server, that address answers 404 instead (decision 0044), and the app redirects once it runs.
 */
export function cardPolicyRoute(
  id: '/terms/$uuid' | '/termswb/$uuid' | '/privacy-policy/$uuid' | '/policywb/$uuid',
  part: 'terms' | 'privacy',
  fallback: CardPolicyFallback,
  webview = false,
) {
  return {
    ...options(id, 'Card policy'),
    loader: async ({ params }: { params: { uuid: string } }): Promise<PolicyRouteData> => {
      const { loadCardPolicy } = await policyData();
      try {
        const policy = await loadCardPolicy(params.uuid, part);
        return { policy, basePath: id.replace('$uuid', params.uuid), webview };
      } catch {
        if (typeof window === 'undefined') throw notFound();
        throw redirect({ to: fallback, replace: true });
      }
    },
    notFoundComponent: () => createElement(CardPolicyMissing, { fallback }),
  };
}
