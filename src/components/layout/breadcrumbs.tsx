import { breadcrumbTrail, type CrumbTitles } from '#contract/page-head';
import { ChevronRightIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsProps {
  pathname: string;
  /** The item pages in the trail by path, named as their headings read. */
  titles?: CrumbTitles;
}

export function Breadcrumbs({ pathname, titles }: BreadcrumbsProps) {
  const trail = breadcrumbTrail(pathname, titles);
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
              ) : !crumb.page ? (
                <span className={styles.pageless}>{crumb.label}</span>
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
