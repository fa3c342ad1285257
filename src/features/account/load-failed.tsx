import { buttonClassName } from '#src/components/ui/button';
import panel from './account.module.css';

/** A part of the account that could not be loaded: what, and Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p className={panel.muted} role="alert">
        {message}
      </p>
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
