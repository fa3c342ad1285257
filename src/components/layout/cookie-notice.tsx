import { useId, useState, useSyncExternalStore } from 'react';
import { acceptCookies, hasAcceptedCookies } from '#src/lib/cookies';
import { DeferredCmsHtml } from '#src/components/content/deferred-cms-html';
import { Button } from '#src/components/ui/button';
import { ShieldIcon } from '#src/components/ui/icons';
import styles from './cookie-notice.module.css';

export interface CookieNoticeProps {
  /** Sanitised here before it is shown. */
  policyHtml: string;
}

const noSubscription = () => () => undefined;

/** docs/specification.md#cookie-notice: a landmark region, not a dialog; the page stays usable. */
export function CookieNotice({ policyHtml }: CookieNoticeProps) {
  // The server and the hydration draw the page without it; the browser's cookie decides after.
  const accepted = useSyncExternalStore(noSubscription, hasAcceptedCookies, () => true);
  const [dismissed, setDismissed] = useState(false);
  const visible = !accepted && !dismissed;
  const titleId = useId();

  const accept = () => {
    acceptCookies();
    setDismissed(true);
    // Not the body, and without scrolling the page (WCAG 2.4.3).
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };

  return (
    // Rendered hidden rather than left out: the server writes the policy's sanitised HTML into
    // the page, which then never needs the sanitiser (DeferredCmsHtml keeps it).
    <section
      className={styles.notice}
      aria-labelledby={titleId}
      hidden={!visible}
      // Focus is kept clear of it (#contract/focus-clearance).
      data-pinned-bar="bottom"
    >
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <ShieldIcon />
        </span>
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            Your Privacy
          </h2>
          <DeferredCmsHtml className={styles.policy} html={policyHtml} />
        </div>
        <Button className={styles.accept} onClick={accept}>
          Got it
        </Button>
      </div>
    </section>
  );
}
