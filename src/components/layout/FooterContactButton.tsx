'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { useDialogStore } from '@/components/dialogs/dialog-store';
import { showsFooterContactButton } from '@/lib/layout/nav';
import { preloadFormDialogs } from '@/components/dialogs/SiteDialogs';

/**
 * The footer's contact button: a link to /contact (so it works before JavaScript runs); once it does,
 * a plain click opens the project-enquiry dialog instead.
 */
export function FooterContactButton({ children, className }: { children: ReactNode; className?: string }) {
  const pathname = usePathname() ?? '/';
  const openEnquiry = useDialogStore((s) => s.openEnquiry);
  if (!showsFooterContactButton(pathname)) return null;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // new tab/window: let the link work
    e.preventDefault();
    openEnquiry();
  };
  return (
    <Link href="/contact" onClick={onClick} onPointerEnter={preloadFormDialogs} onFocus={preloadFormDialogs} data-testid="footer-contact-button" className={className}>
      {children}
    </Link>
  );
}
