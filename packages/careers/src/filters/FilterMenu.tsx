'use client';

import { CheckIcon, ChevronDownIcon } from '@insurance-web/ui';
import { DropdownMenu } from 'radix-ui';
import type { FilterOption } from '../positions/careerPositions.js';

export interface FilterMenuProps {
  /** The group's name on the button (`Firma`). */
  label: string;
  /** Said after the name while some choices are on (`Firma (vybrány 2 možnosti)`); the eye sees the number. */
  chosenText: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * One filter group as a dropdown of checkboxes (SPEC §2 item 7), Radix DropdownMenu: arrow keys,
 * type-ahead, Escape and focus return come with it. A choice toggles without closing the menu, so a
 * visitor can tick several; the list scrolls beyond about 16 rem (or the room the window has left).
 */
export function FilterMenu({ label, chosenText, options, chosen, onChange }: FilterMenuProps) {
  const count = chosen.length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={options.length === 0}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-surface px-4 py-2 font-semibold text-ink hover:border-brand data-[state=open]:border-brand disabled:cursor-not-allowed disabled:opacity-60"
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
        <ChevronDownIcon className="text-lg" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[min(16rem,var(--radix-dropdown-menu-content-available-height))] min-w-56 max-w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-card border border-line bg-surface p-1 shadow-dialog"
        >
          {options.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option.id}
              checked={chosen.includes(option.id)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
              }
              // The menu stays open: several choices in one go.
              onSelect={(event) => event.preventDefault()}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field px-3 py-2 text-ink outline-none [overflow-wrap:anywhere] data-[highlighted]:bg-brand-soft"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink-muted bg-surface text-on-brand [[data-state=checked]>&]:border-brand [[data-state=checked]>&]:bg-brand"
              >
                <DropdownMenu.ItemIndicator>
                  <CheckIcon className="text-sm" />
                </DropdownMenu.ItemIndicator>
              </span>
              {option.name}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
