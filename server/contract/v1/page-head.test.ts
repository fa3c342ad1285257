import { describe, expect, it } from 'vitest';
import { headTitle, plainSummary, shareTags } from './page-head';

const ORIGIN = 'https://rewards.example.ph';

describe('headTitle', () => {
  it('names the brand once: after a title, or as a CMS SEO title already has it', () => {
    expect(headTitle(undefined, 'Promos')).toBe('Promos | Go Rewards');
    expect(headTitle({ title: '  ' }, 'Promos')).toBe('Promos | Go Rewards');
    expect(headTitle({ title: 'Partners | Go Rewards' }, 'x')).toBe('Partners | Go Rewards');
    expect(headTitle({ title: 'Double Points' }, 'x')).toBe('Double Points | Go Rewards');
  });
});

describe('plainSummary', () => {
  it('reads rich text as one plain line', () => {
    expect(plainSummary('<p>Earn 2x&nbsp;points</p>\n<ol><li>Shop &amp; save</li></ol>')).toBe(
      'Earn 2x points Shop & save',
    );
  });

  it('cuts a long text at a word, within 160 characters, and says so', () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${String(index)}`).join(' ');
    const summary = plainSummary(words);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    expect(words.startsWith(summary.slice(0, -1))).toBe(true);
    expect(words.charAt(summary.length - 1)).toBe(' ');
    expect(plainSummary('short and sweet')).toBe('short and sweet');
  });
});

describe('shareTags', () => {
  const promo = {
    title: 'Double Points Weekend | Go Rewards',
    description: 'Earn 2x points on every grocery run this weekend.',
    path: '/promos/double-points-weekend',
    image: '/images/content/promos/double-points-weekend.svg',
  };

  it('gives the description, canonical URL, Open Graph and Twitter card tags with absolute URLs', () => {
    const tags = shareTags(promo, ORIGIN);
    const url = `${ORIGIN}/promos/double-points-weekend`;
    const image = `${ORIGIN}/images/content/promos/double-points-weekend.svg`;
    expect(tags.filter((tag) => tag.kind !== 'json-ld')).toEqual([
      { kind: 'name', name: 'description', content: promo.description },
      { kind: 'canonical', href: url },
      { kind: 'property', property: 'og:type', content: 'website' },
      { kind: 'property', property: 'og:site_name', content: 'Go Rewards' },
      { kind: 'property', property: 'og:title', content: 'Double Points Weekend | Go Rewards' },
      { kind: 'property', property: 'og:description', content: promo.description },
      { kind: 'property', property: 'og:url', content: url },
      { kind: 'property', property: 'og:image', content: image },
      { kind: 'name', name: 'twitter:card', content: 'summary_large_image' },
      { kind: 'name', name: 'twitter:title', content: 'Double Points Weekend | Go Rewards' },
      { kind: 'name', name: 'twitter:description', content: promo.description },
      { kind: 'name', name: 'twitter:image', content: image },
    ]);
  });

  it('keeps an absolute image as it is, and shares a page without one as a summary card', () => {
    const cdn = shareTags({ ...promo, image: 'https://cdn.example.com/a.jpg' }, ORIGIN);
    expect(cdn).toContainEqual({
      kind: 'property',
      property: 'og:image',
      content: 'https://cdn.example.com/a.jpg',
    });
    const bare = shareTags({ ...promo, image: null }, ORIGIN);
    expect(bare).toContainEqual({ kind: 'name', name: 'twitter:card', content: 'summary' });
    expect(bare.some((tag) => tag.kind === 'property' && tag.property === 'og:image')).toBe(false);
  });

  it('places an inner page in its breadcrumb trail, and the home page as the organisation', () => {
    expect(shareTags(promo, ORIGIN).find((tag) => tag.kind === 'json-ld')).toEqual({
      kind: 'json-ld',
      json: {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Promos', item: `${ORIGIN}/promos` },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Double Points Weekend',
            item: `${ORIGIN}/promos/double-points-weekend`,
          },
        ],
      },
    });
    const home = { title: 'Go Rewards', description: 'd', path: '/', image: null };
    expect(shareTags(home, ORIGIN).find((tag) => tag.kind === 'json-ld')).toEqual({
      kind: 'json-ld',
      json: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Go Rewards',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/favicon.svg`,
      },
    });
  });
});
