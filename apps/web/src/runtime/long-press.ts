import { type PointerEvent as ReactPointerEvent, useEffect, useMemo, useRef } from 'react';

export const LONG_PRESS_MS = 350;
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;

/** Fires after 350 ms of a still press; more than 10 px of movement or a release cancels it. */
export class LongPressTracker {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private origin: { x: number; y: number } | null = null;

  constructor(
    private readonly onLongPress: () => void,
    private readonly delayMs = LONG_PRESS_MS,
    private readonly tolerancePx = LONG_PRESS_MOVE_TOLERANCE_PX,
  ) {}

  start(x: number, y: number): void {
    this.cancel();
    this.origin = { x, y };
    this.timer = setTimeout(() => {
      this.origin = null;
      this.onLongPress();
    }, this.delayMs);
  }

  move(x: number, y: number): void {
    if (!this.origin) return;
    if (Math.hypot(x - this.origin.x, y - this.origin.y) > this.tolerancePx) this.cancel();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.origin = null;
  }
}

/** Pointer handlers for an element that reacts to a long press. */
export function useLongPress(onLongPress: () => void) {
  const callback = useRef(onLongPress);
  callback.current = onLongPress;
  const tracker = useMemo(() => new LongPressTracker(() => callback.current()), []);
  useEffect(() => () => tracker.cancel(), [tracker]);
  return {
    onPointerDown: (e: ReactPointerEvent) => tracker.start(e.clientX, e.clientY),
    onPointerMove: (e: ReactPointerEvent) => tracker.move(e.clientX, e.clientY),
    onPointerUp: () => tracker.cancel(),
    onPointerCancel: () => tracker.cancel(),
    onPointerLeave: () => tracker.cancel(),
  };
}
