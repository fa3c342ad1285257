import { useId } from 'react';
import { CtaPair, type CtaLink } from '#src/components/ui/smart-link';
import styles from './marketing-pages.module.css';

/** docs/specification.md#home: the app's features, as the prepaid page lists them. */
export const APP_FEATURES = [
  { title: 'Shop', text: 'Buy from partner shops online and earn points on every order.' },
  { title: 'Offers', text: 'See every promo and new-this-month offer in one place.' },
  { title: 'My Profile', text: 'Keep your details, address and preferences up to date.' },
  { title: 'Invite Friends', text: 'Share Go Rewards with friends and family.' },
  { title: 'Find Stores', text: 'Find partner stores and loading partners near you.' },
  { title: 'Favorites', text: 'Save the partners and offers you come back to.' },
  {
    title: 'Merge Membership Accounts',
    text: 'Bring your points from more than one membership into one account.',
  },
  { title: 'Rewards', text: 'Turn your points into rewards you love.' },
] as const;

export const BLACK_CARD_SPEND = 'P100,000';

interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
}

function Hero({ eyebrow, title, lead }: HeroProps) {
  return (
    <section className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
    </section>
  );
}

interface CardsSectionProps {
  heading: string;
  cards: readonly { title: string; text: string }[];
  primary: CtaLink;
  secondary: CtaLink;
}

/** A section of cards side by side, then the section's calls to action. */
function CardsSection({ heading, cards, primary, secondary }: CardsSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
        <CtaPair primary={primary} secondary={secondary} className={styles.ctas} />
      </div>
    </section>
  );
}

/** How each marketing page opens: its hero, then a section of cards with calls to action. */
interface IntroProps {
  hero: HeroProps;
  section: CardsSectionProps;
}

function Intro({ hero, section }: IntroProps) {
  return (
    <>
      <Hero {...hero} />
      <CardsSection {...section} />
    </>
  );
}

const PREPAID_INTRO: IntroProps = {
  hero: {
    eyebrow: 'Go Rewards Prepaid',
    title: 'A prepaid card that earns while you pay',
    lead: 'Pay with a Go Rewards prepaid card, virtual or physical, anywhere VISA is accepted, and earn points on every purchase.',
  },
  section: {
    heading: 'Virtual or physical: your choice',
    cards: [
      {
        title: 'Virtual card',
        text: 'Get it in the app in minutes and pay online right away with your VISA details.',
      },
      {
        title: 'Physical card',
        text: 'Tap or swipe in stores wherever VISA is accepted, and withdraw cash at ATMs through BancNet and VISA.',
      },
    ],
    primary: { href: '/cards#prepaid', label: 'See prepaid cards' },
    secondary: { href: '/get-the-app', label: 'Get the App' },
  },
};

const BLACK_CARD_INTRO: IntroProps = {
  hero: {
    eyebrow: 'Go Rewards Black',
    title: 'Go Rewards Black Card',
    lead: 'Our most rewarding membership, for members who spend the most with our partners.',
  },
  section: {
    heading: 'How to upgrade',
    cards: [
      {
        title: `Spend ${BLACK_CARD_SPEND}`,
        text: `Upgrade by spending at least ${BLACK_CARD_SPEND} within 12 months with Go Rewards partners.`,
      },
      {
        title: 'Fly and earn',
        text: 'Airline bookings earn 1 point for every 20 pesos you spend.',
      },
    ],
    primary: { href: '/account/spending', label: 'Check my spending' },
    secondary: { href: '/cards#credit', label: 'See credit cards' },
  },
};

/** The prepaid card landing: virtual or physical, VISA, ATM withdrawals, the app's features. */
export function PrepaidLandingPage() {
  const featuresId = useId();
  return (
    <>
      <Intro {...PREPAID_INTRO} />
      <section className={styles.sectionMuted} aria-labelledby={featuresId}>
        <div className="container">
          <h2 id={featuresId} className={styles.heading}>
            Everything in the Go Rewards app
          </h2>
          <ul className={styles.features}>
            {APP_FEATURES.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <h3 className={styles.cardTitle}>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** The black card page: how to upgrade and what airline bookings earn. */
export function BlackCardPage() {
  return <Intro {...BLACK_CARD_INTRO} />;
}
