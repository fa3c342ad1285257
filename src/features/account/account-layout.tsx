import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Banner } from '#contract/content';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { BannerCarousel } from '#src/components/content/banner-carousel';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './account.module.css';

const LINKS = [
  { label: 'My Account', to: '/account' },
  { label: 'Profile', to: '/account/profile' },
  { label: 'Transactions', to: '/account/transactions' },
  { label: 'Settings', to: '/account/settings' },
] as const;

/**
 * The account area's frame (docs/specification.md#dashboard): the side menu (My Account, Profile,
 * Transactions, Settings, and Help Center as an external link) around the nested page, under the
 * member banner strip (the settings page `member`).
 */
export function AccountLayout({
  helpCenterUrl,
  memberBanners,
  now,
  children,
}: {
  helpCenterUrl: string;
  memberBanners: readonly Banner[] | undefined;
  /** For tests: the instant that decides today's banners. */
  now?: Date;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.frame}`}>
      <BannerCarousel
        machine={carouselMachine}
        banners={memberBanners}
        label="Member offers"
        variant="strip"
        {...(now ? { now } : {})}
      />
      <div className={styles.layout}>
        <nav className={styles.sideMenu} aria-label="My account">
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={styles.sideLink}
                  activeOptions={{ exact: true }}
                  activeProps={{ className: `${styles.sideLink} ${styles.active}` }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <SmartLink href={helpCenterUrl} className={styles.sideLink} newTab>
                Help Center
              </SmartLink>
            </li>
          </ul>
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
