'use client';
import { useEffect, useMemo, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffLinksCopy } from '@/content/staff-links';
import { checkLink, matchingPages, sitePages, type LinkCheck, type SitePage } from '@/lib/content/link-targets';
import { fillTemplate } from '@/lib/copy/template';
import { FieldLabel, Hint, wiring, type Of } from '../field-parts';
import { useLinkTargets } from './targets-context';

const copy = staffLinksCopy.link;

/** What the field says about where `href` goes, and whether that is a problem for visitors. */
function sayCheck(check: LinkCheck, href: string, internal: boolean): { text: string; warn: boolean } | null {
  switch (check.state) {
    case 'empty':
      return null;
    case 'live':
      return { text: fillTemplate(copy.live, { title: check.page.title }), warn: false };
    case 'draft':
      return { text: fillTemplate(copy.draft, { title: check.page.title, path: href }), warn: true };
    case 'redirect':
      return { text: fillTemplate(copy.redirect, { path: href, to: check.to }), warn: true };
    case 'missing':
      return { text: fillTemplate(copy.missing, { path: href }), warn: true };
    case 'outside':
      return { text: copy.outside, warn: false };
    case 'mail':
      return { text: copy.mail, warn: false };
    case 'phone':
      return { text: copy.phone, warn: false };
    case 'file':
      return { text: copy.file, warn: false };
    case 'invalid':
      return { text: internal ? copy.invalidInternal : copy.invalid, warn: true };
  }
}

/**
 * A link: typed, or chosen among the site's pages (an editable combobox with a list of suggestions, as the WAI-ARIA
 * combobox pattern has it: typing filters the pages by name or address, Down and Up move through them, Enter takes
 * one, Escape closes the list). Under it, before any save, the field says where the link goes: a page by its name, or
 * that an address of this site is a draft, a redirect or nothing at all. `internal`: an address on this site only.
 */
export function LinkField({ field, value, errors, onChange, name }: Of<'link'>) {
  const targets = useLinkTargets();
  const href = typeof value === 'string' ? value : '';
  const pages = useMemo(() => (targets ? sitePages(targets) : []), [targets]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What was typed since the list opened: the list filters by it; null shows every page (opened by key or button).
  const [query, setQuery] = useState<string | null>(null);
  const said = targets ? sayCheck(checkLink(href, targets, { internal: field.internal }), href, field.internal) : null;
  const w = wiring(field.path, errors, { hint: true });
  const listId = `${w.id}-pages`;
  const checkId = `${w.id}-check`;
  const optionId = (i: number) => `${listId}-${i}`;
  const options = open && targets ? matchingPages(pages, query ?? '') : [];

  // The active page scrolled into the list's view when it changes (not on every render of the form).
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listId]);

  const set = (next: string) => onChange(field.path, next === '' && field.optional ? undefined : next);
  const show = (from: number) => {
    setOpen(true);
    setQuery(null);
    setActive(from);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (page: SitePage) => {
    set(page.path);
    close();
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (!targets) return;
    const last = options.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      // Opened on the page the link names, if any.
      const at = pages.findIndex((p) => p.path === href);
      if (!open || e.altKey) show(e.altKey ? -1 : at >= 0 ? at : e.key === 'ArrowDown' ? 0 : pages.length - 1);
      else if (last >= 0) setActive((a) => (e.key === 'ArrowDown' ? (a >= last ? 0 : a + 1) : a <= 0 ? last : a - 1));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault(); // takes the page; the form is not sent
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };

  const describedBy = [w.control['aria-describedby'], said ? checkId : null].filter(Boolean).join(' ') || undefined;
  const hint = field.internal ? copy.hintInternal : copy.hint;
  return (
    <div>
      <FieldLabel htmlFor={w.id} name={name} optional={field.optional} />
      <div className="relative">
        <input
          {...w.control}
          aria-describedby={describedBy}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={href}
          className={`${inputClass} pr-14`}
          required={!field.optional}
          {...(targets
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': open,
                'aria-controls': listId,
                'aria-activedescendant': open && active >= 0 && options[active] ? optionId(active) : undefined,
              }
            : {})}
          onKeyDown={onKeyDown}
          onBlur={close}
          onChange={(e) => {
            set(e.target.value);
            if (!targets) return;
            setOpen(true);
            setQuery(e.target.value);
            setActive(-1);
          }}
        />
        {targets ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={copy.showPages}
            aria-expanded={open}
            aria-controls={listId}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-muted hover:text-fg"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              document.getElementById(w.id)?.focus();
              if (open) close();
              else show(-1);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        ) : null}
        {targets ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={copy.pages}
            hidden={!options.length}
            className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-line bg-ink-2 py-1 shadow-lg"
          >
            {options.map((page, i) => (
              <li
                key={page.path}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`flex cursor-pointer flex-wrap items-baseline gap-x-2 px-4 py-2.5 text-sm text-fg ${i === active ? 'bg-ink-3 outline-2 -outline-offset-2 outline-focus' : 'hover:bg-ink-3'}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(page)}
              >
                <span className="font-medium">{page.title}</span>
                <span className="font-mono text-xs text-muted">{page.path}</span>
                {page.live ? null : <span className="rounded-pill border border-line px-2 text-xs text-muted">{copy.draftMark}</span>}
              </li>
            ))}
          </ul>
        ) : null}
        {open && targets && !options.length ? <p className="absolute z-30 mt-1 w-full rounded-xl border border-line bg-ink-2 px-4 py-2.5 text-sm text-muted">{copy.none}</p> : null}
      </div>
      {w.hintId ? <Hint id={w.hintId}>{hint}</Hint> : null}
      {said ? (
        <p id={checkId} data-link-check={said.warn ? 'warn' : 'ok'} className={`mt-1.5 text-sm ${said.warn ? 'text-danger' : 'text-muted'}`}>
          {said.text}
        </p>
      ) : null}
      {w.error}
    </div>
  );
}
