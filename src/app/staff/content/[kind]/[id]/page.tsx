import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AskForReview } from '@/components/staff/content/AskForReview';
import { ContentEditor } from '@/components/staff/content/ContentEditor';
import { EditLock } from '@/components/staff/content/EditLock';
import { LinkTargetsProvider } from '@/components/staff/content/links/targets-context';
import { CanUploadMedia } from '@/components/staff/content/media/can-upload';
import { ReviewStatus } from '@/components/staff/content/ReviewStatus';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { shownOnSite, withoutDerived, withShownWhen } from '@/lib/content/collections';
import { fieldTree, HTML_FIELDS, INLINE_HTML_FIELDS, withParagraphs } from '@/lib/content/fields';
import { CONTENT_KINDS, isKindName } from '@/lib/content/kinds';
import { itemName, withListName } from '@/lib/content/names';
import { previewPathOf } from '@/lib/content/preview';
import { withReferences } from '@/lib/content/references';
import { fillTemplate } from '@/lib/copy/template';
import { allowed, requireStaffPage } from '@/server/auth/session';
import { getItem } from '@/server/content/edit';
import { editStateOf } from '@/server/content/lock';
import { latestReviewOf } from '@/server/content/review';
import { unreadyMediaFields } from '@/server/content/media-ready';
import { schedulesOf } from '@/server/content/schedule';
import { linkTargetsOf } from '@/server/content/targets';
import { getDb } from '@/server/db/client';

const copy = staffContentCopy;

export const metadata: Metadata = { title: copy.title };

/** /staff/content/{kind}/{id}: the item's form, built from its kind's schema. */
export default async function ItemPage({ params, searchParams }: PageProps<'/staff/content/[kind]/[id]'>) {
  const { kind, id } = await params;
  const restored = Number((await searchParams).restored);
  const staff = await requireStaffPage(`/staff/content/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, 'content:edit');
  const db = await getDb();
  const item = await getItem(db, id);
  if (!item || !isKindName(kind) || item.kind !== kind) notFound();
  const schedules = await schedulesOf(db, item.id);
  const [lockState, review, targets] = await Promise.all([editStateOf(db, staff.id, item.id), latestReviewOf(db, item.id), linkTargetsOf(db)]);
  const lock = lockState ?? { state: 'free' as const };
  // What a publish of the draft would refuse at its uploads (a restored version naming an upload deleted since); a
  // look only, holding no row.
  const publishBlockers = item.draft ? await unreadyMediaFields(db, item.data, { hold: false }) : null;
  const asProps = (rows: typeof schedules.pending) =>
    rows.map((r) => ({ id: r.id, action: r.action, dueAt: r.dueAt.toISOString(), createdBy: r.createdBy, failure: r.failure, cancelledReason: r.cancelledReason }));
  const title = (item.data as { title?: unknown } | null)?.title;
  const name = typeof title === 'string' ? title : item.key;
  return (
    <>
      <p className="text-sm">
        <Link href={`/staff/content/${kind}`} className="rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus">
          {copy.kinds[kind]}
        </Link>
      </p>
      {Number.isSafeInteger(restored) && restored > 0 && item.draft ? (
        <p role="status" className="mt-4 rounded-xl border border-line bg-ink-2 px-4 py-3 text-sm">
          {fillTemplate(copy.history.restored, { id: restored })}
        </p>
      ) : null}
      <ReviewStatus review={review} staffId={staff.id} draftVersionId={item.draft?.id ?? null} />
      <EditLock id={item.id} initial={'since' in lock ? { ...lock, since: lock.since.toISOString() } : lock}>
        <CanUploadMedia value={allowed(staff, 'media:manage')}>
          <LinkTargetsProvider value={targets}>
            <ContentEditor
              key={item.id}
              id={item.id}
              kind={kind}
              name={name}
              heading={itemName(kind, item.key, item.data)}
              tree={withListName(kind, withParagraphs(withReferences(kind, withShownWhen(kind, withoutDerived(kind, fieldTree(CONTENT_KINDS[kind].schema, HTML_FIELDS[kind], INLINE_HTML_FIELDS[kind])))), CONTENT_KINDS[kind].seed()))}
              initialData={item.data}
              initialVersionId={item.baseVersionId}
              collection={CONTENT_KINDS[kind].collection}
              status={item.status}
              hasDraft={item.draft !== null}
              shown={shownOnSite(kind, item.published?.data)}
              previewPath={previewPathOf(kind, item.key)}
              historyHref={`/staff/content/${kind}/${item.id}/history`}
              listHref={`/staff/content/${kind}`}
              schedules={{ pending: asProps(schedules.pending), failed: asProps(schedules.failed), ended: asProps(schedules.ended) }}
              publishBlockers={publishBlockers}
              canPublish={allowed(staff, 'content:publish')}
            />
          </LinkTargetsProvider>
        </CanUploadMedia>
      </EditLock>
      {lock.state === 'mine' || lock.state === 'free' ? <AskForReview itemId={item.id} /> : null}
    </>
  );
}
