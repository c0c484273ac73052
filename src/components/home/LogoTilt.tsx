'use client';
import type { CSSProperties, PointerEvent, ReactNode } from 'react';
import { NO_TILT, tiltAt, type Tilt } from '@/lib/home/tilt';

/** SPEC: each logo tilts on hover, max 25° on both axes, 4000 ms transition, highlight of strength 0.4. */
export const LOGO_TILT = { maxAngle: 25, transitionSpeedMs: 4000, glareMaxOpacity: 0.4 } as const;

function apply(el: HTMLElement, tilt: Tilt) {
  el.style.setProperty('--tilt-x', `${tilt.rotateX}deg`);
  el.style.setProperty('--tilt-y', `${tilt.rotateY}deg`);
  el.style.setProperty('--glare-angle', `${tilt.glareAngle}deg`);
  el.style.setProperty('--glare-opacity', String(tilt.glareOpacity));
}

/**
 * The tilting card around a client logo, with a highlight that follows the pointer (mouse and pen; touch
 * scrolls instead). The pointer only sets four CSS variables; CSS eases the card over 4 s and keeps it
 * still under prefers-reduced-motion (logo-tilt.css, part of the global stylesheet).
 */
export function LogoTilt({ children, className }: { children: ReactNode; className?: string }) {
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    const el = event.currentTarget;
    apply(el, tiltAt(event.clientX, event.clientY, el.getBoundingClientRect(), LOGO_TILT.maxAngle, LOGO_TILT.glareMaxOpacity));
  };
  // The pointer is read on a still outer box: hit-testing the tilting card itself would lose the pointer as
  // the corner under it sinks away, and the card would flicker between tilted and flat.
  return (
    <div
      className="logo-tilt-frame"
      data-testid="logo-tilt"
      onPointerMove={move}
      onPointerLeave={(event) => apply(event.currentTarget, NO_TILT)}
      style={{ '--tilt-ms': `${LOGO_TILT.transitionSpeedMs}ms` } as CSSProperties}
    >
      <div className={`logo-tilt ${className ?? ''}`}>
        {children}
        <span aria-hidden="true" className="logo-tilt-glare" />
      </div>
    </div>
  );
}
