import { staffCopy } from '@/content/staff';
import { can, type Permission, type Role } from './roles';

export type NavLink = { href: string; label: string; key: 'inbox' | 'content' | 'media' | 'audit' | 'accounts' | 'account' };

const LINKS: (NavLink & { permission: Permission })[] = [
  { key: 'inbox', href: '/staff', label: staffCopy.nav.inbox, permission: 'submissions:read' },
  { key: 'content', href: '/staff/content', label: staffCopy.nav.content, permission: 'content:edit' },
  { key: 'media', href: '/staff/content/media', label: staffCopy.nav.media, permission: 'content:edit' },
  { key: 'audit', href: '/staff/audit', label: staffCopy.nav.audit, permission: 'audit:read' },
  { key: 'accounts', href: '/staff/accounts', label: staffCopy.nav.accounts, permission: 'accounts:manage' },
  { key: 'account', href: '/staff/account', label: staffCopy.nav.account, permission: 'account:self' },
];

/**
 * The staff pages a role can use, as the header lists them: only what its permissions reach (the routes check the
 * same permissions; this only keeps a role from being shown doors it cannot open). Someone who must turn on
 * two-factor first sees the account page alone.
 */
export function staffNav(role: Role, twoFactorFirst = false): NavLink[] {
  return LINKS.filter((l) => (twoFactorFirst ? l.permission === 'account:self' : can(role, l.permission))).map(({ key, href, label }) => ({ key, href, label }));
}
