import { staffContentCopy } from '@/content/staff';

/**
 * Shown on public pages in draft mode only (src/app/(site)/layout.tsx): says the page is a preview and links out of
 * it, back to the editor it was opened from; from the editor's preview frame, the whole tab goes (target _top). A
 * server component with no script: the public pages load none of the editor's code.
 */
export function PreviewBar() {
  return (
    <div role="region" aria-label={staffContentCopy.preview.bar} className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-4 bg-fg px-4 py-2 text-sm font-semibold text-ink">
      <span>{staffContentCopy.preview.bar}</span>
      <span aria-hidden="true">·</span>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler that clears the draft cookie: a full navigation */}
      <a href="/api/staff/content/preview/exit" target="_top" className="rounded-sm underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {staffContentCopy.preview.exit}
      </a>
    </div>
  );
}
