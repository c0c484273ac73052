'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { staffContentCopy } from '@/content/staff';
import { fieldId, labelPath, withValue, type Field } from '@/lib/content/fields';
import { fillTemplate } from '@/lib/copy/template';
import { signInPath } from '@/lib/staff/paths';
import { dangerButton, primaryButton, secondaryButton } from '../styles';
import { FieldView } from './FieldView';
import { SchedulePanel, type ScheduleItem } from './SchedulePanel';
import { useUnsavedGuard } from './useUnsavedGuard';

const copy = staffContentCopy.form;

/** How long after the last keystroke a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3000;

type Props = {
  id: string;
  tree: Field;
  initialData: unknown;
  initialVersionId: number | null;
  collection: boolean;
  status: 'draft' | 'published' | 'unpublished';
  previewPath: string;
  historyHref: string;
  schedules: { pending: ScheduleItem[]; failed: ScheduleItem[]; ended: ScheduleItem[] };
  /**
   * What would refuse a publish of the draft as it loads, by field (an upload deleted since, a video not ready): shown
   * at once, as a refused publish would show it, so a restored version's missing upload is not a surprise at Publish.
   */
  publishBlockers?: Record<string, string> | null;
};

type Reply = { ok: boolean; status: number; body: { error?: string; fields?: Record<string, string>; versionId?: number; savedAt?: string } };

async function post(url: string, body: unknown): Promise<Reply> {
  const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status === 401) {
    window.location.assign(signInPath(window.location.pathname));
    return { ok: false, status: 401, body: {} };
  }
  return { ok: response.ok, status: response.status, body: (await response.json().catch(() => ({}))) as Reply['body'] };
}

const time = (iso?: string) => new Date(iso ?? Date.now()).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The one form every kind of content is edited with: the field tree from the kind's schema (src/lib/content/fields.ts),
 * a draft saved a few seconds after typing stops (and by Save draft), Publish, Unpublish, Preview. The server
 * validates; its refusals show at each field and in a summary at the top that links to them.
 */
export function ContentEditor({ id, tree, initialData, initialVersionId, collection, status: initialStatus, previewPath, historyHref, schedules, publishBlockers }: Props) {
  const [data, setData] = useState(initialData);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState(initialStatus);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>(publishBlockers ?? {});
  const [problem, setProblem] = useState(publishBlockers ? copy.notPublishable : '');
  const summary = useRef<HTMLDivElement>(null);
  // What the server calls read and write at once (state would lag a render behind): the data, the version it
  // starts from, whether it has changed since the last save. Calls to the server run one at a time, in order.
  const latest = useRef({ data: initialData, baseVersionId: initialVersionId, dirty: false });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serial = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task, task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const refuse = useCallback((reply: Reply, focus: boolean) => {
    setErrors(reply.body.fields ?? {});
    setProblem(reply.body.error ?? `HTTP ${reply.status}`);
    if (focus) requestAnimationFrame(() => summary.current?.focus());
  }, []);

  /** Saves the form's data as the draft; true when the server has it (or nothing had changed). */
  const save = useCallback(
    async (autosave: boolean): Promise<boolean> => {
      const { data: current, baseVersionId: base, dirty: changed } = latest.current;
      if (!changed) return true;
      setMessage(copy.saving);
      const reply = await post(`/api/staff/content/items/${id}/draft`, { data: current, baseVersionId: base, autosave });
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
    const timer = setTimeout(() => void serial(() => save(true)), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, dirty, busy, save, serial]);

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
    const next = withValue(latest.current.data, path, value);
    latest.current.data = next;
    latest.current.dirty = true;
    setData(next);
    setDirty(true);
    setMessage(copy.unsaved);
  };

  const onSave = () =>
    run(async () => {
      latest.current.dirty = true; // Save draft always asks the server, so a refusal shows even without a change
      await save(false);
    });

  const onPublish = () =>
    run(async () => {
      if (!(await save(false))) return;
      const reply = await post(`/api/staff/content/items/${id}/publish`, { baseVersionId: latest.current.baseVersionId });
      if (!reply.ok) {
        refuse(reply, true);
        setMessage(reply.body.error ?? '');
        return;
      }
      latest.current.baseVersionId = reply.body.versionId ?? latest.current.baseVersionId;
      setErrors({});
      setProblem('');
      setStatus('published');
      setMessage(copy.published);
    });

  const onUnpublish = () =>
    run(async () => {
      const reply = await post(`/api/staff/content/items/${id}/unpublish`, {});
      if (!reply.ok) {
        refuse(reply, true);
        setMessage(reply.body.error ?? '');
        return;
      }
      setStatus('unpublished');
      setMessage(copy.unpublished);
    });

  useUnsavedGuard(dirty, onSave);

  // Preview is a same-origin POST from a form of its own (outside this one): the route turns draft mode on and
  // redirects to the public page. The button saves the form first; before hydration it previews the saved draft.
  const previewForm = `${id}-preview`;
  const onPreview = (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!(await save(false))) return;
      // Two frames: the saved form has rendered as clean, so the unsaved-changes guard no longer holds the page.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      (document.getElementById(previewForm) as HTMLFormElement | null)?.submit();
    });
  };

  /** Before a scheduled publish: the form saved as the draft; the version the schedule names, or null if refused. */
  const saveFirst = () => run(async () => void (await save(false))).then(() => (latest.current.dirty ? null : latest.current.baseVersionId));

  const entries = Object.entries(errors);
  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        {problem ? (
          <div ref={summary} tabIndex={-1} className="mb-6 rounded-[var(--radius-card)] border border-danger/70 bg-ink-2 p-4 focus-visible:outline-3 focus-visible:outline-focus">
            <h2 id="editor-problems" className="font-semibold text-danger">
              {copy.problems}
            </h2>
            <p className="mt-1 text-sm">{problem}</p>
            {entries.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {entries.map(([key, text]) => (
                  <li key={key}>
                    <a href={`#${fieldId(key ? key.split('.') : [])}`} className="text-fg underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus">
                      {labelPath(key ? key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [])}: {text}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <div className="space-y-5">
          <FieldView field={tree} value={data} errors={errors} onChange={onChange} root />
        </div>

        <div className="mt-8 sm:sticky sm:bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-ink/95 py-4">
          <button type="submit" className={secondaryButton} disabled={busy}>
            {copy.saveDraft}
          </button>
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void onPublish()}>
            {copy.publish}
          </button>
          {collection && status === 'published' ? (
            <button type="button" className={dangerButton} disabled={busy} onClick={() => void onUnpublish()}>
              {copy.unpublish}
            </button>
          ) : null}
          <button type="submit" form={previewForm} className={secondaryButton} disabled={busy} onClick={onPreview}>
            {copy.preview}
          </button>
          <a href={historyHref} className={secondaryButton}>
            {staffContentCopy.form.history}
          </a>
          <p role="status" aria-live="polite" className="min-h-6 text-sm text-muted">
            {message}
          </p>
        </div>
        <SchedulePanel id={id} initial={schedules} canUnpublish={collection && status === 'published'} saveFirst={saveFirst} />
      </form>
      <form id={previewForm} method="post" action="/api/staff/content/preview" hidden>
        <input type="hidden" name="path" value={previewPath} />
      </form>
    </>
  );
}
