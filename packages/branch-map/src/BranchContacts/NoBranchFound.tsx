'use client';

import { Button } from '@insurance-web/ui';
import { type ReactNode, useId } from 'react';
import type { BranchMessages } from '../messages.js';
import { type Branch, branchAlternatives } from './branches.js';

export interface NoBranchFoundProps {
  branches: readonly Branch[];
  city: string;
  brand: string;
  t: BranchMessages;
  /** A branch as a link that picks it (the same links as the lists). */
  link: (branch: Branch) => ReactNode;
  onReset: () => void;
}

/**
 * In place of the branch shown, when the city and make chosen find no branch: what the visitor can
 * do instead, the branches elsewhere that serve the make and the makes served in the city, and a way
 * back to every branch. The old branch's detail would read as an answer to the choice.
 */
export function NoBranchFound({ branches, city, brand, t, link, onReset }: NoBranchFoundProps) {
  const { forBrand, cityBrands } = branchAlternatives(branches, city, brand);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 tablet:p-6"
    >
      <h3 id={headingId} className="text-2xl font-bold text-ink">
        {t.noBranchHeading(city, brand)}
      </h3>
      {forBrand.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-ink">{t.brandElsewhere(brand)}</p>
          <ul className="grid gap-2 tablet:grid-cols-2">
            {forBrand.map((entry) => (
              <li key={entry.slug}>{link(entry)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cityBrands.length > 0 ? <p className="text-ink">{t.cityBrands(city, cityBrands)}</p> : null}
      <Button type="button" variant="secondary" className="w-fit" onClick={onReset}>
        {t.resetChoice}
      </Button>
    </section>
  );
}
