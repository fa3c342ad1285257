import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { cx } from './cx';
import { CloseIcon } from './icons';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Buttons along the bottom of the dialog. */
  actions?: ReactNode;
  /** Shown before the title, such as a status icon. */
  icon?: ReactNode;
  className?: string;
  /** A visible close button (X) with this accessible name, for dialogs that hold a whole flow. */
  closeLabel?: string;
}

type ModalMethods = Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;

/** jsdom and very old browsers lack showModal(); there the dialog opens as a plain open element. */
function openDialog(dialog: HTMLDialogElement): void {
  const methods: ModalMethods = dialog;
  if (typeof methods.showModal === 'function') {
    dialog.showModal();
  } else {
    dialog.setAttribute('open', '');
  }
  // The field a view marks (React's autoFocus leaves no attribute for the browser to find),
  // else the first control.
  const target =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>('button, [href], input, select, [tabindex]');
  (target ?? dialog).focus();
}

function closeDialog(dialog: HTMLDialogElement): void {
  const methods: ModalMethods = dialog;
  if (typeof methods.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page inert and traps focus,
 * Escape asks the owner to close, and focus goes back where it was. `open` is the only truth;
 * every way of closing goes through onClose.
 */
export function Dialog({
  open,
  title,
  children,
  onClose,
  actions,
  icon,
  className,
  closeLabel,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    returnFocusRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) openDialog(dialog);
    return () => {
      openRef.current = false;
      if (dialog.open) closeDialog(dialog);
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  // Escape: keep the element open and let the owner decide, so state and screen never disagree.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  // The browser closed it anyway (a second Escape may not be cancellable): tell the owner.
  const onNativeClose = () => {
    if (openRef.current) onCloseRef.current();
  };

  // A click on the backdrop lands on the <dialog> itself, outside the surface.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Without native modal support there is no cancel event: handle Escape here.
    const methods: ModalMethods = event.currentTarget;
    if (event.key === 'Escape' && typeof methods.showModal !== 'function') {
      event.preventDefault();
      onCloseRef.current();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={cx(styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className={cx(styles.surface, closeLabel && styles.closable)}>
        {closeLabel && (
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <CloseIcon />
          </button>
        )}
        {icon && <div className={styles.icon}>{icon}</div>}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
