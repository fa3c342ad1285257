import type { ActionButton } from '#contract/content';
import { Button, buttonClassName } from '#src/components/ui/button';
import { ExternalIcon } from '#src/components/ui/icons';
import type { ShopAccess } from './shop-data';
import styles from './offer-pages.module.css';

export interface ShopActionButtonProps {
  action: ActionButton;
  access: ShopAccess | null;
  onLogin: () => void;
}

export function ShopActionButton({ action, access, onLogin }: ShopActionButtonProps) {
  if (access === 'member') {
    return (
      <a
        href={action.url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ size: 'lg' })}
      >
        {action.label}
        <ExternalIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (access === 'visitor') {
    return (
      <div className={styles.actions}>
        <Button size="lg" onClick={onLogin}>
          {action.label}
        </Button>
        <p className={styles.actionNote}>Log in to your Go Rewards account to continue.</p>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button size="lg" disabled aria-busy={access === null}>
        {action.label}
      </Button>
      {access === 'cardUnavailable' && (
        <p className={styles.actionNote} role="status">
          Your card details could not be loaded. Please reload the page to try again.
        </p>
      )}
    </div>
  );
}
