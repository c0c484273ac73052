'use client';
import { useSpring } from 'motion/react';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { MAGNET_SPRING, magnetOffset } from '@/lib/layout/magnet';

/**
 * Draws its content toward the pointer: within 10 × `width` of its link's centre it moves by 0.1 × the
 * pointer's offset, carried by motion's spring (stiffness 300, damping 20). Still under reduced motion.
 * Loaded on demand by SocialLinks, so motion stays out of every page's first load.
 */
export default function MagnetIcon({ width, children }: { width: number; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const x = useSpring(0, MAGNET_SPRING);
  const y = useSpring(0, MAGNET_SPRING);

  // The springs write the transform straight to the element: no re-render per frame.
  useEffect(() => {
    const render = () => {
      if (ref.current) ref.current.style.transform = `translate3d(${x.get()}px, ${y.get()}px, 0)`;
    };
    const stopX = x.on('change', render);
    const stopY = y.on('change', render);
    return () => {
      stopX();
      stopY();
    };
  }, [x, y]);

  useEffect(() => {
    if (reducedMotion) {
      x.jump(0);
      y.jump(0);
      return;
    }
    // The link's centre, measured once and again after a scroll or resize: measuring it on every pointer move forced
    // a style and layout pass per move and per icon (the springs restyle the icons every frame).
    let centre: { x: number; y: number } | null = null;
    const forget = () => (centre = null);
    const onMove = (e: PointerEvent) => {
      // Measure the link (which does not move), not the icon (which does).
      const anchor = ref.current?.parentElement;
      if (!anchor) return;
      if (!centre) {
        const r = anchor.getBoundingClientRect();
        centre = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }
      const offset = magnetOffset({ x: e.clientX, y: e.clientY }, centre, width);
      x.set(offset.x);
      y.set(offset.y);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('scroll', forget, { passive: true });
    window.addEventListener('resize', forget, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('scroll', forget);
      window.removeEventListener('resize', forget);
    };
  }, [reducedMotion, width, x, y]);

  return (
    <span ref={ref} className="grid place-items-center will-change-transform">
      {children}
    </span>
  );
}
