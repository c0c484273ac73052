import { accountsCopy } from '@/content/accounts';
import { staffCopy } from '@/content/staff';
import { staffTeamCopy } from '@/content/staff-team';
import { fillTemplate } from '@/lib/copy/template';
import type { Status } from './filters';
import { isRole } from './roles';

type Detail = Record<string, unknown>;
const roleName = (v: unknown) => (isRole(v) ? accountsCopy.roles[v].name : '');
const isStatus = (v: unknown): v is Status => typeof v === 'string' && v in staffCopy.statuses;

/** "1 submission", "12 submissions". */
function submissionCount(count: number): string {
  return count === 1 ? staffCopy.submissionCount.one : fillTemplate(staffCopy.submissionCount.other, { count });
}

/**
 * An audit entry in words: "Changed the status from New to In review", "Downloaded cv.pdf". A file is named while it
 * exists (the log keeps only its id, so an erased submission's file names are gone with it).
 */
export function describeAction(action: string, detail: Detail, files: { id: string; name: string }[] = []): string {
  const words: Record<string, string> = { ...staffCopy.actions, ...staffTeamCopy.audit };
  const template = words[action] ?? action;
  const file = files.find((f) => f.id === detail.fileId)?.name ?? 'a file';
  return fillTemplate(template, {
    file,
    from: isStatus(detail.from) ? staffCopy.statuses[detail.from] : '',
    to: isStatus(detail.to) ? staffCopy.statuses[detail.to] : '',
    count: submissionCount(typeof detail.count === 'number' ? detail.count : 0),
    email: typeof detail.email === 'string' ? detail.email : '',
    item: typeof detail.item === 'string' ? detail.item : '',
    path: typeof detail.path === 'string' ? detail.path : '',
    target: typeof detail.target === 'string' ? detail.target : '',
    change: detail.change === 'publish' || detail.change === 'unpublish' ? detail.change : '',
    when: typeof detail.when === 'string' ? detail.when : '',
    reason: typeof detail.reason === 'string' ? detail.reason : '',
    source: typeof detail.source === 'string' ? detail.source : '',
    ...(typeof detail.from === 'string' && !isStatus(detail.from) ? { from: detail.from } : {}),
    author: typeof detail.author === 'string' ? detail.author : '',
    role: roleName(detail.role),
    fromRole: roleName(detail.from),
    toRole: roleName(detail.to),
  });
}
