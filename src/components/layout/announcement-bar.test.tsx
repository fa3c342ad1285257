import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '#contract/announcements';
import { renderWithRouter } from '../../../tests/support/render';
import { AnnouncementBar } from './announcement-bar';

const announcement: Announcement = {
  id: 7,
  body: '<p>Double points this weekend! <a href="javascript:alert(1)">now</a></p><img src=x onerror=alert(1)>',
  action_button: { label: 'See promos', url: '/promos' },
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('AnnouncementBar', () => {
  it('renders nothing without an announcement', async () => {
    await renderWithRouter(<AnnouncementBar announcement={null} />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('shows the sanitised body and the action button', async () => {
    await renderWithRouter(<AnnouncementBar announcement={announcement} />);
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('Double points this weekend!');
    expect(bar.querySelector('[onerror]')).toBeNull();
    expect(bar.innerHTML).not.toContain('javascript:');
    expect(screen.getByRole('link', { name: 'See promos' })).toHaveAttribute('href', '/promos');
  });

  it('leaves out the action button when there is none', async () => {
    await renderWithRouter(
      <AnnouncementBar announcement={{ ...announcement, action_button: null }} />,
    );
    expect(screen.queryByRole('link', { name: 'See promos' })).toBeNull();
  });

  it('closes and remembers the dismissal for this session', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithRouter(<AnnouncementBar announcement={announcement} />);
    await user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    unmount();

    await renderWithRouter(<AnnouncementBar announcement={announcement} />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('shows a different announcement after one was dismissed', async () => {
    window.sessionStorage.setItem('go-rewards.dismissed-announcements', '[7]');
    await renderWithRouter(<AnnouncementBar announcement={{ ...announcement, id: 8 }} />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('still closes when sessionStorage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const user = userEvent.setup();
    await renderWithRouter(<AnnouncementBar announcement={announcement} />);
    await user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});
