import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { keepFocusClear } from '#contract/focus-clearance';
import { useGiveWayToFocus } from './focus-clearance';

/** jsdom has no layout: each element's box is given by the test, as DOMRect(x, y, width, height). */
function place(element: Element, box: DOMRect): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(box);
}

const VIEWPORT = window.innerHeight;
const HEADER = new DOMRect(0, 0, 360, 64);
const NOTICE = new DOMRect(0, VIEWPORT - 200, 360, 200);

function Page({ notice = true, onGiveWay }: { notice?: boolean; onGiveWay?: () => void }) {
  const panelRef = useRef<HTMLElement>(null);
  useGiveWayToFocus(panelRef, onGiveWay ?? (() => undefined), onGiveWay !== undefined);
  return (
    <>
      <header data-pinned-bar="top">
        <a href="/">Home</a>
      </header>
      <main>
        <button type="button">First</button>
        <button type="button">Second</button>
      </main>
      <aside ref={panelRef} aria-label="Promo" />
      <section aria-label="Notice" data-pinned-bar="bottom" hidden={!notice}>
        <button type="button">Got it</button>
      </section>
    </>
  );
}

/** Lays the page out: the header at the top, the notice at the bottom, two controls. */
function layOut(first: DOMRect, second = new DOMRect(0, 300, 100, 40)): void {
  place(screen.getByRole('banner'), HEADER);
  const notice = document.querySelector('section[aria-label="Notice"]');
  if (notice) place(notice, notice.hasAttribute('hidden') ? new DOMRect(0, 0, 0, 0) : NOTICE);
  place(screen.getByRole('button', { name: 'First' }), first);
  place(screen.getByRole('button', { name: 'Second' }), second);
}

let scrollBy: MockInstance<typeof window.scrollBy>;

beforeAll(() => {
  // As on a rendered page: its first script starts it, then the app asks again (a no-op).
  keepFocusClear(window);
  keepFocusClear(window);
});

beforeEach(() => {
  // jsdom does not scroll: the page's scroll is what is asserted.
  scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('focus clearance', () => {
  it('scrolls a control that takes keyboard focus under the bottom bar above it, at once', async () => {
    const user = userEvent.setup();
    render(<Page />);
    layOut(new DOMRect(0, VIEWPORT - 150, 100, 40));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    // Its bottom (VIEWPORT - 110) goes 8 px above the notice's top (VIEWPORT - 200).
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 98, behavior: 'instant' });
  });

  it('scrolls a control under the sticky header below it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    layOut(new DOMRect(0, 300, 100, 40), new DOMRect(0, 20, 100, 40));
    screen.getByRole('button', { name: 'First' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: -52, behavior: 'instant' });
  });

  it('leaves a control between the bars, and the bars own controls, where they are', async () => {
    const user = userEvent.setup();
    render(<Page />);
    layOut(new DOMRect(0, 300, 100, 40));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('shows the start of a control taller than the room between the bars only when none of it is in view', async () => {
    const user = userEvent.setup();
    render(<Page />);
    layOut(new DOMRect(0, 100, 100, VIEWPORT), new DOMRect(0, VIEWPORT + 50, 100, VIEWPORT));
    await user.tab();
    await user.tab();
    expect(scrollBy).not.toHaveBeenCalled();
    await user.tab();
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({
      top: VIEWPORT + 50 - 64 - 8,
      behavior: 'instant',
    });
  });

  it('does not move a control a pointer presses on, which would make the click miss it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    layOut(new DOMRect(0, VIEWPORT - 150, 100, 40));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(scrollBy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Second' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 98, behavior: 'instant' });
  });

  it('stops once the bottom bar is gone', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page />);
    rerender(<Page notice={false} />);
    layOut(new DOMRect(0, VIEWPORT - 150, 100, 40));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('tells a floating panel when keyboard focus lands on a control under it', async () => {
    const user = userEvent.setup();
    const giveWay = vi.fn();
    render(<Page onGiveWay={giveWay} />);
    layOut(new DOMRect(0, 300, 100, 40), new DOMRect(200, 350, 100, 40));
    place(screen.getByRole('complementary', { name: 'Promo' }), new DOMRect(180, 320, 180, 240));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(giveWay).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    expect(giveWay).toHaveBeenCalledTimes(1);
  });

  it('tells a floating panel that comes in over the control that has keyboard focus', async () => {
    const user = userEvent.setup();
    const giveWay = vi.fn();
    const { rerender } = render(<Page />);
    layOut(new DOMRect(0, 300, 100, 40), new DOMRect(200, 350, 100, 40));
    place(screen.getByRole('complementary', { name: 'Promo' }), new DOMRect(180, 320, 180, 240));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    rerender(<Page onGiveWay={giveWay} />);
    await waitFor(() => {
      expect(giveWay).toHaveBeenCalledTimes(1);
    });
  });

  it('leaves a panel that comes in away from the focused control', async () => {
    const user = userEvent.setup();
    const giveWay = vi.fn();
    const { rerender } = render(<Page />);
    layOut(new DOMRect(0, 300, 100, 40));
    place(screen.getByRole('complementary', { name: 'Promo' }), new DOMRect(180, 320, 180, 240));
    await user.tab();
    await user.tab();
    rerender(<Page onGiveWay={giveWay} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(giveWay).not.toHaveBeenCalled();
  });
});
