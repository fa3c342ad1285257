import { ChevronRightIcon } from '../ui/icons';
import { SmartLink } from '../ui/smart-link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Still percent-encoded, as in the URL. */
  href: string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (a stray '%') is shown as typed rather than breaking the page.
    return segment;
  }
}

/** 'new-this-month' → 'New This Month' (specification 001, Breadcrumbs: hyphens shown as spaces). */
function crumbLabel(segment: string): string {
  return decodeSegment(segment)
    .replace(/-+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|\s)(\p{Ll})/gu,
      (_match, space: string, letter: string) => space + letter.toUpperCase(),
    );
}

/** Empty segments (trailing or doubled slashes) are skipped. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const trail: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, index) => {
    const label = crumbLabel(segment);
    if (label === '') return;
    trail.push({ label, href: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return trail;
}

export interface BreadcrumbsProps {
  pathname: string;
}

export function Breadcrumbs({ pathname }: BreadcrumbsProps) {
  const trail = breadcrumbTrail(pathname);
  if (trail.length <= 1) return null;
  const lastIndex = trail.length - 1;
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <div className="container">
        <ol className={styles.list}>
          {trail.map((crumb, index) => (
            <li key={crumb.href} className={styles.item}>
              {index > 0 && <ChevronRightIcon className={styles.separator} />}
              {index === lastIndex ? (
                <span className={styles.current} aria-current="page">
                  {crumb.label}
                </span>
              ) : (
                <SmartLink href={crumb.href} className={styles.link}>
                  {crumb.label}
                </SmartLink>
              )}
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
