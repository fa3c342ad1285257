import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it("says 'Page Not Found' and links back home", async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<NotFound />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
  });
});
