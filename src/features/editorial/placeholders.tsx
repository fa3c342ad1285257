import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import styles from './story-pages.module.css';

// Pending views stay in the main bundle (they must show at once): keep this module light.
export const FEATURED_STORIES_HEADING = 'Featured Articles';
export const LATEST_STORIES_HEADING = 'Stay in the know with the latest from Go Rewards';

export function StoryListPlaceholder({ title }: { title: string }) {
  return (
    <div className="container">
      <h1 className={styles.pageTitle}>{title}</h1>
      <h2 className={styles.heading}>{FEATURED_STORIES_HEADING}</h2>
      <LoadingPlaceholder count={3} />
      <h2 className={styles.heading}>{LATEST_STORIES_HEADING}</h2>
      <LoadingPlaceholder count={6} />
    </div>
  );
}
