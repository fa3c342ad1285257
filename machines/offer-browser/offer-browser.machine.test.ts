import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { offerBrowserMachine } from './offer-browser.machine';

function start(layout: 'grid' | 'list') {
  const actor = createActor(offerBrowserMachine, { input: { layout } });
  actor.start();
  return actor;
}

describe('offerBrowser', () => {
  it('starts in the layout it is given, filters closed, offers expanded', () => {
    expect(start('grid').getSnapshot().value).toEqual({
      layout: 'grid',
      filters: 'closed',
      offers: 'expanded',
    });
    expect(start('list').getSnapshot().matches({ layout: 'list' })).toBe(true);
  });

  it('switches layout only to the other one', () => {
    const actor = start('grid');
    actor.send({ type: 'layout.select', layout: 'grid' });
    expect(actor.getSnapshot().matches({ layout: 'grid' })).toBe(true);
    actor.send({ type: 'layout.select', layout: 'list' });
    expect(actor.getSnapshot().matches({ layout: 'list' })).toBe(true);
    actor.send({ type: 'layout.select', layout: 'grid' });
    expect(actor.getSnapshot().matches({ layout: 'grid' })).toBe(true);
  });

  it('keeps its three regions independent', () => {
    const actor = start('grid');
    actor.send({ type: 'filters.open' });
    actor.send({ type: 'offers.toggle' });
    expect(actor.getSnapshot().value).toEqual({
      layout: 'grid',
      filters: 'open',
      offers: 'collapsed',
    });
    actor.send({ type: 'filters.close' });
    actor.send({ type: 'offers.toggle' });
    expect(actor.getSnapshot().value).toEqual({
      layout: 'grid',
      filters: 'closed',
      offers: 'expanded',
    });
  });
});
