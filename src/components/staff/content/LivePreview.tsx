'use client';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/components/ui/hooks';
import { Dialog } from '@/components/ui/Dialog';
import { staffContentCopy, staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { secondaryButton } from '../styles';

const copy = staffContentCopy.preview;

/** Where the preview sits beside the form rather than over it (Tailwind's xl). */
export const BESIDE_QUERY = '(min-width: 80rem)';

/** The widths the page is drawn at: a phone's and a desktop's, scaled down to fit the panel. */
const WIDTHS = { phone: 390, desktop: 1440 } as const;
type Width = keyof typeof WIDTHS;

type Props = {
  id: string;
  /** The editor's own address: Exit preview comes back to it. */
  editorHref: string;
  /** The item's name, in the frame's title. */
  name: string;
  /** The public page that shows the item (src/lib/content/preview.ts). */
  path: string;
  onClose: () => void;
  /** Changes each time the form's draft is saved: the page is loaded again to show it. */
  saved: number;
};

/**
 * The editor's live preview: the item's public page in draft mode, in a frame that loads again each time the form's
 * draft is saved (the form saves itself a moment after typing stops), so it follows the form while the form stays in
 * view. Beside the form on a wide screen (a column of the editor's grid, kept in view as the form scrolls); below
 * that, a dialog over the form. The frame is opened by the preview route (a same-origin POST into the frame, which
 * turns draft mode on and is audited once); only such a staff preview answer lets this site's own pages frame it.
 */
export function LivePreview(props: Props) {
  const beside = useMediaQuery(BESIDE_QUERY);
  // Beside the form, Close gives focus back to what opened the preview (the dialog does so itself).
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    // The framed page has a banner and a main landmark of its own: the staff page's are named while both are shown.
    const named = (
      [
        [document.querySelector('header:not(main header)'), staffCopy.name],
        [document.getElementById('main'), copy.editor],
      ] as const
    ).filter(([el]) => el && !el.hasAttribute('aria-label'));
    named.forEach(([el, name]) => el?.setAttribute('aria-label', name));
    return () => named.forEach(([el]) => el?.removeAttribute('aria-label'));
  }, []);
  const close = () => {
    const back = opener.current;
    props.onClose();
    if (back instanceof HTMLElement && back.isConnected) requestAnimationFrame(() => back.focus());
  };
  const [width, setWidth] = useState<Width>(beside ? 'desktop' : 'phone');
  const controls = <PreviewControls path={props.path} width={width} setWidth={setWidth} />;
  const frame = <PreviewFrame {...props} width={width} />;
  if (beside) {
    return (
      <section data-live-preview aria-labelledby={`${props.id}-preview-heading`} className="sticky top-4 flex h-[calc(100dvh-var(--editor-bar-height,0px)-2rem)] min-h-96 flex-col rounded-[var(--radius-card)] border border-line bg-ink-2">
        <div className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-3">
          <h2 id={`${props.id}-preview-heading`} className="text-lg font-semibold">
            {copy.heading}
          </h2>
          {controls}
          <button type="button" aria-label={copy.close} onClick={close} className="ml-auto grid size-11 shrink-0 place-items-center rounded-full border border-line bg-ink-3 text-fg transition hover:bg-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {frame}
      </section>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : props.onClose())} title={copy.heading} size="page">
      <div className="flex h-[calc(100dvh-9rem)] min-h-80 flex-col gap-3 lg:h-[calc(100dvh-12rem)]">
        <div className="flex flex-wrap items-center gap-3">{controls}</div>
        {frame}
      </div>
    </Dialog>
  );
}

const toggle = `${secondaryButton} max-sm:px-3.5 aria-pressed:border-fg aria-pressed:bg-fg aria-pressed:text-ink aria-pressed:hover:bg-paper`;

/** Phone or desktop width (toggle buttons), and the same preview in a tab of its own. */
function PreviewControls({ path, width, setWidth }: { path: string; width: Width; setWidth: (w: Width) => void }) {
  return (
    <>
      <div role="group" aria-label={copy.width} className="flex gap-2">
        {(Object.keys(WIDTHS) as Width[]).map((w) => (
          <button key={w} type="button" aria-pressed={width === w} className={toggle} onClick={() => setWidth(w)}>
            {copy[w]}
          </button>
        ))}
      </div>
      <a href={path} target="_blank" rel="noopener" className="rounded-sm text-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus">
        {copy.newTab}
      </a>
    </>
  );
}

/** The page in a frame at the chosen width, scaled to the space it has; loaded again after each save. */
function PreviewFrame({ id, editorHref, name, path, saved, width }: Props & { width: Width }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [space, setSpace] = useState({ w: 0, h: 0 });
  const target = `${id}-live-preview`;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSpace({ w: el.clientWidth, h: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The first load goes through the preview route (draft mode on for this browser, audited); after each save the
  // page is loaded again (the browser keeps its scroll position), or opened anew if it has left this site.
  useEffect(() => form.current?.submit(), []);
  const shown = useRef(saved);
  useEffect(() => {
    if (shown.current === saved) return;
    shown.current = saved;
    try {
      frame.current?.contentWindow?.location.reload();
    } catch {
      form.current?.submit();
    }
  }, [saved]);

  const deviceWidth = WIDTHS[width];
  const scale = space.w ? Math.min(1, space.w / deviceWidth) : 1;
  return (
    <div ref={box} className="relative min-h-0 flex-1 overflow-hidden bg-ink">
      <form ref={form} method="post" action="/api/staff/content/preview" target={target} hidden>
        <input type="hidden" name="path" value={path} />
        <input type="hidden" name="from" value={editorHref} />
      </form>
      <iframe
        ref={frame}
        name={target}
        title={fillTemplate(copy.frame, { item: name })}
        className="absolute top-0 origin-top-left border-0 bg-ink"
        style={{
          width: deviceWidth,
          height: space.h ? space.h / scale : '100%',
          left: Math.max(0, (space.w - deviceWidth * scale) / 2),
          transform: scale < 1 ? `scale(${scale})` : undefined,
        }}
      />
    </div>
  );
}
