import { useId, useState } from 'react';
import type { Announcement } from '#contract/announcements';
import { DeferredCmsHtml } from '#src/components/content/deferred-cms-html';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { ChevronDownIcon, CloseIcon, MegaphoneIcon } from '#src/components/ui/icons';
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

/**
 * The announcement top bar: HTML body, an optional action button and a close control. On a phone
 * it is one line until the member opens it for the rest and its action.
 */
export function AnnouncementBar({ announcement }: AnnouncementBarProps) {
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const [open, setOpen] = useState(false);
  const restId = useId();
  if (!announcement || dismissed.includes(announcement.id)) return null;

  const close = () => {
    const next = [...dismissed, announcement.id];
    setDismissed(next);
    writeDismissed(next);
  };

  const action = announcement.action_button;
  return (
    <section className={styles.bar} aria-label="Announcement" data-open={open || undefined}>
      <div id={restId} className={cx('container', styles.inner)}>
        <MegaphoneIcon className={styles.icon} />
        <DeferredCmsHtml className={styles.body} html={announcement.body} />
        <button
          type="button"
          className={styles.more}
          aria-label="Read the whole announcement"
          aria-expanded={open}
          aria-controls={restId}
          onClick={() => setOpen(!open)}
        >
          <ChevronDownIcon />
        </button>
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
