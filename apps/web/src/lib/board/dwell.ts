import { type PointerEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Dwell selection, for a child who points with a mouse, eye gaze or a head pointer but cannot click: a pointer that
 * rests on a button for the dwell time presses it. Moving off starts again from nothing. A button just pressed needs
 * the pointer to leave it and come back before it can be pressed again, so a resting gaze never repeats a word (nor
 * presses whatever opens under it in a folder, which sits in the same cell).
 */

export interface Dwell {
  /** The button the pointer rests on while its dwell runs; null when none is. */
  readonly dwelling: string | null;
  /** What a button that dwell can press listens to; the same function from render to render. */
  readonly handlers: (
    key: string,
    disabled: boolean,
  ) => {
    onPointerEnter?: (event: PointerEvent) => void;
    onPointerLeave?: () => void;
  };
  /** A button was pressed, by any means: its dwell stops, and it waits for the pointer to leave. */
  readonly settle: (key: string) => void;
}

export function useDwell({
  enabled,
  dwellMs,
  press,
}: {
  readonly enabled: boolean;
  readonly dwellMs: number;
  /** Presses the button with this key, as a tap would. */
  readonly press: (key: string) => void;
}): Dwell {
  const [dwelling, setDwelling] = useState<string | null>(null);
  // The button pressed last, until the pointer leaves it.
  const spent = useRef<string | null>(null);
  const pressNow = useEffectEvent((key: string) => press(key));

  useEffect(() => {
    if (!enabled || dwelling === null) return;
    const timer = window.setTimeout(() => pressNow(dwelling), dwellMs);
    return () => window.clearTimeout(timer);
  }, [enabled, dwelling, dwellMs]);

  const settle = (key: string) => {
    spent.current = key;
    setDwelling(null);
  };

  const handlers = useCallback<Dwell['handlers']>(
    (key, disabled) =>
      enabled
        ? {
            onPointerEnter: (event) => {
              // A finger on a touch screen taps; dwell is for pointers that hover.
              if (event.pointerType === 'touch' || disabled) return;
              if (spent.current === key) return;
              spent.current = null;
              setDwelling(key);
            },
            onPointerLeave: () => {
              if (spent.current === key) spent.current = null;
              setDwelling((before) => (before === key ? null : before));
            },
          }
        : {},
    [enabled],
  );

  return { dwelling: enabled ? dwelling : null, handlers, settle };
}

/**
 * Whether anyone has tapped, clicked or pressed a key on the page yet: browsers let a page speak only after that,
 * and a pointer that only rests never counts.
 */
export function usePageActivated(watch: boolean): boolean {
  const [activated, setActivated] = useState(() => navigator.userActivation?.hasBeenActive ?? true);
  useEffect(() => {
    if (!watch || activated) return;
    const done = () => setActivated(true);
    window.addEventListener('pointerdown', done, true);
    window.addEventListener('keydown', done, true);
    return () => {
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
    };
  }, [watch, activated]);
  return activated;
}
