'use client';
import { useEffect, useState } from 'react';
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
/** PDF.js (about 1.4 MB of script), fetched once: when the pointer or focus reaches a PDF's Preview button, or on opening. */
let pdfJs: Promise<typeof import('pdfjs-dist')> | undefined;
function loadPdfJs() {
  pdfJs ??= (async () => {
    const pdfjs = await import('pdfjs-dist');
    // PDF.js's worker code on this page's thread (the site's policy allows no worker from another file).
    // @ts-expect-error -- the worker bundle ships no types; only its WorkerMessageHandler export is used, by PDF.js itself.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/build/pdf.worker.min.mjs');
    return pdfjs;
  })();
  pdfJs.catch(() => (pdfJs = undefined));
  return pdfJs;
}

function PdfPages({ url, name }: { url: string; name: string }) {
  const [pages, setPages] = useState<string[]>([]);
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    (async () => {
      const pdfjs = await loadPdfJs();
      const doc = await pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false, withCredentials: true }).promise;
      try {
        for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && !cancelled; n++) {
          // Each page is drawn on a canvas of its own and shown as a picture (a blob: address, freed on close).
          const page = await doc.getPage(n);
          const viewport = page.getViewport({ scale: 1.4 });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          await page.render({ canvas, viewport }).promise;
          const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
          if (!blob || cancelled) break;
          const picture = URL.createObjectURL(blob);
          made.push(picture);
          setPages((shown) => [...shown, picture]);
        }
      } finally {
        await doc.destroy();
      }
      if (!cancelled) setState('done');
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      made.forEach((picture) => URL.revokeObjectURL(picture));
      setPages([]);
    };
  }, [url]);
  if (state === 'failed') return <p role="alert" className="text-danger">{copy.failed}</p>;
  return (
    <div aria-busy={state === 'loading'}>
      {pages.map((picture, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- a page drawn in this browser, never optimised or cached
        <img key={picture} src={picture} alt={fillTemplate(copy.pdfPage, { name, page: i + 1 })} className="mx-auto mb-4 h-auto w-full max-w-3xl rounded-lg bg-white" />
      ))}
      {state === 'loading' ? <p className="text-muted">{copy.previewLoading}</p> : null}
    </div>
  );
}

/** A "Preview" button for an image or a PDF, opening it in a dialog. */
export function FilePreview({ url, name, mimeType }: { url: string; name: string; mimeType: string }) {
  const [open, setOpen] = useState(false);
  const title = fillTemplate(copy.previewTitle, { name });
  const pdf = mimeType === 'application/pdf';
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => setOpen(true)}
        onPointerEnter={pdf ? () => void loadPdfJs().catch(() => undefined) : undefined}
        onFocus={pdf ? () => void loadPdfJs().catch(() => undefined) : undefined}
        aria-label={title}
      >
        {copy.preview}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} size="page">
        {open ? (
          pdf ? (
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
