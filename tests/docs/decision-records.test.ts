import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(DIR).filter(
  (file) => /^\d{4}-.+\.md$/.test(file) && !file.startsWith('0000-'),
);

it.each(records)('%s opens with its Status and Date lines, as 0000-template.md', (file) => {
  const [title, blank, status, date] = readFileSync(path.join(DIR, file), 'utf8').split('\n');
  expect(title).toMatch(new RegExp(`^# ${file.slice(0, 4)}: \\S`));
  expect(blank).toBe('');
  expect(status).toMatch(/^- Status: (proposed|accepted|superseded by \d{4})\b/);
  expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
});
