import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { OUT_FILE, renderApiDocs } from '../../scripts/api-docs';

it('docs/api.md is what npm run api-docs writes from the contract', async () => {
  const written = readFileSync(path.resolve(import.meta.dirname, '../..', OUT_FILE), 'utf8');
  const expected = (await renderApiDocs()).split('\n');
  const lines = written.split('\n');
  const first = expected.findIndex((line, index) => line !== lines[index]);
  const at = first === -1 && lines.length !== expected.length ? expected.length : first;
  expect(
    at === -1 ? null : { line: at + 1, written: lines[at], contract: expected[at] },
    'docs/api.md does not match the contract; run npm run api-docs and commit docs/api.md.',
  ).toBeNull();
});
