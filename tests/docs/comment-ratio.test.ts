import { expect, it } from 'vitest';
import { countLines } from '../../scripts/comment-ratio';

it('counts lines that hold only comment, never comment-like text in code', () => {
  const text = [
    '/**',
    ' * A doc comment: two lines of text, three lines in all.',
    ' */',
    "const url = `https://example.ph/${'x'}//not-a-comment`;",
    'const pattern = /\\/\\/[a-z]*/; // a trailing comment is a code line',
    '',
    '// one line',
    'const view = <a href="https://example.ph">Don\'t // stop</a>;',
    '   ',
    'export { url, pattern, view };',
  ].join('\n');
  expect(countLines('sample.tsx', text)).toEqual({ lines: 8, comments: 4 });
});
