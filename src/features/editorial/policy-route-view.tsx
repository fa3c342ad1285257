import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { PolicyPage } from './policy-pages';

export type PolicyRouteId =
  '/about' | `/${'terms' | 'termswb' | 'privacy-policy' | 'policywb'}/${'' | '$uuid'}`;

export function policyRouteView(id: PolicyRouteId): () => ReactElement {
  const route = getRouteApi(id);
  return function PolicyRoute() {
    const { policy, basePath, webview } = route.useLoaderData();
    const { section } = route.useSearch();
    return (
      <PolicyPage policy={policy} selectedId={section} basePath={basePath} webview={webview} />
    );
  };
}
