import type { ReactNode } from 'react';
import { BranchText } from '../BranchText.js';
import { byCity } from './serviceCentresContent.js';

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
  /** Three cards a row on a desktop, or two for the fuller dealer cards. */
  columns: 2 | 3;
  card: (item: T) => ReactNode;
}) {
  return (
    <section className="py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4">
        <h2 className="text-2xl font-bold text-ink [overflow-wrap:anywhere] tablet:text-3xl">
          {heading || <BranchText name={fallbackHeading} />}
        </h2>
        {perex ? <p className="max-w-3xl text-lg text-ink-muted">{perex}</p> : null}
        {byCity(items).map(([city, group]) => (
          <div key={city} className="flex flex-col gap-3">
            <h3 className="text-xl font-bold text-ink">{city}</h3>
            <ul className={`grid gap-4 tablet:grid-cols-2 ${columns === 3 ? 'desktop:grid-cols-3' : ''}`}>
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
      </div>
    </section>
  );
}
