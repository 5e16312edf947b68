import { cardGridClass, SectionShell } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { BranchText } from '../BranchText.js';
import { byCity } from './byCity.js';

/**
 * The shell of the contact card blocks: the heading (the editor's, or the block's own), the perex,
 * and one grid of cards in the order of their cities, each card naming its city above its name, as
 * server markup. One grid, not a grid per city: a city of one centre would leave a row of two or
 * three columns with a single card in it.
 */
export function CardGroups<T extends { city: string; name: string }>({
  heading,
  fallbackHeading,
  perex,
  items,
  columns,
  card,
}: {
  heading: string | undefined;
  fallbackHeading: 'serviceCentresHeading' | 'dealersHeading';
  perex: string | undefined;
  items: readonly T[];
  /** At most three cards a row on a desktop, or two for the fuller dealer cards. */
  columns: 2 | 3;
  card: (item: T) => ReactNode;
}) {
  const ordered = byCity(items).flatMap(([, group]) => group);
  return (
    <SectionShell heading={heading || <BranchText name={fallbackHeading} />} perex={perex}>
      <ul className={`${cardGridClass(ordered.length, columns)} gap-4`}>
        {ordered.map((item) => (
          <li key={item.name}>
            <article className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 [overflow-wrap:anywhere]">
              <hgroup className="flex flex-col gap-0.5">
                <p className="text-sm font-semibold uppercase tracking-wide text-accent">{item.city}</p>
                <h3 className="text-lg font-bold text-ink">{item.name}</h3>
              </hgroup>
              {card(item)}
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
