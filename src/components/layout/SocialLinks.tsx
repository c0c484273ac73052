'use client';
import { useReducedMotion, useSpring } from 'motion/react';
import { useEffect, useRef } from 'react';
import type { SocialLink } from '@/content/schema';
import { navLabels } from '@/content/navigation';
import { Icon } from '@/components/ui/Icon';
import { externalLinkProps } from '@/lib/links';
import { MAGNET_SPRING, magnetOffset } from '@/lib/magnet';

/** One social icon, drawn toward the pointer within 10 × its width (strength 0.1, spring 300/20). */
function MagnetLink({ link, reducedMotion }: { link: SocialLink; reducedMotion: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const iconRef = useRef<HTMLSpanElement>(null);
  const x = useSpring(0, MAGNET_SPRING);
  const y = useSpring(0, MAGNET_SPRING);

  // The springs write the transform straight to the icon: no re-render, no animation bundle.
  useEffect(() => {
    const render = () => {
      if (iconRef.current) iconRef.current.style.transform = `translate3d(${x.get()}px, ${y.get()}px, 0)`;
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
    const onMove = (e: PointerEvent) => {
      const el = ref.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      const offset = magnetOffset({ x: e.clientX, y: e.clientY }, { x: r.left + r.width / 2, y: r.top + r.height / 2 }, link.icon.width);
      x.set(offset.x);
      y.set(offset.y);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, [reducedMotion, link.icon.width, x, y]);

  return (
    <a
      ref={ref}
      href={link.href}
      {...externalLinkProps(link.href)}
      className="grid size-12 place-items-center rounded-full border border-line text-fg/85 transition-colors hover:border-fg/40 hover:text-fg"
    >
      <span ref={iconRef} className="grid place-items-center will-change-transform">
        <Icon name={link.icon.name} width={link.icon.width} />
      </span>
      <span className="sr-only">
        {link.title} {navLabels.newTab}
      </span>
    </a>
  );
}

/** The footer's social links: title (for screen readers), target and icon. */
export function SocialLinks({ links, labelledBy }: { links: SocialLink[]; labelledBy: string }) {
  const reducedMotion = useReducedMotion() ?? false;
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-2.5">
      {links.map((link) => (
        <li key={link.href}>
          <MagnetLink link={link} reducedMotion={reducedMotion} />
        </li>
      ))}
    </ul>
  );
}
