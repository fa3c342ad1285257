/**
 * Made on first use: a page's first Intl formatter costs a slow phone tens of milliseconds of
 * script start-up (the locale's data), and most pages a visitor opens format no points or times.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Points show two decimals with thousands separators (docs/specification.md#time-format). */
const pointsFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('en-PH', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** A value that is not a finite number shows as '0.00'. */
export function formatPoints(n: number): string {
  return pointsFormat().format(Number.isFinite(n) ? n : 0);
}

/** Business dates are Manila dates (docs/specification.md#time-format). */
const MANILA = 'Asia/Manila';
/** UTC+8 all year: the Philippines keeps no daylight saving time (none since 1978). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * YYYY-MM-DD in Manila, by arithmetic: an Intl formatter with a time zone cost a slow phone a
 * tenth of a second to make, on every page with banners (whose schedules are Manila dates).
 */
export function manilaDate(instant: Date): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** '8800 1234 0000 0011', as on the card. */
export function groupCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A Manila date as the specification writes dates: YYYY/MM/DD. */
export function formatDay(iso: string): string {
  return manilaDate(new Date(iso)).replaceAll('-', '/');
}

/** docs/specification.md#transactions. */
export function formatTransactionDay(iso: string, now: Date = new Date()): string {
  const day = manilaDate(new Date(iso));
  const today = manilaDate(now);
  if (day === today) return 'Today';
  const [year = '', month = '', date = ''] = day.split('-');
  return year === today.slice(0, 4) ? `${month}/${date}` : `${year}/${month}/${date}`;
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-PH', {
      timeZone: MANILA,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }),
);

export function formatPurchaseTime(iso: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat()
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year ?? ''}/${parts.month ?? ''}/${parts.day ?? ''} ${parts.hour ?? ''}:${parts.minute ?? ''} ${(parts.dayPeriod ?? '').toUpperCase()}`;
}

const pesoFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency: 'PHP',
      minimumFractionDigits: 2,
    }),
);

export function formatPeso(amount: number): string {
  return pesoFormat().format(Number.isFinite(amount) ? amount : 0);
}

/** '+12.50 pts' or '-30.00 pts' (docs/specification.md#transactions). */
export function formatSignedPoints(points: number): string {
  return `${points < 0 ? '-' : '+'}${formatPoints(Math.abs(points))} pts`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A birthday as a date reads, '14 March 1990' (docs/specification.md#time-format): a calendar
 * day, so no time zone, and no Intl (the server's and the browser's month names must agree).
 */
export function formatBirthday(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${String(Number(match[3]))} ${month} ${match[1]}`;
}

/** A mobile number in its usual groups: '0917 000 0001' at home, '+65 81234567' elsewhere. */
export function formatMobile(callingCode: string, national: string): string {
  if (callingCode === '63' && /^9\d{9}$/.test(national)) {
    return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  }
  return `+${callingCode} ${national}`;
}
