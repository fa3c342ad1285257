import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
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

  it('loads no images from the network', async () => {
    const { container } = await renderWithRouter(<HomePage />);
    expect(container.querySelector('img, image, [src]')).toBeNull();
  });
});
