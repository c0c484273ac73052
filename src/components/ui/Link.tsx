'use client';
import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * The site's link to its own pages: next/link, prefetching its target once a visitor shows the intent to follow it
 * (the pointer reaches it, the keyboard's focus reaches it, a finger touches it) rather than as soon as it is on screen.
 * next/link's default prefetches every link in the viewport once the page is idle, with the target's scripts: the
 * header's Home link alone fetched the home page's code on every other page, and the work grid the case-study
 * dialog's, all of it during the page's first load. On intent, the link turns next/link's own prefetching on (the
 * link is on screen, so it starts at once); a hover comes a few hundred milliseconds before the click.
 * Import this instead of next/link (eslint enforces it).
 */
export default function Link({ onPointerEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      prefetch={wanted ? null : false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        setWanted(true);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        // Focus shown with a ring: the keyboard's. A dialog that opens puts focus on its first link, and prefetching
        // that page then ran inside the tap that opened the menu; opened by a tap or a click, that focus shows no
        // ring. Opened by the keyboard it does (the browser shows the ring to keyboard users), and the page is fetched
        // ahead, as it is for any link the keyboard reaches.
        if (event.currentTarget.matches(':focus-visible')) setWanted(true);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        setWanted(true);
      }}
      {...rest}
    />
  );
}
