import type { Notice } from '#machines/shared/notice';
import styles from './auth.module.css';

/** A titled message in the flow ('Temporarily Disabled' / 'You may try again after 5 minutes.'). */
export function NoticeBox({ notice }: { notice: Notice }) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>{notice.title}</p>
      <p>{notice.message}</p>
    </div>
  );
}
