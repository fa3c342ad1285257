import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StorySummary } from '#contract/stories';
import { renderWithRouter } from '../../../tests/support/render';
import { StoryDetailPage, StoryListPage } from './story-pages';

const story = (id: number, featured: 0 | 1 = 0): StorySummary => ({
  id,
  slug: `story-${String(id)}`,
  title: `Story ${String(id)}`,
  short_description: `About story ${String(id)}`,
  catalog_img: { path: `/images/story-${String(id)}.svg` },
  featured,
  published_on: '2026-11-20',
});

describe('StoryListPage', () => {
  it('shows Featured Articles, then the latest with Read More links to each story', async () => {
    await renderWithRouter(
      <StoryListPage
        title="Stories"
        banners={[]}
        featured={[story(1, 1)]}
        stories={[story(2), story(3)]}
        total={2}
        page={1}
        limit={12}
        onPageChange={() => undefined}
      />,
    );
    const featured = screen.getByRole('region', { name: 'Featured Articles' });
    expect(within(featured).getByRole('heading', { name: 'Story 1' })).toBeVisible();
    const latest = screen.getByRole('region', {
      name: 'Stay in the know with the latest from Go Rewards',
    });
    const links = within(latest).getAllByRole('link', { name: /Read More/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/stories/story-2',
      '/stories/story-3',
    ]);
    expect(within(latest).getAllByText('November 20, 2026')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Stories pages' })).toBeNull();
  });

  it('pages only past the limit, and says No Result Found! when empty', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    const { unmount } = await renderWithRouter(
      <StoryListPage
        title="Stories"
        banners={[]}
        featured={[]}
        stories={Array.from({ length: 12 }, (_, index) => story(index + 10))}
        total={13}
        page={1}
        limit={12}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Stories pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    unmount();
    await renderWithRouter(
      <StoryListPage
        title="Stories"
        banners={[]}
        featured={[]}
        stories={[]}
        total={0}
        page={1}
        limit={12}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('No Result Found!')).toBeVisible();
  });
});

describe('StoryDetailPage', () => {
  it('shows the title and the sanitised story HTML', async () => {
    await renderWithRouter(
      <StoryDetailPage
        story={{
          ...story(4),
          content: '<p>Hello <em>Manila</em></p><img src="x" onerror="alert(1)">',
          banners: [],
          seo: {},
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Story 4' })).toBeVisible();
    expect(screen.getByText('Manila')).toBeVisible();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
  });
});
