import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { carouselMachine } from './carousel.machine';

function start(count: number, autoplay = true, kind: 'banners' | 'tiles' = 'banners') {
  const input = { count, autoplay, kind };
  const actor = createActor(carouselMachine, { input });
  actor.start();
  return actor;
}

describe('carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances on its own every slide interval and wraps around', () => {
    const actor = start(3);
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(6_000);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(12_000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('never moves with one slide', () => {
    const actor = start(1);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('still');
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('starts stopped for reduced motion, and moves only when asked', () => {
    const actor = start(3, false);
    expect(actor.getSnapshot().value).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.previous' });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('holds while the pointer is inside and resumes after it leaves', () => {
    const actor = start(3);
    actor.send({ type: 'carousel.hold' });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.release' });
    vi.advanceTimersByTime(6_000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('a manual move restarts the interval', () => {
    const actor = start(3);
    vi.advanceTimersByTime(5_000);
    actor.send({ type: 'carousel.go', index: 2 });
    vi.advanceTimersByTime(5_000);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('ignores a slide number that does not exist', () => {
    const actor = start(3);
    actor.send({ type: 'carousel.go', index: 7 });
    actor.send({ type: 'carousel.go', index: -1 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('goes to the first and the last slide, and not one past the last or between two', () => {
    const actor = start(3);
    actor.send({ type: 'carousel.go', index: 2 });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'carousel.go', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'carousel.go', index: 0 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.go', index: 1.5 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('keeps the slide it shows when more slides arrive', () => {
    const actor = start(3);
    actor.send({ type: 'carousel.go', index: 1 });
    actor.send({ type: 'slides.change', count: 5 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('stays paused after pause, even when the slides change', () => {
    const actor = start(3);
    actor.send({ type: 'carousel.stop' });
    actor.send({ type: 'slides.change', count: 5 });
    expect(actor.getSnapshot().value).toBe('stopped');
    actor.send({ type: 'carousel.play' });
    vi.advanceTimersByTime(6_000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('keeps reduced motion asked for while still: slides that come later start stopped', () => {
    const actor = start(1);
    actor.send({ type: 'motion.reduce' });
    actor.send({ type: 'slides.change', count: 3 });
    expect(actor.getSnapshot().value).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('goes back to the first slide when the slide it showed is gone', () => {
    const actor = start(4);
    actor.send({ type: 'carousel.go', index: 3 });
    actor.send({ type: 'slides.change', count: 2 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'slides.change', count: 1 });
    expect(actor.getSnapshot().value).toBe('still');
  });

  it('tiles never move by themselves, nor offer pause or play', () => {
    const actor = start(4, true, 'tiles');
    expect(actor.getSnapshot().value).toBe('browsing');
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().can({ type: 'carousel.stop' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'carousel.play' })).toBe(false);
    actor.send({ type: 'carousel.hold' });
    actor.send({ type: 'carousel.release' });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('tiles move when asked: an arrow, a dot, or the slide a swipe settled on', () => {
    const actor = start(4, true, 'tiles');
    actor.send({ type: 'carousel.go', index: 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'carousel.next' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.previous' });
    expect(actor.getSnapshot().context.index).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('tiles stay still when their slides change, and keep the one shown', () => {
    const actor = start(4, true, 'tiles');
    actor.send({ type: 'carousel.go', index: 2 });
    actor.send({ type: 'slides.change', count: 3 });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'slides.change', count: 1 });
    expect(actor.getSnapshot().value).toBe('still');
  });
});
