import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
import { ApiError } from '#src/lib/api';
import { RouteError } from './route-error';

const info = { componentStack: '' };

describe('RouteError', () => {
  it('shows the generic message and a retry, never the exception text', async () => {
    const reset = vi.fn();
    await renderWithRouter(
      <RouteError
        error={new TypeError("Cannot read properties of null (reading 'map')")}
        reset={reset}
        info={info}
      />,
      { path: '/account/transactions' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Oops! Something went wrong. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('keeps the server message of an answer', async () => {
    const error = new ApiError(
      { errorKey: 'SERVICE_UNAVAILABLE', message: 'We are down for a moment.', title: 'Error' },
      503,
      'none',
    );
    await renderWithRouter(<RouteError error={error} reset={vi.fn()} info={info} />);
    expect(screen.getByText('We are down for a moment.')).toBeInTheDocument();
  });

  it('after a 401 offers login with this page as the target', async () => {
    const ended = new ApiError(
      { errorKey: 'UNAUTHENTICATED', message: 'Please log in to continue.', title: 'Error' },
      401,
      'redirectToLogin',
    );
    await renderWithRouter(<RouteError error={ended} reset={vi.fn()} info={info} />, {
      path: '/account/transactions?type=1',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in again' })).toBeVisible();
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?page=%2Faccount%2Ftransactions%3Ftype%3D1',
    );
  });
});
