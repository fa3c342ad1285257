import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { hasCardPartners, type Card } from '#contract/cards';
import type { Image, Section } from '#contract/content';
import { CmsHtml } from '#src/components/content/cms-html';
import accordionStyles from '#src/components/ui/accordion.module.css';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { LazyImage } from '#src/components/ui/images';
import { ArrowRightIcon, ChevronDownIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './card-pages.module.css';

export interface CardDetailPageProps {
  card: Card;
  hash: string;
}

export function callToActionHref(card: Card): string | null {
  if (hasCardPartners(card.type)) return `/cards/${card.slug}/partners/distribution`;
  return card.call_to_action_data?.visit_link.url ?? null;
}

/** A native disclosure whose open state the page holds (so '#faqs' can open it). */
function CardAccordion({
  id,
  title,
  open,
  onOpenChange,
  children,
  detailsRef,
}: {
  id: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  detailsRef?: Ref<HTMLDetailsElement>;
}) {
  return (
    <details
      id={id}
      ref={detailsRef}
      className={cx(accordionStyles.accordion, styles.accordion)}
      open={open}
      onToggle={(event) => {
        onOpenChange(event.currentTarget.open);
      }}
    >
      <summary className={accordionStyles.summary}>
        <h2 className={cx(accordionStyles.title, styles.accordionTitle)}>{title}</h2>
        <ChevronDownIcon className={accordionStyles.chevron} />
      </summary>
      <div className={accordionStyles.body}>{children}</div>
    </details>
  );
}

function WideImage({ image }: { image: Image | null }) {
  if (!image) return null;
  return (
    <LazyImage
      className={styles.wideImage}
      image={image}
      alt={image.alt ?? image.title ?? ''}
      width={1440}
      height={600}
    />
  );
}

function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => (
        <section key={index} className={styles.sectionItem}>
          <h3 className={styles.sectionItemTitle}>{section.title}</h3>
          <CmsHtml html={section.content} />
        </section>
      ))}
    </div>
  );
}

function CallToActionBlock({ card }: { card: Card }) {
  const data = card.call_to_action_data;
  const href = callToActionHref(card);
  const headingId = useId();
  if (card.call_to_action === 0 || !data) return null;
  return (
    <section
      className={cx(styles.cta, card.call_to_action === 1 ? styles.ctaFull : styles.ctaSideBySide)}
      aria-labelledby={headingId}
      data-layout={card.call_to_action === 1 ? 'full' : 'side-by-side'}
    >
      <LazyImage
        className={styles.ctaImage}
        image={data.banner}
        alt=""
        width={1200}
        height={card.call_to_action === 1 ? 400 : 800}
      />
      <div className={styles.ctaBody}>
        <h2 id={headingId} className={styles.ctaTitle}>
          {data.title}
        </h2>
        <CmsHtml html={data.content} />
        {href && (
          <SmartLink href={href} newTab className={buttonClassName()}>
            {data.visit_link.label}
            <ArrowRightIcon />
          </SmartLink>
        )}
      </div>
    </section>
  );
}

export function CardDetailPage({ card, hash }: CardDetailPageProps) {
  const benefitsId = useId();
  const stepsId = useId();
  const faqsRef = useRef<HTMLDetailsElement>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [faqsOpen, setFaqsOpen] = useState(hash === 'faqs');

  // '#faqs' (on arrival or from a link on the page) opens the FAQs and brings them into view.
  const [seenHash, setSeenHash] = useState(hash);
  if (seenHash !== hash) {
    setSeenHash(hash);
    if (hash === 'faqs') setFaqsOpen(true);
  }
  useEffect(() => {
    if (hash === 'faqs') faqsRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const partners = hasCardPartners(card.type);
  const accordions = [
    {
      id: 'terms',
      title: 'Terms and Conditions',
      sections: card.terms,
      open: termsOpen,
      onOpenChange: setTermsOpen,
    },
    {
      id: 'privacy',
      title: 'Privacy Policy',
      sections: card.privacy,
      open: privacyOpen,
      onOpenChange: setPrivacyOpen,
    },
    {
      id: 'faqs',
      title: 'FAQs',
      sections: card.faqs,
      open: faqsOpen,
      onOpenChange: setFaqsOpen,
      detailsRef: faqsRef,
    },
  ];
  return (
    <div className={cx('container', styles.page)}>
      <header className={styles.hero}>
        <div className={styles.heroCopy}>
          <h1 className={styles.pageTitle}>{card.title}</h1>
          <CmsHtml html={card.short_description} className={styles.heroText} />
          <div className={styles.cardActions}>
            <SmartLink href={card.apply_url} newTab className={buttonClassName({ size: 'lg' })}>
              Apply Now
              <ArrowRightIcon />
            </SmartLink>
            {partners && (
              <Link
                to="/cards/$slug/partners/loading"
                params={{ slug: card.slug }}
                className={buttonClassName({ variant: 'outline', size: 'lg' })}
              >
                Find where to load
              </Link>
            )}
          </div>
        </div>
        <img
          src={card.banner_image.path}
          // Decoration: the title beside it already names it.
          alt=""
          className={styles.heroImage}
          width={1200}
          height={750}
          fetchPriority="high"
        />
      </header>

      <WideImage image={card.lifestyle_image} />

      {card.benefits.length > 0 && (
        <section className={styles.block} aria-labelledby={benefitsId}>
          <h2 id={benefitsId} className={styles.groupTitle}>
            Benefits
          </h2>
          <ul className={cx(styles.benefits, styles.benefitsLarge)}>
            {card.benefits.map((benefit, index) => (
              <li key={index}>
                <CmsHtml html={benefit} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <WideImage image={card.promotion_image} />

      {card.how_to_apply.length > 0 && (
        <section className={styles.block} aria-labelledby={stepsId}>
          <h2 id={stepsId} className={styles.groupTitle}>
            How to apply
          </h2>
          <ol role="list" className={styles.steps}>
            {card.how_to_apply.map((step, index) => (
              <li key={index} className={styles.step}>
                <img
                  className={styles.stepIcon}
                  src={step.icon}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
                <p className={styles.stepNumber}>Step {index + 1}</p>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <CmsHtml html={step.content} />
              </li>
            ))}
          </ol>
        </section>
      )}

      <CallToActionBlock card={card} />

      <div className={styles.accordions}>
        {accordions.map(
          ({ sections, ...accordion }) =>
            sections.length > 0 && (
              <CardAccordion key={accordion.id} {...accordion}>
                <SectionList sections={sections} />
              </CardAccordion>
            ),
        )}
      </div>
    </div>
  );
}
