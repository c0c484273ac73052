'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/Dialog';

/**
 * The case-study dialog of the intercepted /work/{slug} route. It opens over the page the visitor came from;
 * 'Close Dialog', Escape and the overlay go back in history (so the address returns to /work), and the browser's
 * Back closes it too. The Dialog traps focus inside and returns it to the card that opened it.
 */
export function CaseStudyModal({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(true);
  // A parallel slot keeps its content on client navigations it does not match: never show a stale dialog.
  if (pathname !== path) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setOpen(false);
        router.back();
      }}
      title={title}
      size="page"
    >
      {children}
    </Dialog>
  );
}
