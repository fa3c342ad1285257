import { useLayoutEffect, useMemo, useRef } from 'react';
import { useKeptFromServer } from '#src/lib/hydration';
import { sanitizeHtml } from '#src/lib/sanitize';
import { cx } from '#src/components/ui/cx';
import styles from './content.module.css';

export interface CmsHtmlProps {
  /** HTML authored in the CMS: sanitised here, never trusted (docs/specification.md#cms-html). */
  html: string;
  className?: string;
}

/**
 * What the server's sanitiser made of a CMS HTML, read back from the page it rendered: the same
 * HTML drawn again after hydration (on a phone the card grids become carousels) takes it rather
 * than running DOMPurify once more per item. Bounded, as a page holds a few dozen at most.
 */
const sanitisedByServer = new Map<string, string>();
const REMEMBERED = 200;

/** Mechanics, terms, story bodies, policies and FAQs, sanitised before they reach the page. */
export function CmsHtml({ html, className }: CmsHtmlProps) {
  // A page the server rendered already holds this HTML, sanitised there (src/entry-server.tsx):
  // hydration keeps it rather than sanitising it again (a sixth of a second on a slow phone).
  const kept = useKeptFromServer(html);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (kept && box.current && sanitisedByServer.size < REMEMBERED)
      sanitisedByServer.set(html, box.current.innerHTML);
  }, [kept, html]);
  const clean = useMemo(
    () => (kept ? '' : (sanitisedByServer.get(html) ?? sanitizeHtml(html))),
    [kept, html],
  );
  return (
    <div
      ref={box}
      className={cx(styles.prose, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
      suppressHydrationWarning={kept}
    />
  );
}
