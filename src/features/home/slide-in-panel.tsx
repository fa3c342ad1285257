import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SlideIn } from '#contract/settings';
import { slideInMachine } from '#machines/slide-in/slide-in.machine';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { CloseIcon } from '#src/components/ui/icons';
import { LazyImage } from '#src/components/ui/images';
import { SmartLink } from '#src/components/ui/smart-link';
import contentStyles from '#src/components/content/content.module.css';
import { DeferredCmsHtml } from '#src/components/content/deferred-cms-html';
import { useGiveWayToFocus } from '#src/components/layout/focus-clearance';
import styles from './slide-in-panel.module.css';
import { inspect } from '#src/lib/inspection';

const DISMISSED_KEY = 'gr.slideIn.dismissed';
/** Kept across visits: this browser has been here before. */
const VISITED_KEY = 'gr.visited';
/** Kept for the visit (the tab): whether it is the first, decided once. */
const FIRST_VISIT_KEY = 'gr.firstVisit';
/** Scrolled this far, the visitor is reading on (a quarter of the screen). */
const READING_ON = 0.25;

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function isFirstVisit(): boolean {
  try {
    const decided = window.sessionStorage.getItem(FIRST_VISIT_KEY);
    if (decided !== null) return decided === '1';
    const first = window.localStorage.getItem(VISITED_KEY) === null;
    window.localStorage.setItem(VISITED_KEY, '1');
    window.sessionStorage.setItem(FIRST_VISIT_KEY, first ? '1' : '0');
    return first;
  } catch {
    // Without storage every visit looks like the first: a phone is then never interrupted.
    return true;
  }
}

const isPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 47.99rem)').matches;

export const slideInFlow = slideInMachine.provide({
  actions: {
    rememberDismissal: () => {
      try {
        window.sessionStorage.setItem(DISMISSED_KEY, '1');
      } catch {
        // Storage may be off (private mode): the panel simply may return on the next visit.
      }
    },
  },
});

export interface SlideInViewProps {
  slideIn: SlideIn;
  shown: boolean;
  onClose: () => void;
  onFollow: () => void;
  onFocusObscured: () => void;
}

/** Non-modal: takes no focus, gives way to keyboard focus on a control it covers. */
export function SlideInView({
  slideIn,
  shown,
  onClose,
  onFollow,
  onFocusObscured,
}: SlideInViewProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useGiveWayToFocus(panelRef, onFocusObscured, shown);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    // Hidden, not left out, until it slides in: the server writes its body's sanitised HTML into
    // the page, which then never needs the sanitiser; its picture loads only once shown (lazy).
    <aside
      ref={panelRef}
      hidden={!shown}
      className={cx(styles.panel, styles[slideIn.position])}
      aria-labelledby={titleId}
      aria-live="polite"
      onKeyDown={onKeyDown}
      data-position={slideIn.position}
    >
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
      {slideIn.image && (
        <LazyImage className={styles.image} image={slideIn.image} width={600} height={400} />
      )}
      <div className={styles.copy}>
        <h2 id={titleId} className={styles.title}>
          {slideIn.title}
        </h2>
        <DeferredCmsHtml html={slideIn.body} className={cx(contentStyles.prose, styles.body)} />
        <SmartLink
          href={slideIn.action_button.url}
          newTab
          className={buttonClassName()}
          onClick={onFollow}
        >
          {slideIn.action_button.label}
        </SmartLink>
      </div>
    </aside>
  );
}

export type SlideInActor = ActorRefFrom<typeof slideInMachine>;

export function SlideInBound({ actor, slideIn }: { actor: SlideInActor; slideIn: SlideIn }) {
  const shown = useSelector(actor, (snapshot) => snapshot.matches('shown'));
  const waiting = useSelector(actor, (snapshot) => snapshot.matches('waiting'));
  useEffect(() => {
    if (!waiting) return;
    const onScroll = () => {
      if (window.scrollY >= window.innerHeight * READING_ON) actor.send({ type: 'page.scroll' });
    };
    // A visitor who scrolled before the app ran has read on already.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [actor, waiting]);
  return (
    <SlideInView
      slideIn={slideIn}
      shown={shown}
      onClose={() => actor.send({ type: 'panel.close' })}
      onFollow={() => actor.send({ type: 'panel.follow' })}
      onFocusObscured={() => actor.send({ type: 'focus.obscured' })}
    />
  );
}

export function SlideInPanel({ slideIn }: { slideIn: SlideIn }) {
  const actor = useActorRef(slideInFlow, {
    input: {
      dismissed: wasDismissed(),
      firstPhoneVisit: typeof window !== 'undefined' && isFirstVisit() && isPhone(),
    },
    inspect,
  });
  return <SlideInBound actor={actor} slideIn={slideIn} />;
}
