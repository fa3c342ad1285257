// Writes the browser's phone-number data from libphonenumber-js: the Philippines' slice of the `max`
// metadata (which tells a mobile from a landline, as the server does) and every country's calling
// code for the selector. Other countries' rules load only when a member picks one. Run it
// (`npx tsx scripts/phone-metadata.ts`) after upgrading libphonenumber-js; a unit test fails while
// the files are stale.
import { writeFileSync } from 'node:fs';
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

export function callingCodes() {
  const pairs: [string, string][] = [];
  for (const [code, countries] of Object.entries(max.country_calling_codes))
    for (const country of countries as string[]) pairs.push([country, code]);
  return pairs.sort((a, b) => a[0].localeCompare(b[0]));
}

export const outputs: Record<string, () => string> = {
  'src/lib/phone-metadata.ph.json': () => `${JSON.stringify(philippinesMetadata())}\n`,
  'src/lib/phone-calling-codes.json': () => `${JSON.stringify(callingCodes())}\n`,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, render] of Object.entries(outputs)) {
    writeFileSync(path.join(root, file), render());
    console.log(`wrote ${file}`);
  }
}
