import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../ui/icons';
import { SmartLink } from '../ui/smart-link';
import styles from './account-menu.module.css';

export interface AccountMenuProps {
  /** The Help Center's external address (client configuration). */
  helpCenterUrl: string;
}

/** The signed-in member's menu (specification 000: My Account ... Logout), in this order. */
export const ACCOUNT_MENU_LINKS = [
  { label: 'My Account', href: '/account' },
  { label: 'Profile', href: '/account/profile' },
  { label: 'Transactions', href: '/account/transactions' },
  { label: 'Settings', href: '/account/settings' },
] as const;

/**
 * A disclosure beside the member's greeting: Escape, a click outside, focus leaving it (an open
 * panel would cover the control that took focus, WCAG 2.4.11), or following a link closes it.
 * Logout is a link to /logout, which revokes the session on the server.
 */
export function AccountMenu({ helpCenterUrl }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">Account menu</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        <ul role="list" className={styles.list}>
          {ACCOUNT_MENU_LINKS.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className={styles.link}>
                {link.label}
              </SmartLink>
            </li>
          ))}
          <li>
            <SmartLink href={helpCenterUrl} className={styles.link} newTab>
              Help Center
            </SmartLink>
          </li>
          <li className={styles.separated}>
            <SmartLink href="/logout" className={styles.link}>
              Logout
            </SmartLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
