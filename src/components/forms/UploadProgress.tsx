import { formCopy } from '@/content/forms';

/** The share of the request body sent so far. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={formCopy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-ink-3"
      >
        <div className="h-full rounded-full bg-cyan transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-12 text-right text-sm tabular-nums text-muted" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
