import { useId } from 'react';
import type { Banner } from '#contract/content';
import type { Story, StorySummary } from '#contract/stories';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { CmsHtml } from '#src/components/content/cms-html';
import { Pagination } from '#src/components/pagination/pagination';
import { buttonClassName } from '#src/components/ui/button';
import { ArrowRightIcon } from '#src/components/ui/icons';
import { LazyImage } from '#src/components/ui/images';
import { SmartLink } from '#src/components/ui/smart-link';
import { formatContentDate } from '#src/lib/content-dates';
import { NoResults } from '#src/components/content/no-results';
import { BannerCarousel } from '#src/components/content/banner-carousel';
import { FEATURED_STORIES_HEADING, LATEST_STORIES_HEADING } from './placeholders';
import { cx } from '#src/components/ui/cx';
import styles from './story-pages.module.css';

function StoryCard({ story, featured = false }: { story: StorySummary; featured?: boolean }) {
  const titleId = useId();
  const href = `/stories/${story.slug}`;
  return (
    <article className={featured ? styles.cardFeatured : styles.card} aria-labelledby={titleId}>
      <LazyImage
        className={styles.cardImage}
        image={story.catalog_img}
        alt=""
        width={600}
        height={400}
      />
      <div className={styles.cardBody}>
        <p className={styles.date}>
          <time dateTime={story.published_on}>{formatContentDate(story.published_on)}</time>
        </p>
        <h3 id={titleId} className={styles.cardTitle}>
          {story.title}
        </h3>
        <p className={styles.cardText}>{story.short_description}</p>
        <SmartLink href={href} className={styles.readMore} aria-describedby={titleId}>
          Read More
          <ArrowRightIcon />
        </SmartLink>
      </div>
    </article>
  );
}

export interface StoryListPageProps {
  title: string;
  banners: readonly Banner[] | undefined;
  featured: readonly StorySummary[];
  stories: readonly StorySummary[];
  total: number;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
}

/** docs/specification.md#stories: 'Featured Articles', then the latest, 12 to a page. */
export function StoryListPage({
  title,
  banners,
  featured,
  stories,
  total,
  page,
  limit,
  onPageChange,
}: StoryListPageProps) {
  const featuredId = useId();
  const latestId = useId();
  return (
    <div className={cx('container', styles.list)}>
      <BannerCarousel machine={carouselMachine} banners={banners} label="Stories banners" />
      <h1 className={styles.pageTitle}>{title}</h1>
      {featured.length > 0 && (
        <section aria-labelledby={featuredId} className={styles.section}>
          <h2 id={featuredId} className={styles.heading}>
            {FEATURED_STORIES_HEADING}
          </h2>
          <div className={styles.featuredGrid}>
            {featured.map((story) => (
              <StoryCard key={story.id} story={story} featured />
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby={latestId} className={styles.section}>
        <h2 id={latestId} className={styles.heading}>
          {LATEST_STORIES_HEADING}
        </h2>
        {stories.length === 0 ? (
          <NoResults />
        ) : (
          <div className={styles.grid}>
            {stories.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </div>
        )}
        <Pagination
          page={page}
          total={total}
          limit={limit}
          onPageChange={onPageChange}
          label="Stories pages"
        />
      </section>
    </div>
  );
}

/** A story: banner, title, date and its HTML (innerStory). */
export function StoryDetailPage({ story }: { story: Story }) {
  return (
    <article className="container">
      <BannerCarousel machine={carouselMachine} banners={story.banners} label="Story banners" />
      <div className={styles.article}>
        <p className={styles.date}>
          <time dateTime={story.published_on}>{formatContentDate(story.published_on)}</time>
        </p>
        <h1 className={styles.articleTitle}>{story.title}</h1>
        <CmsHtml html={story.content} className={styles.articleBody} />
        <SmartLink href="/stories" className={buttonClassName({ variant: 'outline' })}>
          Back to Stories
        </SmartLink>
      </div>
    </article>
  );
}
