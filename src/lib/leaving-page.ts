/**
 * A page being left, as Firefox treats it: once a navigation away begins, Firefox stops what the
 * page is still fetching, so a code chunk asked for then fails to load although it exists. Taken
 * for a chunk a new deployment removed, that failure made the router reload the page, which
 * cancelled the member's navigation (docs/decisions/0063).
 *
 * `beforeunload` comes first, before anything is stopped. A failed import within LEAVE_MS of it
 * waits instead of failing: the page is going. If it is still here then (the navigation was
 * cancelled, or was a download), the code is asked for once more, and that answer is final.
 */
export const LEAVE_MS = 5_000;

let stillHere: Promise<void> | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    stillHere = new Promise((resolve) => {
      setTimeout(() => {
        stillHere = null;
        resolve();
      }, LEAVE_MS);
    });
  });
  // Back to a page kept whole in the browser's back-forward cache: it is not being left.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) stillHere = null;
  });
}

/** The same import, whose failure while the page is being left waits for the page to go. */
export function stayingImport<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      const leaving = stillHere;
      if (!leaving) throw error;
      await leaving;
      return load();
    });
}
