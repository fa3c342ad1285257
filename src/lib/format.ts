/** Points always show two decimals with thousands separators (DECISIONS.md, Time and format). */
const pointsFormat = new Intl.NumberFormat('en-PH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 12345.678 → '12,345.68'. A value that is not a finite number shows as '0.00'. */
export function formatPoints(n: number): string {
  return pointsFormat.format(Number.isFinite(n) ? n : 0);
}
