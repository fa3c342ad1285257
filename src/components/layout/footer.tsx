import { useId, type ComponentType } from 'react';
import type { InferOutput } from 'valibot';
import { isExternalUrl } from '#contract/fields';
import type {
  DownloadLinksSchema,
  FooterColumn,
  SocialMediaSchema,
  TitledLink,
} from '#contract/settings';
import {
  AppGalleryIcon,
  AppleIcon,
  FacebookIcon,
  GooglePlayIcon,
  InstagramIcon,
  TwitterIcon,
  YouTubeIcon,
} from '#src/components/ui/icons';
import { cx } from '#src/components/ui/cx';
import { Logo } from '#src/components/ui/logo';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './footer.module.css';

export type DownloadLinks = InferOutput<typeof DownloadLinksSchema>;
export type SocialMedia = InferOutput<typeof SocialMediaSchema>;

export interface FooterProps {
  columns: FooterColumn[];
  downloadLinks: DownloadLinks | null;
  socialMedia: SocialMedia | null;
}

/** docs/specification.md#footer: footer links are shown in groups of 4. */
const FOOTER_GROUP_SIZE = 4;
/** docs/specification.md#footer. */
const COPYRIGHT_YEAR = 2021;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}

type IconComponent = ComponentType<{ className?: string }>;

const STORES: ReadonlyArray<{
  key: 'app_store' | 'google_play' | 'app_gallery';
  kicker: string;
  Icon: IconComponent;
}> = [
  { key: 'app_store', kicker: 'Download on the', Icon: AppleIcon },
  { key: 'google_play', kicker: 'Get it on', Icon: GooglePlayIcon },
  { key: 'app_gallery', kicker: 'Explore it on', Icon: AppGalleryIcon },
];

const SOCIALS: ReadonlyArray<{ key: keyof SocialMedia; Icon: IconComponent }> = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'twitter', Icon: TwitterIcon },
  { key: 'youtube', Icon: YouTubeIcon },
];

/**
 * A column with more groups takes more tracks. A class, not a style attribute: the page the
 * server renders may carry no inline style under the Content-Security-Policy.
 */
const SPAN_CLASSES = [styles.groups1, styles.groups2, styles.groups3, styles.groups4];
function columnSpanClass(groupCount: number): string | undefined {
  return SPAN_CLASSES[Math.min(Math.max(groupCount, 1), 4) - 1];
}

function describedBy(url: string, hintId: string): string | undefined {
  return isExternalUrl(url) ? hintId : undefined;
}

function StoreBadge({
  link,
  kicker,
  Icon,
  hintId,
}: {
  link: TitledLink;
  kicker: string;
  Icon: IconComponent;
  hintId: string;
}) {
  return (
    <SmartLink
      href={link.value}
      newTab
      className={styles.badge}
      aria-describedby={describedBy(link.value, hintId)}
    >
      <Icon className={styles.badgeIcon} />
      <span className={styles.badgeText}>
        <span className={styles.badgeKicker} aria-hidden="true">
          {kicker}
        </span>
        <span className={styles.badgeTitle}>{link.title}</span>
      </span>
    </SmartLink>
  );
}

/** The site footer: link columns, app downloads, social links and the copyright line. */
export function Footer({ columns, downloadLinks, socialMedia }: FooterProps) {
  const hintId = useId();
  const appsHeadingId = useId();
  return (
    // The page's first script keeps the cookie notice's height free below it (--pinned-bottom in
    // its style, #contract/focus-clearance), before the app hydrates it.
    <footer className={styles.footer} data-pinned-clearance suppressHydrationWarning>
      <span id={hintId} hidden>
        Opens in a new tab
      </span>
      <div className={cx('container', styles.inner)}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <SmartLink href="/" className={styles.logoLink} aria-label="Go Rewards home">
              <Logo tone="light" className={styles.logo} />
            </SmartLink>
            <p className={styles.tagline}>
              Earn points every day at partner stores across the Philippines, and turn them into
              rewards you love.
            </p>
            {downloadLinks && (
              <section className={styles.apps} aria-labelledby={appsHeadingId}>
                <h2 id={appsHeadingId} className={styles.smallHeading}>
                  Download the app
                </h2>
                <ul role="list" className={styles.badges}>
                  {STORES.map(({ key, kicker, Icon }) => (
                    <li key={key}>
                      <StoreBadge
                        link={downloadLinks[key]}
                        kicker={kicker}
                        Icon={Icon}
                        hintId={hintId}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>

          {columns.length > 0 && (
            <nav aria-label="Footer" className={styles.columns}>
              {columns.map((column, index) => {
                const groups = chunk(column.links, FOOTER_GROUP_SIZE);
                return (
                  <div
                    key={`${index}|${column.column_name}`}
                    className={cx(styles.column, columnSpanClass(groups.length))}
                  >
                    <h2 className={styles.columnTitle}>{column.column_name}</h2>
                    <div className={styles.groups}>
                      {groups.map((group) => (
                        <ul key={group[0]?.id} role="list" className={styles.linkList}>
                          {group.map((link) => (
                            <li key={link.id}>
                              <SmartLink
                                href={link.url}
                                newTab
                                className={styles.link}
                                aria-describedby={describedBy(link.url, hintId)}
                              >
                                {link.label}
                              </SmartLink>
                            </li>
                          ))}
                        </ul>
                      ))}
                    </div>
                  </div>
                );
              })}
            </nav>
          )}
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>© {COPYRIGHT_YEAR} Go Rewards. All rights reserved.</p>
          {socialMedia && (
            <div className={styles.socialBlock}>
              <h2 className={styles.smallHeading}>Follow us</h2>
              <ul role="list" className={styles.social}>
                {SOCIALS.map(({ key, Icon }) => (
                  <li key={key}>
                    <SmartLink
                      href={socialMedia[key].value}
                      newTab
                      className={styles.socialLink}
                      aria-label={socialMedia[key].title}
                      aria-describedby={describedBy(socialMedia[key].value, hintId)}
                    >
                      <Icon className={styles.socialIcon} />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
