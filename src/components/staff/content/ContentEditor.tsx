'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { staffContentCopy } from '@/content/staff';
import { shownOnSite, withDerived } from '@/lib/content/collections';
import { withValue, type Field } from '@/lib/content/fields';
import type { KindName } from '@/lib/content/kinds';
import { fillTemplate } from '@/lib/copy/template';
import { EditorBar, EditorHeading, ItemActions } from './EditorBar';
import { clockTime as time, send, type Reply } from './editor-api';
import { EditorFields } from './EditorFields';
import { LivePreview } from './LivePreview';
import { useUploadGate } from './media/use-upload-gate';
import { ProblemSummary } from './ProblemSummary';
import { SchedulePanel, type ScheduleItem } from './SchedulePanel';
import { StatusBadge } from './StatusBadge';
import { useUnsavedGuard } from './useUnsavedGuard';

const copy = staffContentCopy.form;

/** How long after the last keystroke a draft saves itself; sooner while the live preview shows it. */
export const AUTOSAVE_DELAY_MS = 3000;
export const PREVIEW_AUTOSAVE_DELAY_MS = 1000;

export type Status = 'draft' | 'published' | 'unpublished';

type Props = {
  id: string;
  kind: KindName;
  /** The item's title in the dialogs ("Delete {item}?"), and its name in the heading ("About page", "Case study: Coral"). */
  name: string;
  heading: string;
  tree: Field;
  initialData: unknown;
  initialVersionId: number | null;
  collection: boolean;
  status: Status;
  hasDraft: boolean;
  /** Whether visitors see the published version (a role that is not listed: no). */
  shown: boolean;
  previewPath: string;
  historyHref: string;
  listHref: string;
  schedules: { pending: ScheduleItem[]; failed: ScheduleItem[]; ended: ScheduleItem[] };
  /**
   * What would refuse a publish of the draft as it loads, by field (an upload deleted since, a video not ready): shown
   * at once, as a refused publish would show it, so a restored version's missing upload is not a surprise at Publish.
   */
  publishBlockers?: Record<string, string> | null;
  /** Whether this role publishes (src/lib/staff/roles.ts): a Writer sees no Publish, Unpublish, Delete or schedules. */
  canPublish?: boolean;
};

/**
 * The one form every kind of content is edited with: the field tree from the kind's schema (src/lib/content/fields.ts),
 * a draft saved a few seconds after typing stops (and by Save draft), Publish, Unpublish (after a question), a live
 * preview that follows the saved draft, and for a collection Duplicate and Delete. The server validates; its refusals
 * show at each field and in a summary at the top that links to them. A field whose text cannot become a value
 * (./field-checks.ts) stops every save.
 */
