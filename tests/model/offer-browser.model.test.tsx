import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  offerBrowserMachine,
  type OfferLayout,
} from '#machines/offer-browser/offer-browser.machine';
import { settleOrNull } from '#src/features/offers/offer-settled';
import { PromoListView } from '#src/features/offers/promo-list-page';
import {
  type OfferBrowserActor,
  useOfferBrowserView,
} from '#src/components/content/use-offer-browser';
import { NOW, promoCategories, promosResponse } from '../support/offer-fixtures';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';

type Snapshot = SnapshotFrom<typeof offerBrowserMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const events = (): ModelEvent[] => [
  { type: 'layout.select', layout: 'list' },
  { type: 'layout.select', layout: 'grid' },
  { type: 'filters.open' },
  { type: 'filters.close' },
  { type: 'offers.toggle' },
];

const serializeState = (raw: AnyMachineSnapshot) => JSON.stringify(asSnapshot(raw).value);

/** Choosing the layout already shown is a path of its own: the machine takes no transition then. */
interface Shown {
  layout: OfferLayout;
  choseShownLayout: boolean;
}

const world: World<Shown> = {
  initial: (input) => ({
    layout: (input as { layout: OfferLayout }).layout,
    choseShownLayout: false,
  }),
  next: (shown, event) => {
    if (event.type !== 'layout.select') return shown;
    const layout = event.layout as OfferLayout;
    return { layout, choseShownLayout: shown.choseShownLayout || layout === shown.layout };
  },
  boundary: (shown) => (shown.choseShownLayout ? 'chose the shown layout again' : ''),
};
// Choosing what is already shown, or a pick the machine refuses, is a step the member sees.
world.refused = world.next;

function Page({ actor }: { actor: OfferBrowserActor }) {
  return (
    <PromoListView
      browser={useOfferBrowserView(actor)}
      settingsPage={{ title: 'Promos' }}
      categories={promoCategories}
      featured={featured}
      list={list}
      search={{}}
      onSearch={() => undefined}
      now={NOW}
    />
  );
}

const featured = settleOrNull(() => Promise.resolve(promosResponse(5)));
const list = settleOrNull(() => Promise.resolve(promosResponse(16, 40)));

function allOffers() {
  return screen.getByRole('region', { name: 'All Offers' });
}

async function verify(raw: AnyMachineSnapshot, shown: Shown) {
  const snapshot = asSnapshot(raw);
  const { layout } = shown;
  const offers = within(allOffers());
  const [items] = await offers.findAllByRole('list');
  expect(items).toHaveAttribute('data-layout', layout);
  expect(offers.getByRole('button', { name: 'Grid' })).toHaveAttribute(
    'aria-pressed',
    String(layout === 'grid'),
  );
  expect(offers.getByRole('button', { name: 'List' })).toHaveAttribute(
    'aria-pressed',
    String(layout === 'list'),
  );

  const open = snapshot.matches({ filters: 'open' });
  const drawer = offers.getByRole('button', { name: open ? 'Hide filters' : 'Filters' });
  expect(drawer).toHaveAttribute('aria-expanded', String(open));
  expect(document.getElementById(drawer.getAttribute('aria-controls') ?? '')).toHaveAttribute(
    'data-open',
    String(open),
  );

  const expanded = snapshot.matches({ offers: 'expanded' });
  const toggle = screen.getByRole('button', { name: 'Featured Offers' });
  expect(toggle).toHaveAttribute('aria-expanded', String(expanded));
  const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(region).toHaveAttribute('data-state', expanded ? 'expanded' : 'collapsed');
  if (expanded) expect(region).not.toHaveAttribute('inert');
  else expect(region).toHaveAttribute('inert');
}

defineModelSuite({
  name: 'offerBrowser',
  machine: offerBrowserMachine,
  inputs: [{ layout: 'grid' }, { layout: 'list' }],
  events,
  serializeState,
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const actor = createActor(offerBrowserMachine, {
      input: input as { layout: OfferLayout },
      inspect,
    });
    actor.start();
    const view = await renderWithRouter(<Page actor={actor} />);
    await screen.findByText('Showing: 40 Results');
    return {
      actor,
      view,
      perform: async (event) => {
        const offers = within(allOffers());
        if (event.type === 'layout.select') {
          await user.click(
            offers.getByRole('button', { name: event.layout === 'list' ? 'List' : 'Grid' }),
          );
        } else if (event.type === 'filters.open') {
          await user.click(offers.getByRole('button', { name: 'Filters' }));
        } else if (event.type === 'filters.close') {
          await user.click(offers.getByRole('button', { name: 'Hide filters' }));
        } else if (event.type === 'offers.toggle') {
          await user.click(screen.getByRole('button', { name: 'Featured Offers' }));
        } else {
          throw new Error(`no way to perform ${event.type}`);
        }
      },
      verify,
    };
  },
});
