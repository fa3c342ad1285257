/** Keeps ASCII digits only, at most `max` (passcode and code boxes, app-link mobile). */
export function onlyDigits(value: string, max: number): string {
  return value.replace(/[^0-9]/g, '').slice(0, max);
}
