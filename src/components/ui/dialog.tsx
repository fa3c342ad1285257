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
import { focusOrigin, trackFocus } from './focus-origin';
import { CloseIcon } from './icons';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  actions?: ReactNode;
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

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/** Chromium lets Tab leave a native modal for the browser's own controls. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const controls = tabbableIn(event.currentTarget);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function closeDialog(dialog: HTMLDialogElement): void {
  const methods: ModalMethods = dialog;
  if (typeof methods.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** `open` is the only truth; every way of closing goes through onClose. */
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
    trackFocus();
  }, []);

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    returnFocusRef.current = focusOrigin();
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

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') keepFocusInside(event);
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
