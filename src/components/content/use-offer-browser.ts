import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type {
  offerBrowserMachine,
  OfferLayout,
} from '#machines/offer-browser/offer-browser.machine';
import { inspect } from '#src/lib/inspection';

export type OfferBrowserMachine = typeof offerBrowserMachine;
export type OfferBrowserActor = ActorRefFrom<OfferBrowserMachine>;

/** The offer browser machine for one list page: layout, filter drawer, offers section. */
export function useOfferBrowser(machine: OfferBrowserMachine, initialLayout: OfferLayout = 'grid') {
  const actor = useActorRef(machine, { input: { layout: initialLayout }, inspect });
  return useOfferBrowserView(actor);
}

/** What a list page reads from, and sends to, an offer browser actor (the model tests give theirs). */
export function useOfferBrowserView(actor: OfferBrowserActor) {
  const layout = useSelector(actor, (snapshot): OfferLayout =>
    snapshot.matches({ layout: 'list' }) ? 'list' : 'grid',
  );
  const filtersOpen = useSelector(actor, (snapshot) => snapshot.matches({ filters: 'open' }));
  const offersExpanded = useSelector(actor, (snapshot) => snapshot.matches({ offers: 'expanded' }));
  return {
    actor,
    layout,
    filtersOpen,
    offersExpanded,
    selectLayout: (next: OfferLayout) => actor.send({ type: 'layout.select', layout: next }),
    openFilters: () => actor.send({ type: 'filters.open' }),
    closeFilters: () => actor.send({ type: 'filters.close' }),
    toggleOffers: () => actor.send({ type: 'offers.toggle' }),
  };
}

export type OfferBrowserView = ReturnType<typeof useOfferBrowserView>;
