'use client';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { formCopy } from '@/content/forms';
import { checkFiles } from '@/lib/forms/files';
import { formatBytes } from '@/lib/forms/limits.mjs';

type DropZoneProps = {
  id: string;
  label: string;
  required?: boolean;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
};

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Several files by drop or by the browse button; the limits (10 files, 25 MB each, 100 MB in total) are
 * checked by `checkFiles`: a drop that breaks one is refused whole and its alert shown.
 * Drag and drop and the file dialog are the browser's own (a hidden file input, the drag events): react-dropzone did
 * the same in 5.7 KB of compressed script on /contact's first load, most of it for what this form does not use
 * (accept lists, folders, custom file getters).
 */
export function DropZone({ id, label, required, files, onChange, error, disabled, buttonRef }: DropZoneProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const [isDragActive, setDragActive] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  /** dragenter and dragleave fire for every child the pointer crosses: the drag is over the zone while this is > 0. */
  const depth = useRef(0);

  const take = (picked: File[]) => {
    if (!picked.length) return;
    const result = checkFiles(files, picked);
    if (result.ok) {
      setAlert(null);
      onChange(result.files);
    } else {
      setAlert(result.message);
    }
  };

  // A file dropped beside the zone must not replace the page with the file (the browser's default).
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (Array.from(event.dataTransfer?.types ?? []).includes('Files')) event.preventDefault();
    };
    document.addEventListener('dragover', keep);
    document.addEventListener('drop', keep);
    return () => {
      document.removeEventListener('dragover', keep);
      document.removeEventListener('drop', keep);
    };
  }, []);

  const drag = disabled
    ? {}
    : {
        onDragEnter: (event: DragEvent<HTMLDivElement>) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          depth.current++;
          setDragActive(true);
        },
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: () => {
          depth.current = Math.max(0, depth.current - 1);
          if (!depth.current) setDragActive(false);
        },
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          depth.current = 0;
          setDragActive(false);
          take(Array.from(event.dataTransfer.files));
        },
      };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    event.target.value = ''; // the same file chosen again (after removing it) is a change again
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hintId, error ? errorId : '', alert ? `${id}-alert` : ''].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mb-2 flex items-baseline justify-between text-sm font-medium text-fg">
        <span>
          {label}
          {required ? <span aria-hidden="true" className="text-cyan"> *</span> : null}
        </span>
        {!required ? <span className="text-xs font-normal text-muted">{formCopy.optional}</span> : null}
      </p>
      <div
        {...drag}
        className={
          'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-5 py-7 text-center transition ' +
          (isDragActive ? 'border-cyan bg-cyan/10' : error ? 'border-danger bg-ink' : 'border-line bg-ink hover:border-muted/60')
        }
        data-dragging={isDragActive || undefined}
      >
        {/* Zero-sized rather than display:none, as react-dropzone kept it: a hidden input cannot take focus. */}
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          multiple
          aria-hidden
          aria-label={label}
          tabIndex={-1}
          disabled={disabled}
          onChange={onInput}
          style={{ border: 0, display: 'block', height: 0, margin: 0, maxWidth: 0, opacity: 0, overflow: 'hidden', padding: 0, width: 0 }}
        />
        <UploadCloud aria-hidden="true" className={`size-7 ${isDragActive ? 'text-cyan' : 'text-muted'}`} />
        {isDragActive ? (
          <p className="font-medium text-cyan">{formCopy.dropZone.dragging}</p>
        ) : (
          <p className="text-fg">
            {formCopy.dropZone.prompt}{' '}
            <button
              ref={buttonRef}
              type="button"
              data-needs-gesture
              onClick={() => inputRef.current?.click()}
              disabled={disabled}
              aria-describedby={described}
              className="rounded font-semibold text-cyan underline underline-offset-4 hover:text-fg"
            >
              {formCopy.dropZone.browse}
              <span className="sr-only"> files for {label}</span>
            </button>
          </p>
        )}
        <p id={hintId} className="max-w-md text-xs text-muted">
          {formCopy.dropZone.limits}
        </p>
      </div>
      {alert ? (
        <p id={`${id}-alert`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {alert}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {files.length ? (
        <ul className="mt-3 space-y-2" aria-label={`${formCopy.dropZone.chosen} (${files.length})`}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${i}`} className="flex items-center gap-3 rounded-xl border border-line bg-ink-3 px-4 py-2.5">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 truncate text-sm text-fg">{file.name}</span>
              <span className="shrink-0 text-xs tabular-nums text-muted">{formatBytes(file.size)}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setAlert(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
                aria-label={`${formCopy.dropZone.remove} ${file.name}`}
                className="grid size-11 shrink-0 place-items-center rounded-full text-muted transition hover:bg-line hover:text-fg"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
