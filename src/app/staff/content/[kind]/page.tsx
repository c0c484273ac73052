import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { inputClass } from '@/components/forms/FormField';
import { NewItemButton } from '@/components/staff/content/NewItemButton';
import { StatusBadge } from '@/components/staff/content/StatusBadge';
import { cellClass, StaffTable } from '@/components/staff/StaffTable';
import { primaryButton } from '@/components/staff/styles';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { isCollection } from '@/lib/content/collections';
import { CONTENT_KINDS, isKindName } from '@/lib/content/kinds';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';
import { requireStaffPage } from '@/server/auth/session';
import { listItems } from '@/server/content/edit';
import { getDb } from '@/server/db/client';

const copy = staffContentCopy;

export async function generateMetadata({ params }: PageProps<'/staff/content/[kind]'>): Promise<Metadata> {
  const { kind } = await params;
  return { title: isKindName(kind) ? copy.kinds[kind] : copy.title };
}

/** /staff/content/{kind}: a collection's items with search; a singleton opens its form. */
export default async function KindPage({ params, searchParams }: PageProps<'/staff/content/[kind]'>) {
  const { kind } = await params;
  const { q: raw, deleted } = await searchParams;
  const q = (typeof raw === 'string' ? raw : '').slice(0, 200);
  await requireStaffPage(`/staff/content/${encodeURIComponent(kind)}${q ? `?q=${encodeURIComponent(q)}` : ''}`, 'content:edit');
  if (!isKindName(kind)) notFound();
  const db = await getDb();
  const items = await listItems(db, kind, q);
  if (!CONTENT_KINDS[kind].collection && items.length === 1 && !q) redirect(`/staff/content/${kind}/${items[0].id}`);
  return (
    <>
      <p className="text-sm">
        <Link href="/staff/content" className="rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus">
          {copy.list.back}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h3 font-semibold">{copy.kinds[kind]}</h1>
        {isCollection(kind) ? <NewItemButton kind={kind} label={copy.list.new[kind]} /> : null}
      </div>
      {typeof deleted === 'string' && deleted ? (
        <p role="status" className="mt-4 rounded-xl border border-line bg-ink-2 px-4 py-3 text-sm">
          {fillTemplate(copy.list.deleted, { item: deleted.slice(0, 200) })}
        </p>
      ) : null}
      <form method="get" role="search" aria-label={copy.list.search} className="mt-6 flex flex-wrap items-end gap-3 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="content-q" className="mb-1.5 block text-sm font-medium text-fg">
            {copy.list.search}
          </label>
          <input id="content-q" name="q" type="search" defaultValue={q} placeholder={copy.list.searchHint} maxLength={200} className={inputClass} />
        </div>
        <button type="submit" className={primaryButton}>
          {copy.list.submit}
        </button>
      </form>
      {items.length ? (
        <StaffTable
          caption={copy.kinds[kind]}
          columns={[{ label: copy.list.name }, { label: copy.list.key }, { label: copy.list.status }, { label: copy.list.updated }]}
          minWidth="md"
        >
          {items.map((item) => (
            <tr key={item.id}>
              <td className={cellClass}>
                <Link href={`/staff/content/${kind}/${item.id}`} className="rounded-sm font-semibold text-fg underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus">
                  {item.title}
                </Link>
              </td>
              <td className={`${cellClass} font-mono text-xs text-muted`}>{item.key}</td>
              <td className={cellClass}>
                <StatusBadge status={item.status} hasDraft={item.hasDraft} shown={item.status !== 'published' || item.shown} />
              </td>
              <td className={`whitespace-nowrap ${cellClass} text-muted`}>
                <time dateTime={item.updatedAt.toISOString()}>{formatStaffTime(item.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-6 text-muted">{copy.list.empty}</p>
      )}
    </>
  );
}
