import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateContent } from '#server/db/content-generation';
import { promos } from '#server/db/schema';
import { useTestApp } from '../support/test-app';

/** A shared link's preview reads the page's own title, description and picture. */
const ORIGIN = 'https://rewards.example.ph';
const DEFAULT_DESCRIPTION =
  'Go Rewards: earn and redeem points at partner stores across the Philippines.';

const t = useTestApp(async () => {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-head-'));
  // The app's own index.html: the tags land in its head, replacing its title and description.
  await copyFile(path.resolve('index.html'), path.join(staticDir, 'index.html'));
  return { serveApp: true, config: { staticDir, publicOrigin: ORIGIN } };
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const head = /<head>([\s\S]*)<\/head>/.exec(response.body)?.[1] ?? '';
  const meta = (attribute: 'name' | 'property', key: string) =>
    [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)]
      .filter((match) => match[1] === attribute && match[2] === key)
      .map((match) => match[3]);
  return { response, head, meta };
}

describe('the HTML of a content page, as a link preview reads it', () => {
  it("holds a promo's title, description, picture and canonical URL", async () => {
    const { response, head, meta } = await page('/promos/double-points-weekend');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual([
      '<title>Double Points Weekend | Go Rewards</title>',
    ]);
    const description = 'Earn 2x points on every grocery run this weekend.';
    expect(meta('name', 'description')).toEqual([description]);
    expect(head).not.toContain(DEFAULT_DESCRIPTION);
    expect(meta('property', 'og:title')).toEqual(['Double Points Weekend | Go Rewards']);
    expect(meta('property', 'og:description')).toEqual([description]);
    expect(meta('property', 'og:image')).toEqual([
      `${ORIGIN}/images/content/promos/double-points-weekend.svg`,
    ]);
    expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(head).toContain(
      `<link rel="canonical" href="${ORIGIN}/promos/double-points-weekend" data-page-head />`,
    );
    expect(head).toContain('"@type":"BreadcrumbList"');
    // The app itself is still there to run.
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("gives a partner its CMS SEO title and tagline, and the home page the organisation's", async () => {
    const partner = await page('/partners/bayanihan-mart');
    expect(partner.head).toContain('<title>Bayanihan Mart | Go Rewards Partners</title>');
    expect(partner.meta('property', 'og:description')).toEqual([
      'The neighbourhood supermarket for every Filipino family.',
    ]);
    const home = await page('/');
    expect(home.head).toContain('<title>Go Rewards</title>');
    expect(home.meta('name', 'description')).toEqual([DEFAULT_DESCRIPTION]);
    expect(home.meta('property', 'og:url')).toEqual([`${ORIGIN}/`]);
    expect(home.head).toContain('"@type":"Organization"');
  });

  it('gives a card and a story their own tags, and a page that is not there none', async () => {
    const card = await page('/cards/prepaid-card');
    expect(card.meta('property', 'og:url')).toEqual([`${ORIGIN}/cards/prepaid-card`]);
    expect(card.meta('property', 'og:title')[0]).toMatch(/ \| Go Rewards$/);
    const story = await page('/stories/budget-noche-buena-with-points');
    expect(story.meta('property', 'og:url')).toEqual([
      `${ORIGIN}/stories/budget-noche-buena-with-points`,
    ]);
    const missing = await page('/promos/no-such-promo');
    expect(missing.response.statusCode).toBe(404);
    expect(missing.head).not.toContain('og:');
    expect(missing.head).toContain('<title>Go Rewards</title>');
  });

  it('names the configured origin whatever Host the request carries', async () => {
    const { head } = await page('/promos/double-points-weekend', { host: 'attacker.example' });
    expect(head).toContain(`${ORIGIN}/promos/double-points-weekend`);
    expect(head).not.toContain('attacker.example');
  });

  it('writes a hostile title and description as text, never as markup', async () => {
    await t.database.db
      .update(promos)
      .set({
        title: 'Evil "><img src=x onerror=alert(1)>',
        seo: {
          title: '</title><script>alert(2)</script>',
          description: 'Save "big" & <script>alert(3)</script> today',
        },
      })
      .where(eq(promos.slug, 'double-points-weekend'));
    invalidateContent();
    const { head } = await page('/promos/double-points-weekend');
    expect(head).not.toMatch(/<script>|<img|<b>/);
    expect(head).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt; | Go Rewards</title>',
    );
    expect(head).toContain(
      '<meta name="description" content="Save &quot;big&quot; &amp; alert(3) today" data-page-head />',
    );
  });

  it("replaces index.html's own description, which says what the home page's says", async () => {
    const source = await readFile(path.resolve('index.html'), 'utf8');
    expect(source).toContain(`content="${DEFAULT_DESCRIPTION}"`);
  });
});
