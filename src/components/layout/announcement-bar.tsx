import { useState } from 'react';
import type { Announcement } from '#contract/announcements';
import { DeferredCmsHtml } from '#src/components/content/deferred-cms-html';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { CloseIcon, MegaphoneIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './announcement-bar.module.css';

export interface AnnouncementBarProps {
  announcement: Announcement | null;
}

const DISMISSED_KEY = 'go-rewards.dismissed-announcements';

/** sessionStorage can be missing or throw (privacy modes, sandboxed frames): never fail on it. */
function readDismissed(): number[] {
  try {
    const raw = window.sessionStorage.getItem(DISMISSED_KEY);
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function writeDismissed(ids: number[]): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the bar stays closed for this page view only.
  }
}

/** The announcement top bar: HTML body, an optional action button and a close control. */
export function AnnouncementBar({ announcement }: AnnouncementBarProps) {
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  if (!announcement || dismissed.includes(announcement.id)) return null;

  const close = () => {
    const next = [...dismissed, announcement.id];
    setDismissed(next);
    writeDismissed(next);
  };

  const action = announcement.action_button;
  return (
    <section className={styles.bar} aria-label="Announcement">
      <div className={cx('container', styles.inner)}>
        <MegaphoneIcon className={styles.icon} />
        <DeferredCmsHtml className={styles.body} html={announcement.body} />
        {action && (
          <SmartLink
            href={action.url}
            className={buttonClassName({ size: 'sm', className: styles.action })}
          >
            {action.label}
          </SmartLink>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label="Close announcement"
          onClick={close}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
