import type { Ref } from 'react';

/** A position's badges (locations, fields, kind of employment) as a named list of tags. */
export function BadgeList({
  badges,
  label,
  id,
  ref,
}: {
  badges: readonly string[];
  /** Names the list for screen readers (`Zařazení pozice`). */
  label: string;
  id?: string;
  /** Focusable from code (the card moves the focus here when it shows every badge). */
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} id={id} tabIndex={ref ? -1 : undefined} aria-label={label} className="flex flex-wrap gap-2">
      {badges.map((badge, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a location and a field may share a name
          key={`${index}-${badge}`}
          className="rounded-full bg-surface-muted px-3 py-0.5 text-sm text-ink"
        >
          {badge}
        </li>
      ))}
    </ul>
  );
}
