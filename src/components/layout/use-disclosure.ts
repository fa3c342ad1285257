import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

export function isInside(container: Element | null, target: EventTarget | null): boolean {
  return target instanceof Node && container !== null && container.contains(target);
}

export function closeOnLinkClick(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };
}

/** Focus leaving closes it: an open panel would cover the control that took focus (WCAG 2.4.11). */
export function useDisclosure(open: boolean, setOpen: (open: boolean) => void) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(rootRef.current, event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  return {
    rootProps: {
      ref: rootRef,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      },
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget;
        if (open && next !== null && !isInside(rootRef.current, next)) setOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!open),
    },
    panelProps: { id: panelId, hidden: !open, onClick: closeOnLinkClick(() => setOpen(false)) },
  };
}
