import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
import type { Banner } from '#contract/content';
import type { HomePage as HomePageSettings, MarketingBlock } from '#contract/settings';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('leads with a headline and links to the app and the promos', async () => {
    await renderWithRouter(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shop, earn points and get rewarded',
    );
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/get-the-app',
    );
    expect(screen.getByRole('link', { name: 'Browse promos' })).toHaveAttribute('href', '/promos');
  });

  it('navigates on the client when a call to action is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<HomePage />);
    await user.click(screen.getByRole('link', { name: 'Browse promos' }));
    expect(router.state.location.pathname).toBe('/promos');
  });

  it('lists the three steps under "Get more rewards in the palm of your hands"', async () => {
    await renderWithRouter(<HomePage />);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Get more rewards in the palm of your hands',
    });
    const section = heading.closest('section');
    expect(section).not.toBeNull();
    const steps = within(section as HTMLElement).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Get the app',
      'Sign up for free',
      'Get rewarded',
    ]);
    expect(within(section as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('loads no images from the network without settings', async () => {
    const { container } = await renderWithRouter(<HomePage />);
    expect(container.querySelector('img, image, [src]')).toBeNull();
  });
});

const banner = (path: string, start: string | null, end: string | null): Banner => ({
  path,
  alt: `Banner ${path}`,
  link: null,
  start_date: start,
  end_date: end,
});

const block = (title: string): MarketingBlock => ({
  title,
  body: `${title} body`,
  image: { path: `/images/${title}.svg`, alt: title },
  action_button: { label: `Open ${title}`, url: 'https://shop.example.ph' },
});

const home: HomePageSettings['value'] = {
  title: 'Go Rewards',
  main_banners: [banner('/main-live.svg', '2026-11-01', '2026-11-30')],
  banners: [
    banner('/live.svg', '2026-11-23', '2026-11-23'),
    banner('/past.svg', '2026-10-01', '2026-11-22'),
    banner('/undated.svg', null, '2026-12-31'),
  ],
  offers_banners: [banner('/future.svg', '2026-11-24', '2026-12-31')],
  rewards_shop: block('Rewards Shop'),
  video: null,
  slides: [block('Slide one'), block('Slide two'), block('Slide three')],
  slide_in: null,
};
// Noon in Manila on 23 November 2026.
const now = new Date('2026-11-23T04:00:00Z');

describe('HomePage with the settings home page', () => {
  it('leads with the live main banner instead of the hero, its words a caption under a decorative picture', async () => {
    await renderWithRouter(<HomePage home={home} now={now} />);
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).getByText('Banner /main-live.svg')).toBeInTheDocument();
    expect(within(featured).queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Go Rewards');
    expect(screen.queryByRole('link', { name: 'Browse promos' })).toBeNull();
  });

  it("names a main banner's one action by where its link goes", async () => {
    const linked = (link: string) => ({
      ...banner('/main-live.svg', '2026-11-01', '2026-11-30'),
      link,
    });
    await renderWithRouter(
      <HomePage
        home={{ ...home, main_banners: [linked('/promos'), linked('/about')] }}
        now={now}
      />,
    );
    const featured = screen.getByRole('region', { name: 'Featured' });
    const links = within(featured).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/promos', 'Banner /main-live.svgSee the promos →'],
      ['/about', 'Banner /main-live.svgFind out more →'],
    ]);
  });

  it('shows only banners whose window holds today in Manila, with both dates set', async () => {
    await renderWithRouter(<HomePage home={home} now={now} />);
    expect(screen.getByRole('img', { name: 'Banner /live.svg' })).toBeInTheDocument();
    for (const hidden of ['/past.svg', '/undated.svg', '/future.svg']) {
      expect(screen.queryByRole('img', { name: `Banner ${hidden}`, hidden: true })).toBeNull();
    }
  });

  it('falls back to the hero when no main banner is live', async () => {
    await renderWithRouter(
      <HomePage
        home={{ ...home, main_banners: [banner('/old.svg', '2025-01-01', '2025-01-31')] }}
        now={now}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shop, earn points and get rewarded',
    );
  });

  it('shows the Rewards Shop block and the three marketing slides', async () => {
    await renderWithRouter(<HomePage home={home} now={now} />);
    const shop = screen.getByRole('region', { name: 'Rewards Shop' });
    expect(within(shop).getByRole('heading', { level: 2, name: 'Rewards Shop' })).toBeVisible();
    expect(within(shop).getByRole('link', { name: 'Open Rewards Shop' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const slides = screen.getByRole('region', { name: 'Why Go Rewards slides' });
    expect(within(slides).getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('draws the Rewards Shop picture beside its title as decoration: alt=""', async () => {
    await renderWithRouter(<HomePage home={home} now={now} />);
    const shop = screen.getByRole('region', { name: 'Rewards Shop' });
    expect(within(shop).queryByRole('img')).toBeNull();
    expect(shop.querySelector('img[src="/images/Rewards Shop.svg"]')).toHaveAttribute('alt', '');
  });

  it('shows the video only when one is configured', async () => {
    const { container, unmount } = await renderWithRouter(<HomePage home={home} now={now} />);
    expect(container.querySelector('video')).toBeNull();
    unmount();
    const withVideo = { ...home, video: { url: '/media/home.mp4', poster: '/poster.svg' } };
    const second = await renderWithRouter(<HomePage home={withVideo} now={now} />);
    const video = second.container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/home.mp4');
    expect(video).toHaveProperty('muted', true);
  });
});
