import { setup } from 'xstate';

/**
 * How a content list (promos, shop online, partners) is being looked at
 * (docs/specification.md#content-lists): as a grid or a list, with the mobile filter drawer open or
 * closed, and with its offers section expanded or collapsed (the 500 ms fade is the view's). What
 * is listed (page, sort, categories, keyword) belongs to the URL, not to this machine.
 */
export type OfferLayout = 'grid' | 'list';

export interface OfferBrowserInput {
  layout: OfferLayout;
}

export type OfferBrowserEvent =
  | { type: 'layout.select'; layout: OfferLayout }
  | { type: 'filters.open' }
  | { type: 'filters.close' }
  | { type: 'offers.toggle' };

export const offerBrowserMachine = setup({
  types: {
    input: {} as OfferBrowserInput,
    context: {} as { startLayout: OfferLayout },
    events: {} as OfferBrowserEvent,
  },
  guards: {
    startsAsList: ({ context }) => context.startLayout === 'list',
    isListChosen: ({ event }) => event.type === 'layout.select' && event.layout === 'list',
    isGridChosen: ({ event }) => event.type === 'layout.select' && event.layout === 'grid',
  },
}).createMachine({
  id: 'offerBrowser',
  type: 'parallel',
  context: ({ input }) => ({ startLayout: input.layout }),
  states: {
    layout: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'startsAsList', target: 'list' }, { target: 'grid' }],
        },
        grid: { on: { 'layout.select': { guard: 'isListChosen', target: 'list' } } },
        list: { on: { 'layout.select': { guard: 'isGridChosen', target: 'grid' } } },
      },
    },
    filters: {
      initial: 'closed',
      states: {
        closed: { on: { 'filters.open': 'open' } },
        open: { on: { 'filters.close': 'closed' } },
      },
    },
    offers: {
      initial: 'expanded',
      states: {
        expanded: { on: { 'offers.toggle': 'collapsed' } },
        collapsed: { on: { 'offers.toggle': 'expanded' } },
      },
    },
  },
});
