import { useState } from 'react';
import { ChevronDownIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './account-menu.module.css';
import { useDisclosure } from './use-disclosure';

export interface AccountMenuProps {
  /** The Help Center's external address (client configuration). */
  helpCenterUrl: string;
}

/** The signed-in member's menu (docs/specification.md#header), in this order. */
export const ACCOUNT_MENU_LINKS = [
  { label: 'My Account', href: '/account' },
  { label: 'Profile', href: '/account/profile' },
  { label: 'Transactions', href: '/account/transactions' },
  { label: 'Settings', href: '/account/settings' },
] as const;

/** Beside the member's greeting; Logout is a link to /logout, which revokes the session. */
export function AccountMenu({ helpCenterUrl }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const disclosure = useDisclosure(open, setOpen);
  return (
    <div className={styles.root} {...disclosure.rootProps}>
      <button className={styles.toggle} {...disclosure.buttonProps}>
        <span className="visually-hidden">Account menu</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div className={styles.panel} {...disclosure.panelProps}>
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
