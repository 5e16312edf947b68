import { cardGridClass, SectionShell } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { BranchText } from '../BranchText.js';
import { byCity } from './byCity.js';

/**
 * The shell of the contact card blocks: the heading (the editor's, or the block's own), the perex,
 * and the cards grouped by city under a heading each, as server markup.
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
  const groups = byCity(items);
  // Every city's cards in the same columns, as many as the largest city needs (up to `columns`): a
  // block of one or two cards fills its row, and the cards of all cities line up.
  const grid = `${cardGridClass(Math.max(0, ...groups.map(([, group]) => group.length)), columns)} gap-4`;
  return (
    <SectionShell heading={heading || <BranchText name={fallbackHeading} />} perex={perex}>
      {groups.map(([city, group]) => (
        <div key={city} className="flex flex-col gap-3">
          <h3 className="text-xl font-bold text-ink">{city}</h3>
          <ul className={grid}>
            {group.map((item) => (
              <li key={item.name}>
                <article className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 [overflow-wrap:anywhere]">
                  <h4 className="text-lg font-bold text-ink">{item.name}</h4>
                  {card(item)}
                </article>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SectionShell>
  );
}
