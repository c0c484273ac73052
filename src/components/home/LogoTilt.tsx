'use client';
import Tilt from 'react-parallax-tilt';
import { useReducedMotion } from 'motion/react';
import type { ReactNode } from 'react';

/** SPEC: each logo tilts on hover, max 25° on both axes, 4000 ms transition, highlight of strength 0.4. */
export const LOGO_TILT = { maxAngle: 25, transitionSpeedMs: 4000, glareMaxOpacity: 0.4 } as const;

/** The tilting, glare-following card around a client logo; still under prefers-reduced-motion. */
export function LogoTilt({ children, className }: { children: ReactNode; className?: string }) {
  const reduced = useReducedMotion() ?? false;
  return (
    <Tilt
      className={className}
      tiltEnable={!reduced}
      tiltMaxAngleX={LOGO_TILT.maxAngle}
      tiltMaxAngleY={LOGO_TILT.maxAngle}
      transitionSpeed={LOGO_TILT.transitionSpeedMs}
      glareEnable={!reduced}
      glareMaxOpacity={LOGO_TILT.glareMaxOpacity}
      glareColor="var(--color-fg)"
      glarePosition="all"
      glareBorderRadius="24px"
    >
      {children}
    </Tilt>
  );
}
