'use client';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { secondaryButton } from './styles';

const copy = staffCopy.submission;
/** A long PDF shows its first pages; the rest is in the download. */
const MAX_PAGES = 20;

/**
 * A PDF drawn page by page onto canvases by PDF.js, loaded only when a preview opens: nothing the file holds can run
 * (no scripting, no forms, no eval; the file itself is fetched under a sandbox policy).
 */
function PdfPages({ url, name }: { url: string; name: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      // PDF.js's worker code on this page's thread (the site's policy allows no worker from another file).
      // @ts-expect-error -- the worker bundle ships no types; only its WorkerMessageHandler export is used, by PDF.js itself.
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/build/pdf.worker.min.mjs');
      const doc = await pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false, withCredentials: true }).promise;
      for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && !cancelled; n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1.4 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.className = 'mx-auto mb-4 h-auto w-full max-w-3xl rounded-lg bg-white';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${name}, page ${n}`);
        holder.current?.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [url, name]);
  return failed ? <p className="text-danger">{copy.failed}</p> : <div ref={holder} />;
}

/** A "Preview" button for an image or a PDF, opening it in a dialog. */
export function FilePreview({ url, name, mimeType }: { url: string; name: string; mimeType: string }) {
  const [open, setOpen] = useState(false);
  const title = fillTemplate(copy.previewTitle, { name });
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-label={title}>
        {copy.preview}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} size="page">
        {open ? (
          mimeType === 'application/pdf' ? (
            <PdfPages url={url} name={name} />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a private file, never optimised or cached
            <img src={url} alt={name} className="mx-auto max-h-[80dvh] w-auto max-w-full rounded-lg" />
          )
        ) : null}
      </Dialog>
    </>
  );
}
