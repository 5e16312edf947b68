'use client';

import { CloseIcon } from '@insurance-web/ui';
import { useEffect, useRef } from 'react';

export interface FilterChip {
  key: string;
  /** The chosen option's name, on the chip. */
  name: string;
  /** The button's accessible name (`Zrušit filtr Lokalita: Praha`). */
  removeLabel: string;
  onRemove: () => void;
}

export interface FilterChipsProps {
  /** Names the list for screen readers (`Vybrané filtry`). */
  label: string;
  chips: readonly FilterChip[];
  /** `Zrušit všechny filtry`, shown from two chips on. */
  clearLabel: string;
  onClear: () => void;
  /** Where the focus goes when the last chip (or all of them) is removed: the filter bar. */
  onEmptied: () => void;
}

/** The chosen filters as removable chips (SPEC §2 item 7); nothing when none is chosen. */
export function FilterChips({ label, chips, clearLabel, onClear, onEmptied }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  // A removed chip takes its button with it: the focus moves on to the chip now in its place (or the
  // one before), and to the filter bar when none is left, instead of falling back to the page.
  // Set on a press, acted on by the first render whose chips differ from those pressed (another
  // render may come first, for something else).
  const focusAt = useRef<{ index: number; chips: string } | null>(null);
  const current = chips.map((chip) => chip.key).join('|');
  useEffect(() => {
    const pending = focusAt.current;
    if (pending === null || pending.chips === current) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(pending.index, buttons.length - 1)]?.focus();
    else onEmptied();
  });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul ref={list} aria-label={label} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={chip.removeLabel}
              onClick={() => {
                focusAt.current = { index, chips: current };
                chip.onRemove();
              }}
              className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full bg-brand-soft py-1 pr-2 pl-3 text-sm font-semibold text-brand [overflow-wrap:anywhere] hover:bg-brand hover:text-on-brand"
            >
              {chip.name}
              <CloseIcon className="shrink-0 text-base" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button
          type="button"
          onClick={() => {
            focusAt.current = { index: 0, chips: current };
            onClear();
          }}
          className="min-h-9 cursor-pointer px-2 text-sm font-semibold text-brand underline underline-offset-4"
        >
          {clearLabel}
        </button>
      ) : null}
    </div>
  );
}
