// Drag or swipe a toast sideways to dismiss it (notistack has no drag of its own).
import { useRef, useState, type PointerEvent } from 'react';

/** Share of its own width a toast must travel before letting go dismisses it: the customer's 80 percent. */
const DISMISS_THRESHOLD = 0.8;
/** Movement, in pixels, below which a press still counts as a click. */
const CLICK_SLOP = 6;

export function isFarEnough(distance: number, width: number, threshold = DISMISS_THRESHOLD): boolean {
  return width > 0 && Math.abs(distance) >= width * threshold;
}

/** How opaque the toast is while dragged: it fades as it nears the threshold. */
export function opacityAt(distance: number, width: number, threshold = DISMISS_THRESHOLD): number {
  if (width <= 0) return 1;
  return Math.max(0.25, 1 - Math.abs(distance) / (width * threshold) * 0.75);
}

type Drag = { pointerId: number; startX: number; width: number; hasMoved: boolean };

/** Pointer handlers and the offset for a dismissible element; `onClick` ignores the click that ends a drag. */
export function useDragToDismiss(onDismiss: () => void) {
  const drag = useRef<Drag | null>(null);
  const wasDragged = useRef(false);
  const [motion, setMotion] = useState({ offset: 0, width: 0 });

  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const distance = event.clientX - current.startX;
    if (current.hasMoved && isFarEnough(distance, current.width)) onDismiss();
    else setMotion({ offset: 0, width: 0 });
  };

  return {
    offset: motion.offset,
    opacity: opacityAt(motion.offset, motion.width),
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        wasDragged.current = false;
        drag.current = { pointerId: event.pointerId, startX: event.clientX, width: event.currentTarget.offsetWidth, hasMoved: false };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const distance = event.clientX - current.startX;
        if (!current.hasMoved && Math.abs(distance) < CLICK_SLOP) return;
        if (!current.hasMoved) {
          current.hasMoved = true;
          wasDragged.current = true;
          // Captured only once it is a drag, so a press on a button inside still clicks that button.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setMotion({ offset: distance, width: current.width });
      },
      onPointerUp: end,
      onPointerCancel() {
        drag.current = null;
        setMotion({ offset: 0, width: 0 });
      },
    },
    /** True when the click that follows a pointer release ends a drag rather than being a click. */
    consumeDrag(): boolean {
      const dragged = wasDragged.current;
      wasDragged.current = false;
      return dragged;
    },
  };
}
