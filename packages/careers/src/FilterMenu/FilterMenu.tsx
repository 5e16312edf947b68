'use client';

import { ChevronDownIcon } from '@insurance-web/ui';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FilterOption } from '../positions/careerPositions.js';

export interface FilterMenuProps {
  /** The group's name on the button and on its checkboxes (`Firma`). */
  label: string;
  /** Said after the name while some choices are on (`Firma (vybrány 2 možnosti)`); the eye sees the number. */
  chosenText: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * One filter group as a dropdown of checkboxes (SPEC §2 item 7): a disclosure button and, under it,
 * real checkboxes in a fieldset named by the group, so that every screen reader says "checkbox,
 * checked" as in any form. It opens with the focus on the first choice; a choice keeps it open for
 * more; Escape closes it and returns to the button, as do a click or the focus elsewhere. The list
 * scrolls beyond 16 rem. No positioning library: the panel hangs under its button (the list is
 * short), which keeps the careers island small.
 */
export function FilterMenu({ label, chosenText, options, chosen, onChange }: FilterMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const count = chosen.length;

  // Opened: the focus goes to the first choice. A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('input')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  // Focus moving to something outside closes it (Tab past the last choice). Focus going nowhere is a
  // press on a choice's text (or, in Safari, on any choice), which must tick it, not close the list;
  // a press outside closes it through the pointerdown listener above.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next !== null && !root.current?.contains(next)) setOpen(false);
  };

  return (
    // On a phone the panel spans the filter bar (positioned by the bar), so it never runs off the
    // screen; from a tablet on it hangs under its own button.
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving belong to the button and its panel together
    <div ref={root} className="tablet:relative" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={options.length === 0}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-surface px-4 py-2 font-semibold text-ink hover:border-brand aria-expanded:border-brand disabled:cursor-not-allowed disabled:opacity-60"
      >
        {label}
        {count > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-sm text-on-brand"
            >
              {count}
            </span>
            {/* In brackets with a space of its own: accessible names may add a space before it. */}
            <span className="sr-only"> ({chosenText})</span>
          </>
        ) : null}
        <ChevronDownIcon className={`text-lg transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <fieldset
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-64 overflow-y-auto tablet:right-auto tablet:w-max tablet:min-w-56 tablet:max-w-[22rem] rounded-card border border-line bg-surface p-1 shadow-dialog"
      >
        <legend className="sr-only">{label}</legend>
        {/* The choices exist only while open: nothing for the page to carry, or to find twice. */}
        {open
          ? options.map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field px-3 py-2 text-ink [overflow-wrap:anywhere] hover:bg-brand-soft has-[:focus-visible]:bg-brand-soft"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id),
                    )
                  }
                  className="size-5 shrink-0 cursor-pointer accent-brand"
                />
                {option.name}
              </label>
            ))
          : null}
      </fieldset>
    </div>
  );
}
