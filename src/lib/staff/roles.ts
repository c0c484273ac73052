/**
 * Staff roles and what each may do: the one table every staff route and page checks (src/server/auth/session.ts).
 * Least privilege: a content role never reaches a submission (CV, enquiry), the inbox role never changes content.
 *
 * - owner: everything, and the only one who manages accounts, roles and reads the audit log;
 * - editor: edits and publishes content, manages media and redirects;
 * - writer: edits drafts only (no publish, schedule or unpublish, no uploads or redirects);
 * - inbox: reads and handles submissions (applications, enquiries, pricing requests), sees no content tools.
 */
export const ROLES = ['owner', 'editor', 'writer', 'inbox'] as const;
export type Role = (typeof ROLES)[number];

const ALL: readonly Role[] = ROLES;

/** Each permission and the roles that hold it. */
export const PERMISSIONS = {
  /** Your own account: the account page, two-factor, signing out. */
  'account:self': ALL,
  /** The inbox, a submission's page, its files, the CSV export. */
  'submissions:read': ['owner', 'inbox'],
  /** Status, notes, unread, erasure. */
  'submissions:handle': ['owner', 'inbox'],
  /** The content lists and editor, drafts, history, restore into a draft, preview, the media library to pick from. */
  'content:edit': ['owner', 'editor', 'writer'],
  /** Publish, unpublish, schedule and cancel a schedule. */
  'content:publish': ['owner', 'editor'],
  /** Upload, delete and move the focal point of media. */
  'media:manage': ['owner', 'editor'],
  /** The redirects page and its changes. */
  'redirects:manage': ['owner', 'editor'],
  /** The audit log. */
  'audit:read': ['owner'],
  /** Invite, change roles, reset a colleague's two-factor, remove accounts. */
  'accounts:manage': ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a role holds a permission (an unknown role holds none). */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return Boolean(role) && (PERMISSIONS[permission] as readonly Role[]).includes(role as Role);
}

/** Where a role starts after signing in: the inbox for those who read submissions, else the content editor. */
export function homeOf(role: Role): string {
  return can(role, 'submissions:read') ? '/staff' : '/staff/content';
}
