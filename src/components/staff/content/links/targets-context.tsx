'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { LinkTargets } from '@/lib/content/link-targets';

/** What the pickers choose from and check links against; null where the page gave none (then they are text boxes). */
const TargetsContext = createContext<LinkTargets | null>(null);

/** Gives the content form's reference and link fields the site's items and redirects (the item's page reads them). */
export function LinkTargetsProvider({ value, children }: { value: LinkTargets; children: ReactNode }) {
  return <TargetsContext value={value}>{children}</TargetsContext>;
}

export const useLinkTargets = () => useContext(TargetsContext);
