import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FooterColumn } from '#contract/settings';
import { renderWithRouter } from '../../../tests/support/render';
import { Footer, type DownloadLinks, type SocialMedia } from './footer';

const columns: FooterColumn[] = [
  {
    column_name: 'Explore',
    links: [
      { id: 1, url: '/promos', label: 'Promos' },
      { id: 2, url: '/shop-online', label: 'Shop Online' },
      { id: 3, url: '/new-this-month', label: 'New This Month' },
      { id: 4, url: '/partners', label: 'Partners' },
      { id: 5, url: '/cards', label: 'Cards' },
      { id: 6, url: 'https://help.example.ph', label: 'Help Center' },
    ],
  },
  { column_name: 'About', links: [{ id: 7, url: '/about', label: 'About us' }] },
];

const downloadLinks: DownloadLinks = {
  app_store: { value: 'https://apps.apple.com/ph/app/go-rewards', title: 'App Store' },
  google_play: { value: 'https://play.google.com/store/apps/go-rewards', title: 'Google Play' },
  app_gallery: { value: 'https://appgallery.huawei.com/go-rewards', title: 'App Gallery' },
  qr_code: { value: 'https://example.ph/app', title: 'QR' },
  sms_appdl_msg: { value: 'Get the app: {link}', title: 'SMS' },
};

const socialMedia: SocialMedia = {
  facebook: { value: 'https://facebook.com/gorewards', title: 'Facebook' },
  instagram: { value: 'https://instagram.com/gorewards', title: 'Instagram' },
  twitter: { value: 'https://twitter.com/gorewards', title: 'Twitter' },
  youtube: { value: 'https://youtube.com/gorewards', title: 'YouTube' },
};

describe('Footer', () => {
  it('shows each column under its name with its links in groups of 4', async () => {
    await renderWithRouter(
      <Footer columns={columns} downloadLinks={downloadLinks} socialMedia={socialMedia} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const explore = within(nav).getByRole('heading', { name: 'Explore' }).parentElement;
    const lists = within(explore as HTMLElement).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('link').length)).toEqual([4, 2]);
    const about = within(nav).getByRole('heading', { name: 'About' }).parentElement;
    expect(within(about as HTMLElement).getAllByRole('list')).toHaveLength(1);
  });

  it('opens external links in a new tab and keeps portal links in place', async () => {
    await renderWithRouter(<Footer columns={columns} downloadLinks={null} socialMedia={null} />);
    const help = screen.getByRole('link', { name: 'Help Center' });
    expect(help).toHaveAttribute('href', 'https://help.example.ph');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(help).toHaveAccessibleDescription('Opens in a new tab');
    const promos = screen.getByRole('link', { name: 'Promos' });
    expect(promos).toHaveAttribute('href', '/promos');
    expect(promos).not.toHaveAttribute('target');
  });

  it('links the three app stores by their titles', async () => {
    await renderWithRouter(
      <Footer columns={[]} downloadLinks={downloadLinks} socialMedia={null} />,
    );
    for (const key of ['app_store', 'google_play', 'app_gallery'] as const) {
      const link = screen.getByRole('link', { name: downloadLinks[key].title });
      expect(link).toHaveAttribute('href', downloadLinks[key].value);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('links the four social networks by their titles, in a new tab', async () => {
    await renderWithRouter(<Footer columns={[]} downloadLinks={null} socialMedia={socialMedia} />);
    for (const network of ['facebook', 'instagram', 'twitter', 'youtube'] as const) {
      const link = screen.getByRole('link', { name: socialMedia[network].title });
      expect(link).toHaveAttribute('href', socialMedia[network].value);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('always shows the 2021 copyright line, and leaves out settings that are missing', async () => {
    await renderWithRouter(<Footer columns={[]} downloadLinks={null} socialMedia={null} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2021 Go Rewards. All rights reserved.',
    );
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'App Store' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });
});
