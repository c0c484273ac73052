import Link from '@/components/ui/Link';
import type { ComponentProps, ReactNode } from 'react';
import { navLabels } from '@/content/navigation';
import { externalLinkProps, isNonRouteHref } from '@/lib/layout/links';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  href: string;
  /** Open a site path in a new tab too (http targets always do). */
  newTab?: boolean;
  children: ReactNode;
};

/**
 * The one link component for content-driven targets: site paths go through the site's Link; http targets
 * open in a new tab with rel="noopener noreferrer" (SPEC: "Links whose target starts with http open in a
 * new tab"); mailto:/tel: stay plain anchors. New-tab links say so to screen readers.
 */
export function SmartLink({ href, newTab, children, ...rest }: SmartLinkProps) {
  const target = externalLinkProps(href, { newTab });
  const body = (
    <>
      {children}
      {target.target ? <span className="sr-only"> {navLabels.newTab}</span> : null}
    </>
  );
  if (isNonRouteHref(href) || target.target) {
    return (
      <a href={href} {...target} {...rest}>
        {body}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {body}
    </Link>
  );
}
