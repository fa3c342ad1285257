import { describe, expect, it } from 'vitest';
import { withSharedHead } from './page-head';

const SHELL = [
  '<!doctype html>',
  '<html lang="en-PH">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta',
  '      name="description"',
  '      content="The site."',
  '    />',
  '    <title>Go Rewards</title>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('withSharedHead', () => {
  it("puts the page's title and tags in the head, in place of the shell's title and description", () => {
    const html = withSharedHead(
      SHELL,
      { title: 'A & B | Go Rewards', description: 'About A.', path: '/promos/a', image: null },
      'https://rewards.example.ph',
    );
    expect(html).not.toContain('The site.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A &amp; B | Go Rewards</title>');
    expect(html).toContain('<meta name="description" content="About A." data-page-head />');
    expect(html).toContain(
      '<meta property="og:title" content="A &amp; B | Go Rewards" data-page-head />',
    );
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('keeps a breadcrumb that would close its script inside the JSON-LD', () => {
    const html = withSharedHead(
      SHELL,
      {
        title: 't',
        description: 'd',
        path: '/stories/%3C%2Fscript%3E%3Cscript%3Ealert(1)',
        image: null,
      },
      'https://rewards.example.ph',
    );
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('"name":"\\u003c/script>\\u003cscript>alert(1)"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
