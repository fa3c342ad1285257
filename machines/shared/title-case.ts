/**
 * "Names and street are title-cased before submit" (docs/specification.md#raffle-survey): the first
 * letter of every word (after a space, hyphen, apostrophe or period) upper case, the rest lower.
 */
export function titleCase(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en-PH')
    .replace(
      /(^|[\s'’.-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('en-PH')}`,
    );
}