export function ContentEditor(props: Props) {
  const { id, kind, tree, initialData, initialVersionId, collection, previewPath, historyHref, listHref, schedules, publishBlockers, canPublish = true } = props;
  const [data, setData] = useState(initialData);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState(props.status);
  const [hasDraft, setHasDraft] = useState(props.hasDraft);
  const [shown, setShown] = useState(props.shown);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>(publishBlockers ?? {});
  const [problem, setProblem] = useState(publishBlockers ? copy.notPublishable : '');
  const [previewing, setPreviewing] = useState(false);
  const [saved, setSaved] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const router = useRouter();
  // What the server calls read and write at once (state would lag a render behind): the data, the version it
  // starts from, whether it has changed since the last save. Calls to the server run one at a time, in order.
  const latest = useRef({ data: initialData, baseVersionId: initialVersionId, dirty: false });
  const checks = useRef(new Map<string, string>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serial = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task, task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);
  const reportCheck = useCallback((key: string, text: string | null) => {
    if (text) checks.current.set(key, text);
    else checks.current.delete(key);
  }, []);

  const refuse = useCallback((reply: Pick<Reply, 'status' | 'body'>, focus: boolean) => {
    setErrors(reply.body.fields ?? {});
    setProblem(reply.body.error ?? `HTTP ${reply.status}`);
    if (focus) requestAnimationFrame(() => summary.current?.focus());
  }, []);
  const { uploads, refuseUnfinished } = useUploadGate(refuse, setMessage);

  /** Saves the form's data as the draft; true when the server has it (or nothing had changed). */
  const save = useCallback(
    async (autosave: boolean): Promise<boolean> => {
      if (checks.current.size) {
        // A field the form cannot read: its last readable value is not what the staff member sees, so nothing is sent.
        const fields = Object.fromEntries(checks.current);
        refuse({ status: 422, body: { error: copy.fixFirst, fields } }, !autosave);
        setMessage(fillTemplate(copy.refused, { count: checks.current.size }));
        return false;
      }
      const { data: current, baseVersionId: base, dirty: changed } = latest.current;
      if (!changed) return true;
      setMessage(copy.saving);
      const reply = await send<{ versionId?: number; savedAt?: string }>(`/api/staff/content/items/${id}/draft`, { data: current, baseVersionId: base, autosave });
      if (!reply.ok) {
        refuse(reply, !autosave);
        setMessage(fillTemplate(copy.refused, { count: Math.max(1, Object.keys(reply.body.fields ?? {}).length) }));
        return false;
      }
      latest.current.baseVersionId = reply.body.versionId ?? base;
      if (latest.current.data === current) {
        latest.current.dirty = false;
        setDirty(false);
      }
      setHasDraft(true);
      setSaved((n) => n + 1);
      setErrors({});
      setProblem('');
      setMessage(fillTemplate(autosave ? copy.autosaved : copy.saved, { time: time(reply.body.savedAt) }));
      return true;
    },
    [id, refuse],
  );

  // Autosave a few seconds after the last change.
  useEffect(() => {
    if (!dirty || busy) return;
    const timer = setTimeout(() => void serial(() => save(true)), previewing ? PREVIEW_AUTOSAVE_DELAY_MS : AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, dirty, busy, save, serial, previewing]);

  const run = (action: () => Promise<void>) =>
    serial(async () => {
      setBusy(true);
      try {
        await action();
      } finally {
        setBusy(false);
      }
    });

  const onChange = (path: (string | number)[], value: unknown) => {
    // What the site derives from the change goes with it (a role made an internship loses its experience).
    const next = withDerived(kind, withValue(latest.current.data, path, value));
    latest.current.data = next;
    latest.current.dirty = true;
    setData(next);
    setDirty(true);
    setMessage(copy.unsaved);
  };

  /** Save draft; answers whether the form is saved (Ask for review saves first). */
  const onSave = () =>
    run(async () => {
      latest.current.dirty = true; // Save draft always asks the server, so a refusal shows even without a change
      await save(false);
    }).then(() => !latest.current.dirty);

  const onPublish = () =>
    run(async () => {
      if (refuseUnfinished() || !(await save(false))) return;
      const reply = await send<{ versionId?: number; explore?: string }>(`/api/staff/content/items/${id}/publish`, { baseVersionId: latest.current.baseVersionId });
      if (!reply.ok) {
        refuse(reply, true);
        setMessage(reply.body.error ?? '');
        return;
      }
      latest.current.baseVersionId = reply.body.versionId ?? latest.current.baseVersionId;
      setErrors({});
      setProblem('');
      setStatus('published');
      setHasDraft(false);
      setShown(shownOnSite(kind, latest.current.data));
      setMessage(reply.body.explore ? fillTemplate(copy.joinedExplore, { group: reply.body.explore }) : copy.published);
    });

  const onUnpublish = () =>
    run(async () => {
      const reply = await send(`/api/staff/content/items/${id}/unpublish`, {});
      if (!reply.ok) {
        refuse(reply, true);
        setMessage(reply.body.error ?? '');
        return;
      }
      setStatus('unpublished');
      setMessage(copy.unpublished);
    });

  const onDuplicate = () =>
    run(async () => {
      if (!(await save(false))) return;
      setMessage(copy.duplicating);
      const reply = await send<{ href?: string }>(`/api/staff/content/items/${id}/duplicate`, {});
      if (reply.ok && reply.body.href) router.push(reply.body.href);
      else refuse(reply, true);
    });

  useUnsavedGuard(dirty, onSave);

  // The live preview opens on the form as it is: unsaved changes are saved as the draft first.
  const onPreview = () => {
    if (previewing) return setPreviewing(false);
    void serial(() => save(true)).then(() => setPreviewing(true));
  };

  /** Before a scheduled publish: the form saved as the draft; the version the schedule names, or null if refused. */
  const saveFirst = () => run(async () => void (refuseUnfinished() || (await save(false)))).then(() => (latest.current.dirty || uploads.refusal() ? null : latest.current.baseVersionId));

  const badge = <StatusBadge status={status} hasDraft={hasDraft} shown={shown} />;
  return (
    <div className={previewing ? 'xl:grid xl:grid-cols-2 xl:items-start xl:gap-8' : undefined}>
      <div className="min-w-0">
        <EditorHeading name={props.heading} badge={badge} note={status === 'draft' ? copy.newDraft : hasDraft ? copy.draftOf : null} />
        <form
          noValidate
          className="mt-6"
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          {problem ? <ProblemSummary ref={summary} problem={problem} errors={errors} /> : null}
          <EditorFields checks={reportCheck} uploads={uploads} tree={tree} data={data} errors={errors} onChange={onChange} />
          <EditorBar badge={badge} busy={busy} message={message} previewing={previewing} onPublish={canPublish ? onPublish : null} onPreview={onPreview} />
          <ItemActions
            id={id}
            name={props.name}
            busy={busy}
            collection={collection}
            canPublish={canPublish}
            published={status === 'published'}
            historyHref={historyHref}
            listHref={listHref}
            onUnpublish={onUnpublish}
            onDuplicate={onDuplicate}
          />
          {canPublish ? <SchedulePanel id={id} initial={schedules} canUnpublish={collection && status === 'published'} saveFirst={saveFirst} /> : null}
        </form>
      </div>
      {previewing ? <LivePreview id={id} editorHref={`/staff/content/${kind}/${id}`} name={props.name} path={previewPath} saved={saved} onClose={() => setPreviewing(false)} /> : null}
    </div>
  );
}
