/** Points always show two decimals with thousands separators (DECISIONS.md, Time and format). */
const pointsFormat = new Intl.NumberFormat('en-PH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A value that is not a finite number shows as '0.00'. */
export function formatPoints(n: number): string {
  return pointsFormat.format(Number.isFinite(n) ? n : 0);
}

/** Business dates are Manila dates (DECISIONS.md, Time and format). */
const MANILA = 'Asia/Manila';
const manilaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MANILA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function manilaDate(instant: Date): string {
  return manilaParts.format(instant);
}

/** Specification 000, Transactions. */
export function formatTransactionDay(iso: string, now: Date = new Date()): string {
  const day = manilaDate(new Date(iso));
  const today = manilaDate(now);
  if (day === today) return 'Today';
  const [year = '', month = '', date = ''] = day.split('-');
  return year === today.slice(0, 4) ? `${month}/${date}` : `${year}/${month}/${date}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: MANILA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

export function formatPurchaseTime(iso: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year ?? ''}/${parts.month ?? ''}/${parts.day ?? ''} ${parts.hour ?? ''}:${parts.minute ?? ''} ${(parts.dayPeriod ?? '').toUpperCase()}`;
}

const pesoFormat = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
});

export function formatPeso(amount: number): string {
  return pesoFormat.format(Number.isFinite(amount) ? amount : 0);
}

/** '+12.50 pts' or '-30.00 pts' (specification 000, Transactions). */
export function formatSignedPoints(points: number): string {
  return `${points < 0 ? '-' : '+'}${formatPoints(Math.abs(points))} pts`;
}
