import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import { cx } from '../ui/cx';
import styles from './content.module.css';

export interface CmsHtmlProps {
  /** HTML authored in the CMS: sanitised here, never trusted (DECISIONS.md, CMS HTML). */
  html: string;
  className?: string;
}

/** Mechanics, terms, story bodies, policies and FAQs, sanitised before they reach the page. */
export function CmsHtml({ html, className }: CmsHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={cx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
