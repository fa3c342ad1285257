import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_MESSAGE } from '#contract/content';
import type { ShopsResponse } from '#contract/shops';
import { deferred, NOW, shopsResponse } from '../../../tests/support/offer-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import {
  NEW_THIS_MONTH_HEADING,
  NEW_THIS_MONTH_SUBTITLE,
  NewThisMonthPage,
} from './new-this-month-page';
import { settleOrNull } from './offer-settled';

const answer = (response: ShopsResponse) => settleOrNull(() => Promise.resolve(response));

async function renderPage(
  offers: Promise<ShopsResponse | null>,
  exclusives: Promise<ShopsResponse | null>,
) {
  return renderWithRouter(
    <NewThisMonthPage settingsPage={undefined} offers={offers} exclusives={exclusives} now={NOW} />,
  );
}

describe('NewThisMonthPage', () => {
  it('shows the heading, subtitle and 6 placeholders while loading', async () => {
    const pending = deferred<ShopsResponse>();
    await renderPage(
      settleOrNull(() => pending.promise),
      answer(shopsResponse(0)),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NEW_THIS_MONTH_HEADING);
    expect(screen.getByText(NEW_THIS_MONTH_SUBTITLE)).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status.querySelector('[aria-hidden="true"]')?.children).toHaveLength(6);
    await act(async () => {
      pending.resolve(shopsResponse(4, { shop_type: 2 }));
      await pending.promise;
    });
    const grid = screen.getByRole('list', { name: 'New this month offers' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', '/new-this-month/shop-1');
  });

  it('keeps the placeholders until the exclusives have arrived too', async () => {
    const pending = deferred<ShopsResponse>();
    await renderPage(
      answer(shopsResponse(4, { shop_type: 2 })),
      settleOrNull(() => pending.promise),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list', { name: 'New this month offers' })).toBeNull();
    await act(async () => {
      pending.resolve(shopsResponse(3, { shop_type: 2, gr_exclusive: 1 }));
      await pending.promise;
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('list', { name: 'New this month offers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Exclusive offers' })).toBeInTheDocument();
  });

  it("turns more than 2 exclusives into the 'Go Rewards Exclusives' carousel", async () => {
    await renderPage(
      answer(shopsResponse(2, { shop_type: 2 })),
      answer(shopsResponse(3, { shop_type: 2, gr_exclusive: 1 })),
    );
    await screen.findByRole('heading', { name: 'Go Rewards Exclusives' });
    const carousel = screen.getByRole('region', { name: 'Exclusive offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('lists 2 exclusives plainly', async () => {
    await renderPage(
      answer(shopsResponse(2, { shop_type: 2 })),
      answer(shopsResponse(2, { shop_type: 2, gr_exclusive: 1 })),
    );
    const heading = await screen.findByRole('heading', { name: 'Go Rewards Exclusives' });
    const section = heading.closest('section') as HTMLElement;
    expect(section).not.toHaveAttribute('aria-roledescription');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says Coming Soon when nothing exists', async () => {
    await renderPage(answer(shopsResponse(0)), answer(shopsResponse(0)));
    expect(await screen.findByText(COMING_SOON_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
