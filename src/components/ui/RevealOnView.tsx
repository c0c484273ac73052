'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The texts waiting for the reader: AnimatedText's idle state. */
const IDLE = '.animated-text[data-state="idle"]';
/** They play once their top is 10% above the bottom of the viewport. */
const ROOT_MARGIN = '0px 0px -10% 0px';

/**
 * Starts every AnimatedText of the page as it comes into view: one IntersectionObserver for all of them, set up once
 * the page has hydrated and again after each client navigation (the new page's texts). Mounted once, in the root
 * layout. It renders nothing; the texts themselves are server components (see AnimatedText).
 */
export function RevealOnView() {
  const pathname = usePathname();
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.state = 'play';
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    document.querySelectorAll(IDLE).forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
