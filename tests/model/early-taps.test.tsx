import { act, type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useSelector } from '@xstate/react';
import { assign, createActor, setup } from 'xstate';
import { captureEarlyTaps } from '#server/http/early-taps';
import { replayEarlyTaps } from '#src/lib/early-taps';

/**
 * Decision 0060: the page's first script keeps the taps made before React hydrates the server's
 * HTML, and the app carries them out after, in order, with what was typed. Real React hydration
 * in jsdom; the browser test (tests/e2e/first-tap.spec.ts) does the same on the real pages.
 */

interface Seen {
  taps: number;
  sent: string[];
  links: number;
}

function Page({ seen }: { seen: Seen }) {
  const [mobile, setMobile] = useState('');
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          seen.taps += 1;
          setTaps(taps + 1);
        }}
      >
        Next slide {taps}
      </button>
      <a
        href="/login?page=%2F"
        data-app-link=""
        onClick={(event) => {
          event.preventDefault();
          seen.links += 1;
        }}
      >
        Login
      </a>
      <a href="/promos">Promos</a>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          seen.sent.push(mobile);
        }}
      >
        <input
          aria-label="Mobile number"
          value={mobile}
          onChange={(event) => {
            setMobile(event.target.value);
          }}
        />
        <button type="submit" disabled={mobile === ''}>
          Continue
        </button>
      </form>
      <form method="get" action="/promos">
        <select aria-label="Sort by" name="sort" defaultValue="a">
          <option value="a">A-Z</option>
          <option value="z">Z-A</option>
        </select>
      </form>
    </main>
  );
}

/** The server's HTML of `page`, with the page's first script, then hydrated by React. */
async function hydratedServerPage(page: ReactElement): Promise<HTMLElement> {
  document.body.replaceChildren();
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.rendered = 'visitor';
  root.innerHTML = renderToString(page);
  document.body.append(root);
  captureEarlyTaps(window, 'ACCEPT_COOKIES');
  await act(async () => {
    hydrateRoot(root, page);
    await Promise.resolve();
  });
  return root;
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('taps kept before the app runs', () => {
  it('keeps taps, sends and typing, marks them busy, and carries them out after hydration', async () => {
    document.cookie = 'ACCEPT_COOKIES=; path=/; max-age=0';
    const seen: Seen = { taps: 0, sent: [], links: 0 };
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.rendered = 'visitor';
    root.innerHTML = renderToString(<Page seen={seen} />);
    document.body.append(root);
    captureEarlyTaps(window, 'ACCEPT_COOKIES');
    // The cookie notice is unanswered: it shows once the whole page has come, not while its
    // words are still arriving at the bottom of the screen.
    expect(document.documentElement.hasAttribute('data-ask-cookies')).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.documentElement.hasAttribute('data-ask-cookies')).toBe(true);

    const next = root.querySelector('button[type="button"]') as HTMLButtonElement;
    const login = root.querySelector('a[data-app-link]') as HTMLAnchorElement;
    const promos = root.querySelector('a[href="/promos"]') as HTMLAnchorElement;
    const mobile = root.querySelector('input') as HTMLInputElement;
    const sort = root.querySelector('select') as HTMLSelectElement;

    // Opened in a new tab, a kept link is the browser's, as it is once the app runs.
    expect(
      login.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      ),
    ).toBe(true);
    expect(login.hasAttribute('aria-busy')).toBe(false);
    expect(click(next)).toBe(false);
    // A second tap on a kept control is taken as the same one: it is busy.
    expect(click(next)).toBe(false);
    expect(click(login)).toBe(false);
    // A plain link is the browser's.
    expect(click(promos)).toBe(true);
    expect(next.getAttribute('aria-busy')).toBe('true');
    expect(login.getAttribute('aria-busy')).toBe('true');

    mobile.value = '9170000001';
    mobile.dispatchEvent(new Event('input', { bubbles: true }));
    // Enter with the form's button still off: the browser would send nothing, the page keeps it.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    mobile.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);

    // A choice in a list's GET form sends it: the server answers it.
    const requestSubmit = vi
      .spyOn(HTMLFormElement.prototype, 'requestSubmit')
      .mockImplementation(() => undefined);
    sort.value = 'z';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    requestSubmit.mockRestore();
    expect(seen).toEqual({ taps: 0, sent: [], links: 0 });
    // Next slide, Login and the send; the number typed.
    expect(window.__earlyTaps?.pending()).toEqual([
      mobile,
      next,
      login,
      root.querySelector('form'),
    ]);

    await act(async () => {
      hydrateRoot(root, <Page seen={seen} />);
      await Promise.resolve();
    });
    // Hydration put nothing of its own over what was typed.
    expect(mobile.value).toBe('9170000001');
    root.setAttribute('data-interactive', '');
    await act(() => replayEarlyTaps());

    expect(seen).toEqual({ taps: 1, sent: ['9170000001'], links: 1 });
    expect(next.textContent).toBe('Next slide 1');
    expect(next.hasAttribute('aria-busy')).toBe(false);
    expect(login.hasAttribute('aria-busy')).toBe(false);
    // Once the app runs, a tap is the app's at once.
    act(() => {
      click(next);
    });
    expect(seen.taps).toBe(2);
  });

  it('does not tick again a box the app took itself, which then turned it off (the captcha)', async () => {
    let asked = 0;
    function Captcha() {
      const [checking, setChecking] = useState(false);
      return (
        <main>
          <input
            type="checkbox"
            aria-label="I'm not a robot"
            checked={checking}
            disabled={checking}
            onChange={() => {
              asked += 1;
              setChecking(true);
            }}
          />
        </main>
      );
    }
    const root = await hydratedServerPage(<Captcha />);
    // Ticked once the app has hydrated the box, before it took the page's kept taps: the page's
    // script notes it, and the app hears it too.
    const box = root.querySelector('input') as HTMLInputElement;
    act(() => {
      box.click();
    });
    expect(asked).toBe(1);
    await act(() => replayEarlyTaps());
    expect(asked).toBe(1);
    expect(box.checked).toBe(true);
  });

  it('keeps every key typed while the app hydrates, before its flows have started', async () => {
    // A flow's actor starts in an effect, after the hydrated page already hears the keys.
    const flow = createActor(
      setup({
        types: {
          context: {} as { mobile: string },
          events: {} as { type: 'mobile.change'; value: string },
        },
      }).createMachine({
        context: { mobile: '' },
        on: { 'mobile.change': { actions: assign({ mobile: ({ event }) => event.value }) } },
      }),
    );
    function Field() {
      const mobile = useSelector(flow, (snapshot) => snapshot.context.mobile);
      return (
        <main>
          <form>
            <input
              aria-label="Mobile number"
              value={mobile}
              onChange={(event) => flow.send({ type: 'mobile.change', value: event.target.value })}
            />
          </form>
        </main>
      );
    }
    const root = await hydratedServerPage(<Field />);
    const field = root.querySelector('input') as HTMLInputElement;
    // A key as the browser types it: past React's own note of the value.
    const type = (key: string) => {
      act(() => {
        Reflect.set(HTMLInputElement.prototype, 'value', field.value + key, field);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    };
    type('1');
    type('2');
    act(() => {
      flow.start();
    });
    await act(() => replayEarlyTaps());
    expect(field.value).toBe('12');
    type('3');
    expect(field.value).toBe('123');
    expect(flow.getSnapshot().context.mobile).toBe('123');
  });
});
