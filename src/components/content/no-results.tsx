import { NO_RESULT_MESSAGE } from '#contract/content';
import styles from './content.module.css';

/** An empty list: 'No Result Found!' (docs/specification.md#content-lists). */
export function NoResults({ hint }: { hint?: string }) {
  return (
    <div className={styles.noResults} role="status">
      <p className={styles.noResultsTitle}>{NO_RESULT_MESSAGE}</p>
      {hint && <p className={styles.noResultsHint}>{hint}</p>}
    </div>
  );
}
