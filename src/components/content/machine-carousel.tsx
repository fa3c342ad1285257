import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { CarouselKind, carouselMachine } from '#machines/carousel/carousel.machine';
import { Carousel, type CarouselMode } from '#src/components/carousel/carousel';
import { useHydrating } from '#src/lib/hydration';
import { inspect } from '#src/lib/inspection';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

export type CarouselMachine = typeof carouselMachine;
export type CarouselActor = ActorRefFrom<CarouselMachine>;

export interface CarouselViewProps {
  actor: CarouselActor;
  label: string;
  slides: readonly ReactNode[];
  className?: string | undefined;
}

/** The carousel drawn from a running carousel actor: what it shows and what each control sends. */
export function CarouselView({ actor, label, slides, className }: CarouselViewProps) {
  const index = useSelector(actor, (snapshot) => snapshot.context.index);
  const mode = useSelector(actor, (snapshot) => snapshot.value as CarouselMode);
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const pausable = useSelector(
    actor,
    (snapshot) =>
      snapshot.can({ type: 'carousel.stop' }) || snapshot.can({ type: 'carousel.play' }),
  );
  return (
    <Carousel
      label={label}
      slides={slides}
      index={index}
      mode={mode}
      kind={kind}
      pausable={pausable}
      className={className}
      onNext={() => actor.send({ type: 'carousel.next' })}
      onPrevious={() => actor.send({ type: 'carousel.previous' })}
      onGo={(target) => actor.send({ type: 'carousel.go', index: target })}
      onHold={() => actor.send({ type: 'carousel.hold' })}
      onRelease={() => actor.send({ type: 'carousel.release' })}
      onStop={() => actor.send({ type: 'carousel.stop' })}
      onPlay={() => actor.send({ type: 'carousel.play' })}
    />
  );
}

export interface MachineCarouselProps {
  machine: CarouselMachine;
  /** Banners fade and play by themselves; tiles (offers, cards, slides of text) only when moved. */
  kind: CarouselKind;
  label: string;
  slides: readonly ReactNode[];
  className?: string;
  /** For tests: a simulated clock for the slide interval, and an inspector. */
  actorOptions?: Pick<ActorOptions<CarouselMachine>, 'clock' | 'inspect'>;
}

/** A carousel driven by the carousel machine: autoplay, hold, pause, swipe and reduced motion. */
export function MachineCarousel({
  machine,
  kind,
  label,
  slides,
  className,
  actorOptions,
}: MachineCarouselProps) {
  // Hydrating, the carousel starts as the server drew it; the preference is read just after.
  const hydrating = useHydrating();
  const actor = useActorRef(machine, {
    input: { count: slides.length, autoplay: hydrating || !prefersReducedMotion(), kind },
    inspect,
    ...actorOptions,
  });

  useEffect(() => {
    if (actor.getSnapshot().context.count !== slides.length) {
      actor.send({ type: 'slides.change', count: slides.length });
    }
  }, [actor, slides.length]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => {
      if (query.matches) actor.send({ type: 'motion.reduce' });
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
    };
  }, [actor]);

  return <CarouselView actor={actor} label={label} slides={slides} className={className} />;
}
