import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { CardSummary } from '#contract/cards';
import { CAROUSEL_THRESHOLD } from '#contract/content';
import type { GenericPage } from '#contract/settings';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { CmsHtml } from '#src/components/content/cms-html';
import { NoResults } from '#src/components/content/no-results';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { ArrowRightIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import {
  CARD_MENU,
  cardFilterFromHash,
  filterCards,
  groupCards,
  type CardGroup,
} from './card-filters';
import { useNarrowScreen } from './card-media';
import pageStyles from '#src/components/content/content-page.module.css';
import styles from './card-pages.module.css';
import { BannerCarousel } from '#src/components/content/banner-carousel';
import { MachineCarousel } from '#src/components/content/machine-carousel';

export interface CardListPageProps {
  page: GenericPage['value'] | undefined;
  cards: readonly CardSummary[];
  hash: string;
}

export function CardTile({
  card,
  headingLevel = 3,
  priority = false,
}: {
  card: CardSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.cardTile}>
      <img
        src={card.banner_image.path}
        // Decoration: the title beside it already names it.
        alt=""
        className={styles.cardImage}
        width={640}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to="/cards/$slug" params={{ slug: card.slug }} className={styles.cardTitleLink}>
            {card.title}
          </Link>
        </Heading>
        {card.benefits.length > 0 && (
          <ul className={styles.benefits} aria-label={`${card.title} benefits`}>
            {card.benefits.map((benefit, index) => (
              <li key={index}>
                <CmsHtml html={benefit} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.cardActions}>
          <SmartLink
            href={card.apply_url}
            newTab
            className={buttonClassName()}
            aria-label={`Apply Now for ${card.title}`}
          >
            Apply Now
            <ArrowRightIcon />
          </SmartLink>
          <Link
            to="/cards/$slug"
            params={{ slug: card.slug }}
            className={buttonClassName({ variant: 'ghost' })}
          >
            Learn more<span className="visually-hidden"> about {card.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function GroupSection({
  group,
  narrow,
  first,
}: {
  group: CardGroup;
  narrow: boolean;
  first: boolean;
}) {
  const headingId = useId();
  // A carousel when a group has more than 2 cards below 480 px (docs/specification.md#cards).
  const carousel = narrow && group.cards.length > CAROUSEL_THRESHOLD;
  return (
    <section id={group.id} className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.title}
      </h2>
      {carousel ? (
        <MachineCarousel
          machine={carouselMachine}
          kind="tiles"
          label={group.title}
          slides={group.cards.map((card, index) => (
            <CardTile key={card.id} card={card} priority={first && index === 0} />
          ))}
        />
      ) : (
        <ul role="list" className={styles.cardGrid}>
          {group.cards.map((card, index) => (
            <li key={card.id}>
              <CardTile card={card} priority={first && index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CardListPage({ page, cards, hash }: CardListPageProps) {
  const narrow = useNarrowScreen();
  const filter = cardFilterFromHash(hash, cards);
  const groups = groupCards(filterCards(cards, filter));
  return (
    <div className={cx('container', styles.page)}>
      <BannerCarousel machine={carouselMachine} banners={page?.banners} label="Card banners" />
      <header className={pageStyles.pageHeader}>
        <h1 className={styles.pageTitle}>{page?.title ?? 'Cards'}</h1>
        {page?.subtitle && <p className={pageStyles.pageSubtitle}>{page.subtitle}</p>}
      </header>
      <nav aria-label="Card types" className={styles.menu}>
        <ul role="list" className={styles.menuList}>
          {CARD_MENU.map((entry) => {
            const current = filter.menu === entry.key && filter.brand === null;
            return (
              <li key={entry.key}>
                <Link
                  to="/cards"
                  hash={entry.hash}
                  hashScrollIntoView={false}
                  resetScroll={false}
                  // The router marks only the exact hash; '#credit-cards' or a brand are ours to mark.
                  activeOptions={{ exact: true, includeHash: true }}
                  className={cx(styles.menuLink, current && styles.menuLinkCurrent)}
                  aria-current={current ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {filter.brand && (
        <p className={styles.brandNote} aria-live="polite">
          Showing {filter.brand.toUpperCase()} cards.{' '}
          <Link
            to="/cards"
            hash=""
            resetScroll={false}
            activeOptions={{ exact: true, includeHash: true }}
          >
            Show all cards
          </Link>
        </p>
      )}
      {groups.length === 0 ? (
        <NoResults />
      ) : (
        groups.map((group, index) => (
          <GroupSection key={group.id} group={group} narrow={narrow} first={index === 0} />
        ))
      )}
    </div>
  );
}
