/**
 * Between the server and its page renderer (src/entry-server.tsx, built by `vite build --ssr`;
 * docs/decisions/0054): what the server asks for and what comes back.
 */
import * as v from 'valibot';
import { MemberSummarySchema } from './auth';

export interface RenderRequest {
  /** Path and query of the page. */
  href: string;
  /** The origin the api client's URLs are built on; `fetch` answers them. */
  origin: string;
  /**
   * The origin the page's canonical and sharing URLs name: PUBLIC_ORIGIN, else the request's;
   * empty when the request names no site (the page then carries no absolute URL).
   */
  site: string;
  /** Answers the page's api calls with the visitor's cookies, inside the server (no socket). */
  fetch: typeof fetch;
  /** The request carries the session cookie: the renderer asks who is signed in. */
  signedIn: boolean;
}

/** Who the page was rendered for: the browser's session starts from it, without asking. */
export const RenderedSessionSchema = v.object({
  member: MemberSummarySchema,
  expiresInSeconds: v.number(),
});
export type RenderedSession = v.InferOutput<typeof RenderedSessionSchema>;

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      /** Null for a visitor. */
      session: RenderedSession | null;
      /**
       * The `nonce` the renderer gave the scripts it wrote itself (the router's state): only those
       * are allowed to run, by their hashes, and the attribute is taken off before sending.
       */
      scriptMarker: string;
    };

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/**
 * The page's address with only the search parameters its routes read (src/lib/page-href.ts): the
 * server keeps one copy per key and renders the key's address, never the other parameters.
 */
export type PageKey = (href: string) => string;

/** What the server-rendering build exports. */
export interface PageRenderer {
  renderPage: RenderPage;
  pageKey: PageKey;
}

/**
 * Where a page draws its banners in place, first; on a narrower screen they follow its content
 * (src/components/content/content-page.module.css). A banner that leads only there is marked
 * `data-lead` and preloaded for this media, and the script loader waits for it there.
 */
export const WIDE_SCREEN_MEDIA = '(min-width: 48rem)';

/** The cookie that says the cookie notice was answered (docs/decisions/0060). */
export const ACCEPT_COOKIES = 'ACCEPT_COOKIES';

/** A tap a rendered page kept before the app ran (docs/decisions/0060). */
export interface EarlyTap {
  kind: 'click' | 'submit';
  target: Element;
  /** The button that sent a form. */
  submitter: HTMLElement | null;
}

/** What a rendered page's first script hands to the app, as `window.__earlyTaps`. */
export interface EarlyTaps {
  /** The fields typed into and the controls tapped so far (it goes on keeping them). */
  pending: () => Element[];
  /**
   * Stops keeping taps and hands over those kept, and the fields typed into, in order; a kept
   * control stays marked (`data-early`, `aria-busy`) until the app carries its tap out.
   */
  take: () => { taps: EarlyTap[]; typed: [field: Element, value: string | boolean][] };
  /** The app's script failed to load: a kept link is followed, the rest let go. */
  fail: () => void;
}
