import { useId } from 'react';
import { buttonClassName } from '#src/components/ui/button';
import { ArrowRightIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
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

function Hero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
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

/** The prepaid card landing: virtual or physical, VISA, ATM withdrawals, the app's features. */
export function PrepaidLandingPage() {
  const kindsId = useId();
  const featuresId = useId();
  return (
    <>
      <Hero
        eyebrow="Go Rewards Prepaid"
        title="A prepaid card that earns while you pay"
        lead="Pay with a Go Rewards prepaid card, virtual or physical, anywhere VISA is accepted, and earn points on every purchase."
      />
      <section className={styles.section} aria-labelledby={kindsId}>
        <div className="container">
          <h2 id={kindsId} className={styles.heading}>
            Virtual or physical: your choice
          </h2>
          <ul className={styles.cards}>
            <li className={styles.card}>
              <h3 className={styles.cardTitle}>Virtual card</h3>
              <p>Get it in the app in minutes and pay online right away with your VISA details.</p>
            </li>
            <li className={styles.card}>
              <h3 className={styles.cardTitle}>Physical card</h3>
              <p>
                Tap or swipe in stores wherever VISA is accepted, and withdraw cash at ATMs through
                BancNet and VISA.
              </p>
            </li>
          </ul>
          <div className={styles.ctas}>
            <SmartLink href="/cards#prepaid" className={buttonClassName({ size: 'lg' })}>
              See prepaid cards
              <ArrowRightIcon />
            </SmartLink>
            <SmartLink
              href="/get-the-app"
              className={buttonClassName({ variant: 'outline', size: 'lg' })}
            >
              Get the App
            </SmartLink>
          </div>
        </div>
      </section>
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
  const upgradeId = useId();
  return (
    <>
      <Hero
        eyebrow="Go Rewards Black"
        title="Go Rewards Black Card"
        lead="Our most rewarding membership, for members who spend the most with our partners."
      />
      <section className={styles.section} aria-labelledby={upgradeId}>
        <div className="container">
          <h2 id={upgradeId} className={styles.heading}>
            How to upgrade
          </h2>
          <ul className={styles.cards}>
            <li className={styles.card}>
              <h3 className={styles.cardTitle}>Spend {BLACK_CARD_SPEND}</h3>
              <p>
                Upgrade by spending at least {BLACK_CARD_SPEND} within 12 months with Go Rewards
                partners.
              </p>
            </li>
            <li className={styles.card}>
              <h3 className={styles.cardTitle}>Fly and earn</h3>
              <p>Airline bookings earn 1 point for every 20 pesos you spend.</p>
            </li>
          </ul>
          <div className={styles.ctas}>
            <SmartLink href="/account" className={buttonClassName({ size: 'lg' })}>
              Check my spending
              <ArrowRightIcon />
            </SmartLink>
            <SmartLink
              href="/cards#credit"
              className={buttonClassName({ variant: 'outline', size: 'lg' })}
            >
              See credit cards
            </SmartLink>
          </div>
        </div>
      </section>
    </>
  );
}
