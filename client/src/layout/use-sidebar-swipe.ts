import { useEffect, useRef } from 'react';

/** A swipe is a mostly horizontal move of at least this many pixels. */
const MIN_SWIPE_PX = 60;
/** A swipe that opens the menu starts this close to the screen's edge on the menu's side. */
const EDGE_PX = 24;

interface SwipeOptions {
  enabled: boolean;
  open: boolean;
  rtl: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Small screens: a swipe towards the sidebar's edge (left, or right in RTL) closes the open
 * sidebar; a swipe away from that edge, started on it, opens it.
 */
export function useSidebarSwipe({ enabled, open, rtl, onOpen, onClose }: SwipeOptions): void {
  const latest = useRef({ open, rtl, onOpen, onClose });
  latest.current = { open, rtl, onOpen, onClose };

  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number; fromEdge: boolean } | null = null;
    const onStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return void (start = null);
      const { rtl: isRtl } = latest.current;
      const fromEdge = isRtl ? touch.clientX >= window.innerWidth - EDGE_PX : touch.clientX <= EDGE_PX;
      start = { x: touch.clientX, y: touch.clientY, fromEdge };
    };
    // Decided while the finger moves: the browser may take a horizontal gesture over (back
    // navigation, panning) and end it with a touchcancel, never a touchend.
    const onMove = (event: TouchEvent): void => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < MIN_SWIPE_PX) return;
      const { fromEdge } = start;
      start = null;
      if (Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      const current = latest.current;
      const towardsEdge = current.rtl ? dx > 0 : dx < 0;
      if (current.open && towardsEdge) current.onClose();
      else if (!current.open && fromEdge && !towardsEdge) current.onOpen();
    };
    const onEnd = (): void => {
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);
}
