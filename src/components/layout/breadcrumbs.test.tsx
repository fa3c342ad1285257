import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
import { breadcrumbTrail } from '#contract/page-head';
import { Breadcrumbs } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it.each([
    ['/', [['Home', '/']]],
    ['', [['Home', '/']]],
    [
      '/new-this-month',
      [
        ['Home', '/'],
        ['New This Month', '/new-this-month'],
      ],
    ],
    [
      '/cards/black-card/partners/',
      [
        ['Home', '/'],
        ['Cards', '/cards'],
        ['Black Card', '/cards/black-card'],
        ['Partners', '/cards/black-card/partners'],
      ],
    ],
    [
      '//shop-online//lazada-deals//',
      [
        ['Home', '/'],
        ['Shop Online', '/shop-online'],
        ['Lazada Deals', '/shop-online/lazada-deals'],
      ],
    ],
    [
      '/partners/caf%C3%A9-ni-juan',
      [
        ['Home', '/'],
        ['Partners', '/partners'],
        ['Café Ni Juan', '/partners/caf%C3%A9-ni-juan'],
      ],
    ],
    [
      '/stories/50%25-off',
      [
        ['Home', '/'],
        ['Stories', '/stories'],
        ['50% Off', '/stories/50%25-off'],
      ],
    ],
    [
      '/stories/100%-bad',
      [
        ['Home', '/'],
        ['Stories', '/stories'],
        ['100% Bad', '/stories/100%-bad'],
      ],
    ],
    [
      '/promos/SM-Mall--deal',
      [
        ['Home', '/'],
        ['Promos', '/promos'],
        ['SM Mall Deal', '/promos/SM-Mall--deal'],
      ],
    ],
  ])('%s', (pathname, expected) => {
    expect(breadcrumbTrail(pathname).map((crumb) => [crumb.label, crumb.href])).toEqual(expected);
  });
});

describe('Breadcrumbs', () => {
  it('renders nothing on the home page', async () => {
    await renderWithRouter(<Breadcrumbs pathname="/" />);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('links every crumb but the last, which is the current page', async () => {
    await renderWithRouter(<Breadcrumbs pathname="/cards/black-card" />, {
      path: '/cards/black-card',
    });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Cards', 'Black Card']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Cards' })).toHaveAttribute('href', '/cards');
    expect(within(nav).queryByRole('link', { name: 'Black Card' })).toBeNull();
    expect(within(nav).getByText('Black Card')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it.each([
    ['/raffle/holiday-raffle-2026', 'Raffle', 'Holiday Raffle 2026'],
    ['/survey/12', 'Survey', '12'],
  ])(
    "names %s's section without linking it: there is no page there",
    async (path, section, current) => {
      await renderWithRouter(<Breadcrumbs pathname={path} />, { path });
      const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
      const items = within(nav).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Home', section, current]);
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/']);
    },
  );
});

describe('breadcrumbTrail pages', () => {
  it('marks the steps with no page of their own, and only those', () => {
    expect(
      breadcrumbTrail('/raffle/holiday-raffle-2026').map((crumb) => [crumb.href, crumb.page]),
    ).toEqual([
      ['/', true],
      ['/raffle', false],
      ['/raffle/holiday-raffle-2026', true],
    ]);
    expect(breadcrumbTrail('/dev/outbox').map((crumb) => crumb.page)).toEqual([true, false, true]);
    expect(breadcrumbTrail('/cards/black-card/partners').every((crumb) => crumb.page)).toBe(true);
  });
});
