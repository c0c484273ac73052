import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompareVersions } from '@/components/staff/content/CompareVersions';
import { DiffView } from '@/components/staff/content/DiffView';
import { RestoreButton } from '@/components/staff/content/RestoreButton';
import { RevertButton } from '@/components/staff/content/RevertButton';
import { cellClass, StaffTable } from '@/components/staff/StaffTable';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { staffTeamCopy as teamCopy } from '@/content/staff-team';
import { diffData } from '@/lib/content/diff';
import { isKindName } from '@/lib/content/kinds';
import { itemName } from '@/lib/content/names';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';
import { requireStaffPage } from '@/server/auth/session';
import { getItem, history } from '@/server/content/edit';
import { getDb } from '@/server/db/client';

const copy = staffContentCopy.history;
const link = 'rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus';

export const metadata: Metadata = { title: staffContentCopy.form.history };

/**
 * /staff/content/{kind}/{id}/history: every version, newest first, with who saved it and how; the diff of one
 * version (?v=, by default the newest) against the published one; Restore copies a version into a new draft.
 */
export default async function HistoryPage({ params, searchParams }: PageProps<'/staff/content/[kind]/[id]/history'>) {
  const { kind, id } = await params;
  const query = await searchParams;
  const requested = Number(query.v);
  const base = `/staff/content/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
  await requireStaffPage(`${base}/history`, 'content:edit');
  const db = await getDb();
  const item = await getItem(db, id);
  if (!item || !isKindName(kind) || item.kind !== kind) notFound();
  const versions = await history(db, id);
  const shown = versions.find((v) => v.id === requested) ?? versions[0];
  // Any two versions (?a=&b=), else the shown one against the published one.
  const [from, to] = [versions.find((v) => v.id === Number(query.a)), versions.find((v) => v.id === Number(query.b))];
  const pair = from && to ? { from, to } : null;
  const changes = pair ? diffData(pair.from.data, pair.to.data) : item.published && shown ? diffData(item.published.data, shown.data) : [];
  const name = itemName(kind, item.key, item.data);
  return (
    <>
      <p className="text-sm">
        <Link href={base} className={link}>
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-h3 font-semibold">{fillTemplate(copy.title, { item: name })}</h1>
      {item.status === 'published' ? (
        <div className="mt-4">
          <RevertButton itemId={item.id} />
        </div>
      ) : null}

      <CompareVersions
        action={`${base}/history`}
        versions={versions}
        from={pair?.from.id ?? item.published?.id ?? versions.at(-1)?.id ?? null}
        to={pair?.to.id ?? versions[0]?.id ?? null}
      />

      <section aria-labelledby="diff-title" className="mt-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5">
        {pair ? (
          <>
            <h2 id="diff-title" className="font-semibold">
              {fillTemplate(teamCopy.compare.title, { a: pair.from.id, b: pair.to.id })}
            </h2>
            {changes.length ? <DiffView changes={changes} /> : <p className="mt-2 text-muted">{teamCopy.compare.same}</p>}
          </>
        ) : (
          <>
            <h2 id="diff-title" className="font-semibold">
              {copy.diffTitle}: {shown ? fillTemplate(copy.version, { id: shown.id }) : null}
            </h2>
            {!item.published ? <p className="mt-2 text-muted">{copy.noPublished}</p> : changes.length ? <DiffView changes={changes} /> : <p className="mt-2 text-muted">{copy.noDiff}</p>}
          </>
        )}
      </section>

      <StaffTable
        caption={fillTemplate(copy.title, { item: name })}
        columns={[{ label: copy.when }, { label: copy.who }, { label: copy.source }, { label: copy.compare, hidden: true }]}
      >
        {versions.map((v) => (
          <tr key={v.id} aria-current={!pair && v.id === shown?.id ? 'true' : undefined} className={(pair ? [pair.from.id, pair.to.id].includes(v.id) : v.id === shown?.id) ? 'bg-ink-3' : undefined}>
            <td className={`whitespace-nowrap ${cellClass} text-muted`}>
              <time dateTime={v.createdAt.toISOString()}>{formatStaffTime(v.createdAt)}</time>
              <span className="ml-2 font-mono text-xs">#{v.id}</span>
            </td>
            <td className={cellClass}>{v.createdByEmail ?? staffContentCopy.history.sources.seed}</td>
            <td className={cellClass}>
              {(copy.sources as Record<string, string>)[v.source] ?? v.source}
              {v.published ? <span className="ml-2 rounded-pill border border-green/60 px-2 py-0.5 text-xs font-semibold">{copy.current}</span> : null}
              {v.draft ? <span className="ml-2 rounded-pill border border-line px-2 py-0.5 text-xs font-semibold">{copy.draft}</span> : null}
            </td>
            <td className={cellClass}>
              <div className="flex flex-wrap items-center justify-end gap-3">
                <Link href={`${base}/history?v=${v.id}`} className={link} aria-label={`${copy.compare}: ${fillTemplate(copy.version, { id: v.id })}`}>
                  {copy.compare}
                </Link>
                {v.published || v.draft ? null : <RestoreButton itemId={item.id} versionId={v.id} formHref={base} />}
              </div>
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
