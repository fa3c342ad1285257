import { Link } from '@tanstack/react-router';
import type { Spending } from '#contract/spending';
import { buttonClassName } from '#src/components/ui/button';
import { formatPeso } from '#src/lib/format';
import panel from './account.module.css';
import { LoadFailed } from './load-failed';
import styles from './spending.module.css';

const monthName = (month: string, style: 'narrow' | 'short' | 'long') =>
  new Intl.DateTimeFormat('en-PH', {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Where the member stands against the Black Card's "P100,000 within 12 months". */
function Progress({ spending }: { spending: Spending }) {
  const { total, goal, remaining, until, blackCard } = spending;
  const reached = remaining === 0;
  return (
    <section className={panel.panel} aria-labelledby="black-card-title">
      <h2 id="black-card-title" className={panel.panelTitle}>
        Towards the Black Card
      </h2>
      {blackCard && <p className={styles.held}>You hold a Black Card.</p>}
      <progress
        className={styles.progress}
        value={Math.min(total, goal)}
        max={goal}
        aria-labelledby="black-card-title"
        aria-valuetext={`${formatPeso(total)} of ${formatPeso(goal)}`}
      />
      <p>
        <strong>{formatPeso(total)}</strong> of {formatPeso(goal)}
      </p>
      {reached ? (
        <p>
          {blackCard
            ? `You spent at least ${formatPeso(goal)} within 12 months.`
            : `You spent at least ${formatPeso(goal)} within 12 months: you can upgrade to the Black Card.`}
        </p>
      ) : (
        <p>
          {blackCard ? 'To reach it again, spend ' : 'Spend '}
          <strong>{formatPeso(remaining)}</strong> more by <strong>{longDate(until)}</strong>
          {blackCard ? '.' : ' to upgrade to the Black Card.'}
        </p>
      )}
      {!blackCard && (
        <Link to="/black-card" className={buttonClassName({ variant: 'secondary' })}>
          About the Black Card
        </Link>
      )}
    </section>
  );
}

/**
 * Twelve bars for the eye, drawn in SVG (its attributes, unlike a style attribute, pass the
 * page's Content-Security-Policy before the app runs); the table beside them says the same to a
 * screen reader.
 */
function MonthlyChart({ spending }: { spending: Spending }) {
  const highest = Math.max(...spending.months.map((month) => month.total), 1);
  return (
    <section className={panel.panel} aria-labelledby="months-title">
      <h2 id="months-title" className={panel.panelTitle}>
        Month by month
      </h2>
      <div className={styles.chart} aria-hidden="true">
        <svg className={styles.bars} viewBox="0 0 120 100" preserveAspectRatio="none">
          {spending.months.map((month, index) => {
            const height = month.total > 0 ? Math.max((month.total / highest) * 100, 1.5) : 0.5;
            return (
              <rect
                key={month.month}
                x={index * 10 + 1.5}
                y={100 - height}
                width={7}
                height={height}
              >
                <title>{`${monthName(month.month, 'long')}: ${formatPeso(month.total)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className={styles.labels}>
          {spending.months.map((month) => (
            <span key={month.month}>
              <span className={styles.short}>{monthName(month.month, 'short')}</span>
              <span className={styles.narrow}>{monthName(month.month, 'narrow')}</span>
            </span>
          ))}
        </div>
      </div>
      <table className="visually-hidden">
        <caption>Spending by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Spending</th>
          </tr>
        </thead>
        <tbody>
          {spending.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month, 'long')}</th>
              <td>{formatPeso(month.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** My spending (docs/decisions/0064-my-spending-window.md): the last 12 months' purchases, towards the Black Card. */
export function SpendingPage({
  spending,
  onRetry,
}: {
  spending: Spending | null;
  onRetry: () => void;
}) {
  return (
    <>
      <h1 className={panel.pageTitle}>My spending</h1>
      {spending === null ? (
        <section className={panel.panel}>
          <LoadFailed message="Your spending could not be loaded." onRetry={onRetry} />
        </section>
      ) : (
        <>
          <p className={styles.lead}>
            {formatPeso(spending.total)} spent with Go Rewards partners from{' '}
            {longDate(spending.from)} to {longDate(spending.until)}.
          </p>
          <Progress spending={spending} />
          <MonthlyChart spending={spending} />
          <p className={panel.muted}>
            Every purchase on your card counts, whether paid in cash, by card or with points.{' '}
            <Link to="/account/transactions">See your transactions</Link>
          </p>
        </>
      )}
    </>
  );
}
