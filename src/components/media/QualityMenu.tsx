'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, Settings2 } from 'lucide-react';
import { interfaceCopy } from '@/content/interface';
import type { VideoQualityLevel } from '@/content/schema';
import { PLAYER_SIZES, type PlayerLayout } from './player-layout';

export interface QualityMenuProps {
  /** Kept levels, highest first (see keepLevels). */
  levels: readonly VideoQualityLevel[];
  /** Stream index of the current level (VideoQualityLevel.index), -1 when unknown. */
  current: number;
  onSelect: (index: number) => void;
  layout?: PlayerLayout;
  /** The source is a stream whose levels are not known yet: keep the button's place so nothing shifts later. */
  pending?: boolean;
}

/**
 * Menu button listing the quality levels as menuitemradio items ('1080p', …), the current one checked.
 * Opens and closes on the button; picking a level closes it. Keyboard: arrows/Home/End move, Escape closes and
 * returns focus to the button, Tab closes.
 */
export function QualityMenu({ levels, current, onSelect, layout = 'auto', pending = false }: QualityMenuProps) {
  const sizes = PLAYER_SIZES[layout];
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const currentLevel = levels.find((l) => l.index === current);

  useEffect(() => {
    if (!open) return;
    const checked = Math.max(0, levels.findIndex((l) => l.index === current));
    itemRefs.current[checked]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus moves only when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => !!el);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  if (levels.length === 0) return pending ? <span aria-hidden className={`block ${sizes.quality}`} /> : null;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${interfaceCopy.player.quality}${currentLevel ? `: ${currentLevel.label}` : ''}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={`inline-flex items-center justify-center gap-1.5 rounded-pill bg-ink/70 font-medium text-fg backdrop-blur-md transition-colors hover:bg-ink/90 ${sizes.quality}`}
      >
        <Settings2 aria-hidden strokeWidth={1.75} className={`shrink-0 ${sizes.icon}`} />
        <span aria-hidden>{currentLevel?.label ?? interfaceCopy.player.auto}</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={interfaceCopy.player.quality}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 bottom-full z-20 mb-2 min-w-36 rounded-2xl border border-line bg-ink-2/95 p-1.5 shadow-card backdrop-blur-md"
        >
          {levels.map((level, i) => {
            const checked = level.index === current;
            return (
              <button
                key={level.index}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                onClick={() => {
                  onSelect(level.index);
                  close(true);
                }}
                className={`flex w-full items-center justify-between gap-4 rounded-xl px-3 py-2 text-left text-sm transition-colors hover:bg-ink-3 focus-visible:bg-ink-3 ${
                  checked ? 'font-semibold text-cyan' : 'text-fg'
                }`}
              >
                {level.label}
                <Check aria-hidden width={16} height={16} className={checked ? 'opacity-100' : 'opacity-0'} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
