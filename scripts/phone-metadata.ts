// Writes the browser's phone-number data from libphonenumber-js: the Philippines' slice of the `max`
// metadata (which tells a mobile from a landline, as the server does) and every country for the
// selector, with its English name and calling code, in the order the list shows them. Other
// countries' rules load only when a member picks one. Run it (`npx tsx scripts/phone-metadata.ts`)
// after upgrading libphonenumber-js; a unit test fails while the files are stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import max from 'libphonenumber-js/metadata.max.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function philippinesMetadata() {
  return {
    version: max.version,
    country_calling_codes: { 63: ['PH'] },
    countries: { PH: max.countries.PH },
    nonGeographic: {},
  };
}

const COUNTRIES_FILE = 'src/lib/phone-countries.json';

/**
 * A name once written is kept: Node's ICU names some countries differently from one version to
 * the next, and the server and the browser must show the same list (no hydration mismatch).
 */
function writtenNames(): Map<string, string> {
  const file = path.join(root, COUNTRIES_FILE);
  if (!existsSync(file)) return new Map();
  const rows = JSON.parse(readFileSync(file, 'utf8')) as [string, string, string][];
  return new Map(rows.map(([code, name]) => [code, name]));
}

/** [code, English name, calling code]: the Philippines first, then A to Z by name. */
export function countries(): [string, string, string][] {
  const written = writtenNames();
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const rows: [string, string, string][] = [];
  for (const [callingCode, codes] of Object.entries(max.country_calling_codes))
    for (const code of codes as string[])
      rows.push([code, written.get(code) ?? names.of(code) ?? code, callingCode]);
  const rank = (code: string) => (code === 'PH' ? 0 : 1);
  return rows.sort((a, b) => rank(a[0]) - rank(b[0]) || a[1].localeCompare(b[1], 'en'));
}

export const outputs: Record<string, () => string> = {
  'src/lib/phone-metadata.ph.json': () => `${JSON.stringify(philippinesMetadata())}\n`,
  [COUNTRIES_FILE]: () => `${JSON.stringify(countries())}\n`,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, render] of Object.entries(outputs)) {
    writeFileSync(path.join(root, file), render());
    console.log(`wrote ${file}`);
  }
}
