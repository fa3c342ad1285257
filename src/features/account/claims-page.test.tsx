import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { claimFixture } from '#machines/shared/test-support';
import { renderWithRouter } from '../../../tests/support/render';
import { ClaimsPage } from './claims-page';
import { TransactionDetailPage } from './transaction-detail';

/** The four statuses of docs/decisions/0067-missing-points-claims.md. */
const claim = claimFixture;

describe('the claims page', () => {
  it('lists each claim with its status, its reference and what became of it', async () => {
    await renderWithRouter(
      <ClaimsPage
        claims={[
          claim({ id: 'a', reference: 'MP-0000000A', storeName: 'Kanto Express Mart' }),
          claim({ id: 'b', reference: 'MP-0000000B', status: 'In review' }),
          claim({
            id: 'c',
            reference: 'MP-0000000C',
            status: 'Credited',
            points: 7.6,
            transactionId: '151',
          }),
          claim({
            id: 'd',
            reference: 'MP-0000000D',
            status: 'Declined',
            note: 'The receipt is from a store outside the programme.',
          }),
        ]}
        onRetry={() => undefined}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Your claims' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Received',
      'In review',
      'Credited',
      'Declined',
    ]);
    expect(items[0]).toHaveTextContent('Kanto Express Mart');
    expect(items[0]).toHaveTextContent(
      'MP-0000000A · 2026/12/01 · ₱1,520.75 · Receipt OR-2026-0001',
    );
    expect(items[2]).toHaveTextContent('7.60 points credited to your card.');
    expect(
      within(items[2] as HTMLElement).getByRole('link', { name: 'See the transaction' }),
    ).toHaveAttribute('href', '/account/transactions/151');
    expect(items[3]).toHaveTextContent('The receipt is from a store outside the programme.');
    expect(items[0]?.textContent).not.toMatch(/points credited/);
    expect(screen.getByRole('link', { name: 'Report missing points' })).toHaveAttribute(
      'href',
      '/account/claims/new',
    );
  });

  it('says when there are none, and offers a retry when they could not be loaded', async () => {
    const onRetry = vi.fn();
    const { unmount } = await renderWithRouter(<ClaimsPage claims={[]} onRetry={onRetry} />);
    expect(screen.getByText(/You have not reported any missing points\./)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    await renderWithRouter(<ClaimsPage claims={null} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your claims could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe("a transaction's page", () => {
  const purchase = {
    id: '2',
    storeName: 'Bayanihan Mart - Galleria',
    purchaseTime: '2026-11-04T21:29:14+08:00',
    transactionTotalAmount: 7521.94,
    earnValue: 37.61,
    redeemValue: 0,
    referenceNumber: 'GR-0000000002-6',
    card: { productLabel: 'Go Rewards Card', type: 'Classic', lastFour: '0011' },
  };

  it('offers to report missing points for a purchase of the last 30 days, not older, and not for a redemption', async () => {
    const reportLink = () => screen.queryByRole('link', { name: 'Report missing points' });
    // 4 December in Manila: 4 November is the oldest day of the 30.
    const { unmount } = await renderWithRouter(
      <TransactionDetailPage
        transaction={purchase}
        onRetry={() => undefined}
        now={new Date('2026-12-04T20:00:00+08:00')}
      />,
    );
    expect(reportLink()).toHaveAttribute('href', '/account/claims/new?transaction=2');
    unmount();
    const later = await renderWithRouter(
      <TransactionDetailPage
        transaction={purchase}
        onRetry={() => undefined}
        now={new Date('2026-12-05T00:30:00+08:00')}
      />,
    );
    expect(reportLink()).toBeNull();
    expect(
      screen.getByText(
        'Missing points can be reported within 30 days of a purchase; this one is older.',
      ),
    ).toBeVisible();
    later.unmount();
    await renderWithRouter(
      <TransactionDetailPage
        transaction={{ ...purchase, earnValue: 0, redeemValue: 480 }}
        onRetry={() => undefined}
        now={new Date('2026-12-04T20:00:00+08:00')}
      />,
    );
    expect(reportLink()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Points missing?' })).toBeNull();
  });
});
