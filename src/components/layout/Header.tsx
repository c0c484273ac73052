'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { headerItems } from '@/content/navigation';
import { site } from '@/content/site';
import { activeNavItem } from '@/lib/nav';

/** Site header. The foundation issue completes Explore and the mobile menu. */
export function Header() {
  const active = activeNavItem(usePathname() ?? '/');
  return (
    <header className="container-site flex h-20 items-center justify-between">
      <Link href="/" className="text-xl font-bold tracking-tight">
        {site.name}
      </Link>
      <nav aria-label="Main">
        <ul className="flex gap-6">
          {headerItems.map((item) =>
            'href' in item ? (
              <li key={item.id}>
                <Link href={item.href} aria-current={active === item.id ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
    </header>
  );
}
