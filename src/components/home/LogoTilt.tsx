'use client';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { LOGO_TILT, NO_TILT, TILT_FRAME_CLASS, tiltAt, type Tilt } from '@/lib/home/tilt';

function apply(el: HTMLElement, tilt: Tilt) {
  el.style.setProperty('--tilt-x', `${tilt.rotateX}deg`);
  el.style.setProperty('--tilt-y', `${tilt.rotateY}deg`);
  el.style.setProperty('--glare-angle', `${tilt.glareAngle}deg`);
  el.style.setProperty('--glare-opacity', String(tilt.glareOpacity));
}

/** The card under the pointer, its box (read when the pointer reaches it) and the scroll position then. */
type Hovered = { frame: HTMLElement; box: DOMRect; scrollX: number; scrollY: number };

/**
 * The list of client logos, each card tilting toward the pointer with a highlight that follows it (mouse and pen;
 * touch scrolls instead). One client component for the whole list: the cards are server markup (ClientLogos), so
 * none of them is hydrated. The pointer only sets four CSS variables on the card's frame; CSS eases the card over
 * 4 s and keeps it still under prefers-reduced-motion (logo-tilt.css, part of the global stylesheet).
 * The frame's box is measured when the pointer reaches a card (and again after a scroll), not on every move: each
 * move restyles the card, so measuring on every move forced a style and layout pass per pointer event.
 */
export function LogoTiltList({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  const hovered = useRef<Hovered | null>(null);
  const leave = () => {
    if (hovered.current) apply(hovered.current.frame, NO_TILT);
    hovered.current = null;
  };
  const move = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType === 'touch') return;
    // The pointer is read on the still outer box: hit-testing the tilting card itself would lose the pointer as
    // the corner under it sinks away, and the card would flicker between tilted and flat.
    const frame = (event.target as Element).closest<HTMLElement>(`.${TILT_FRAME_CLASS}`);
    if (!frame) return leave();
    let current = hovered.current;
    if (current?.frame !== frame) leave();
    if (current?.frame !== frame || current.scrollX !== window.scrollX || current.scrollY !== window.scrollY) {
      current = hovered.current = { frame, box: frame.getBoundingClientRect(), scrollX: window.scrollX, scrollY: window.scrollY };
    }
    apply(frame, tiltAt(event.clientX, event.clientY, current.box, LOGO_TILT.maxAngle, LOGO_TILT.glareMaxOpacity));
  };
  return (
    <ul className={className} data-testid={testId} onPointerMove={move} onPointerLeave={leave}>
      {children}
    </ul>
  );
}
