import {
  lazyFn as routerLazyFn,
  lazyRouteComponent as routerLazyRouteComponent,
} from '@tanstack/react-router';
import { stayingImport } from './leaving-page';

/**
 * The router's loaders of a route's split code, whose import waits while the page is being left
 * (./leaving-page.ts). The code splitter's routes get these in place of the router's own
 * (scripts/lazy-route-imports.ts, in vite.config.ts).
 */
export const lazyRouteComponent: typeof routerLazyRouteComponent = (importer, exportName) =>
  routerLazyRouteComponent(stayingImport(importer), exportName);

export const lazyFn: typeof routerLazyFn = (fn, key) => routerLazyFn(stayingImport(fn), key);
