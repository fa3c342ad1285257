import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Spending } from '#contract/spending';
import { renderWithRouter } from '../../../tests/support/render';
import { SpendingPage } from './spending-page';

/** The Black Card: "spend at least P100,000 within 12 months" (docs/specification.md). */
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  total: 0,
}));

function spending(overrides: Partial<Spending> = {}): Spending {
  return {
    months: MONTHS.map((month) =>
      month.month === '2026-11'
        ? { ...month, total: 500 }
        : month.month === '2026-12'
          ? { ...month, total: 3350.5 }
          : month,
    ),
    total: 3850.5,
    goal: 100_000,
    remaining: 96_149.5,
    from: '2026-01-01',
    until: '2026-12-31',
    blackCard: false,
    ...overrides,
  };
}

describe('My spending', () => {
  it('says what is left and by when, with the total and a table of the 12 months', async () => {
    await renderWithRouter(<SpendingPage spending={spending()} onRetry={() => undefined} />);
    expect(
      screen.getByText(
        '₱3,850.50 spent with Go Rewards partners from January 1, 2026 to December 31, 2026.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Spend ₱96,149.50 more by December 31, 2026 to upgrade to the Black Card.',
      ),
    ).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Towards the Black Card' });
    expect(progress.getAttribute('value')).toBe('3850.5');
    expect(progress.getAttribute('max')).toBe('100000');
    const table = screen.getByRole('table', { name: 'Spending by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]?.textContent).toBe('January 2026₱0.00');
    expect(rows[10]?.textContent).toBe('November 2026₱500.00');
    expect(rows[11]?.textContent).toBe('December 2026₱3,350.50');
    expect(screen.getByRole('link', { name: 'About the Black Card' }).getAttribute('href')).toBe(
      '/black-card',
    );
  });

  it('says the goal is reached once nothing is left', async () => {
    await renderWithRouter(
      <SpendingPage
        spending={spending({ total: 120_000, remaining: 0 })}
        onRetry={() => undefined}
      />,
    );
    expect(
      screen.getByText(
        'You spent at least ₱100,000.00 within 12 months: you can upgrade to the Black Card.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Spend /)).toBeNull();
  });

  it('tells a Black Card holder so, beside the same figures, and offers no upgrade', async () => {
    await renderWithRouter(
      <SpendingPage spending={spending({ blackCard: true })} onRetry={() => undefined} />,
    );
    expect(screen.getByText('You hold a Black Card.')).toBeTruthy();
    expect(screen.getByText(/₱3,850\.50 spent with Go Rewards partners/)).toBeTruthy();
    expect(screen.queryByText(/to upgrade to the Black Card/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'About the Black Card' })).toBeNull();
  });

  it('says so when the figures could not be loaded, and tries again on a tap', async () => {
    const onRetry = vi.fn();
    await renderWithRouter(<SpendingPage spending={null} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Your spending could not be loaded.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
