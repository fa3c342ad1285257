import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentPageHead, itemHead, offerToShare, sharedHead } from './share-head';
import { resolveSiteOriginWith } from './site-origin';

/** What a page tells search engines and the apps its link is pasted into. */
const SITE = 'https://rewards.example.ph';
const found = (pathname: string) => ({ pathname, status: 'success' });

let site = SITE;
beforeEach(() => {
  site = SITE;
  resolveSiteOriginWith(() => site);
});
afterEach(() => {
  resolveSiteOriginWith(() => '');
});

const content = (head: { meta: object[] }, key: string) =>
  head.meta
    .filter((tag) => 'name' in tag || 'property' in tag)
    .map((tag) => tag as { name?: string; property?: string; content: string })
    .filter((tag) => (tag.name ?? tag.property) === key)
    .map((tag) => tag.content);

describe('a shared page head', () => {
  it('gives a promo its title, summary, picture, canonical URL and breadcrumb trail', () => {
    const head = itemHead(
      found('/promos/double-points-weekend'),
      offerToShare({
        title: 'Double Points Weekend',
        seo: {},
        short_description: 'Earn 2x points on every grocery run this weekend.',
        catalog_img: { path: '/images/content/promos/double-points-weekend.svg' },
      }),
      'Promos',
    );
    expect(head.meta[0]).toEqual({ title: 'Double Points Weekend | Go Rewards' });
    expect(content(head, 'description')).toEqual([
      'Earn 2x points on every grocery run this weekend.',
    ]);
    expect(content(head, 'og:title')).toEqual(['Double Points Weekend | Go Rewards']);
    expect(content(head, 'og:url')).toEqual([`${SITE}/promos/double-points-weekend`]);
    expect(content(head, 'og:image')).toEqual([
      `${SITE}/images/content/promos/double-points-weekend.svg`,
    ]);
    expect(content(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${SITE}/promos/double-points-weekend` },
    ]);
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(head.scripts[0]?.children ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Promos', item: `${SITE}/promos` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Double Points Weekend',
          item: `${SITE}/promos/double-points-weekend`,
        },
      ],
    });
  });

  it('leaves a step with no page of its own out of the trail (a raffle sits under /raffle)', () => {
    const head = sharedHead(found('/raffle/holiday-raffle-2026'), {
      title: 'Go Rewards Holiday Raffle 2026',
    });
    expect(JSON.parse(head.scripts[0]?.children ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Holiday Raffle 2026',
          item: `${SITE}/raffle/holiday-raffle-2026`,
        },
      ],
    });
  });

  it('names the organisation on the home page', () => {
    const head = sharedHead(found('/'), { title: 'Go Rewards | Earn points every day' });
    expect(JSON.parse(head.scripts[0]?.children ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Go Rewards',
      url: `${SITE}/`,
      logo: `${SITE}/favicon.svg`,
    });
    expect(content(head, 'description')).toEqual([
      'Go Rewards: earn and redeem points at partner stores across the Philippines.',
    ]);
  });

  it("uses a list page's SEO title and description from the settings, at one address", () => {
    const head = contentPageHead(
      {
        match: found('/cards/'),
        matches: [
          {
            routeId: '__root__',
            loaderData: {
              settings: {
                pages: [
                  {
                    api_id: 'cards',
                    value: {
                      title: 'Cards',
                      seo: { title: 'Cards | Go Rewards', description: 'Cards that earn points.' },
                    },
                  },
                ],
              },
            },
          },
        ],
      },
      'cards',
      'Cards',
    );
    expect(head.meta[0]).toEqual({ title: 'Cards | Go Rewards' });
    expect(content(head, 'description')).toEqual(['Cards that earn points.']);
    expect(head.links).toEqual([{ rel: 'canonical', href: `${SITE}/cards` }]);
    expect(content(head, 'twitter:card')).toEqual(['summary']);
    expect(content(head, 'og:image')).toEqual([]);
  });

  it('keeps a hostile address from closing the JSON-LD script', () => {
    // The trail's labels are the path's segments, decoded: '/stories/</script><script>…'.
    const head = sharedHead(found('/stories/%3C%2Fscript%3E%3Cscript%3Ealert(1)'), {
      title: 'Stories | Go Rewards',
    });
    const json = head.scripts[0]?.children ?? '';
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(JSON.stringify(JSON.parse(json))).toContain('"name":"</script><script>alert(1)"');
  });

  it('gives a page that was not found only its title', () => {
    const head = itemHead({ pathname: '/promos/gone', status: 'notFound' }, undefined, 'Promos');
    expect(head).toEqual({
      meta: [{ title: 'Page Not Found | Go Rewards' }],
      links: [],
      scripts: [],
    });
  });

  it('names no URL when the request named no site', () => {
    site = '';
    const head = sharedHead(found('/partners'), { title: 'Partners | Go Rewards' });
    expect(head).toEqual({
      meta: [
        { title: 'Partners | Go Rewards' },
        {
          name: 'description',
          content: 'Go Rewards: earn and redeem points at partner stores across the Philippines.',
        },
      ],
      links: [],
      scripts: [],
    });
  });
});
