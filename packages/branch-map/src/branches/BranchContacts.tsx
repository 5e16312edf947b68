'use client';

import { NativeSelect, scriptSafeJson, useHref, useQueryParam, useSite } from '@insurance-web/ui';
import { useId, useMemo, useState } from 'react';
import { useBranchMessages } from '../messages.js';
import { BranchDetail } from './BranchDetail.js';
import type { BranchContactsProps } from './branchContactsContent.js';
import { type Branch, branchChoice, branchCities, pragueWeekday, selectedBranch } from './branches.js';
import { branchJsonLd } from './branchLinks.js';

const collator = new Intl.Collator('cs');

/**
 * The branch contacts (SPEC §2 item 9, §4): the city and brand choice (a prompt until both are
 * chosen, then the branches for them, or that none serves them), every branch to pick from, and the
 * picked one in full. `?pobocka=<slug>` picks a branch (default: the first); picking one writes it
 * into the address and sends the view event. Today's opening row follows Prague time, from the
 * site's clock. JSON-LD of every branch is in the server HTML.
 */
export function BranchContacts({ heading, perex, branches }: BranchContactsProps) {
  const t = useBranchMessages();
  const site = useSite();
  const headingId = useId();
  const href = useHref();
  const slug = useQueryParam('pobocka');
  const branch = selectedBranch(branches, slug);
  const [city, setCity] = useState('');
  const [brand, setBrand] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const cities = useMemo(() => branchCities(branches), [branches]);
  const brands = useMemo(
    () => [...new Set(branches.flatMap((entry) => entry.brands))].toSorted(collator.compare),
    [branches],
  );
  const choice = branchChoice(branches, city, brand);
  const weekday = pragueWeekday(site.clock.now());

  const pick = (next: Branch) => {
    site.navigation.setParams({ pobocka: next.slug });
    site.analytics({ name: t.viewEvent, label: next.name });
    setAnnouncement(t.showing(next.name));
  };
  const branchButton = (entry: Branch) => (
    <button
      type="button"
      aria-current={entry === branch ? 'true' : undefined}
      onClick={() => pick(entry)}
      className="w-full cursor-pointer rounded-field border-2 border-line px-4 py-2.5 text-left font-semibold text-ink hover:border-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand-soft aria-[current=true]:text-brand"
    >
      {entry.name}
      <span className="block text-sm font-normal text-ink-muted">
        {[entry.street, entry.houseNumber].filter(Boolean).join(' ')}, {entry.city}
      </span>
    </button>
  );

  return (
    <section aria-labelledby={headingId} className="py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4">
        <h2 id={headingId} className="text-2xl font-bold text-ink [overflow-wrap:anywhere] tablet:text-3xl">
          {heading || t.branchesHeading}
        </h2>
        {perex ? <p className="max-w-3xl text-lg text-ink-muted">{perex}</p> : null}
        <div className="grid gap-6 desktop:grid-cols-[22rem_1fr]">
          <div className="flex flex-col gap-6">
            <fieldset className="flex flex-col gap-3 rounded-card bg-surface-muted p-4">
              <legend className="float-left mb-1 font-semibold text-ink">{t.finder}</legend>
              <NativeSelect
                label={t.city}
                value={city}
                onChange={(event) => setCity(event.target.value)}
                options={cities.map((value) => ({ value, label: value }))}
              />
              <NativeSelect
                label={t.brand}
                value={brand}
                onChange={(event) => setBrand(event.target.value)}
                options={brands.map((value) => ({ value, label: value }))}
              />
              <div aria-live="polite">
                {choice.status === 'prompt' ? <p className="text-ink-muted">{t.choosePrompt}</p> : null}
                {choice.status === 'none' ? <p className="text-ink">{t.noBranch}</p> : null}
                {choice.status === 'found' ? (
                  <ul className="flex flex-col gap-2">
                    {choice.branches.map((entry) => (
                      <li key={entry.slug}>{branchButton(entry)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </fieldset>
            <nav aria-label={t.allBranches}>
              <ul className="flex flex-col gap-2">
                {branches.map((entry) => (
                  <li key={entry.slug}>{branchButton(entry)}</li>
                ))}
              </ul>
            </nav>
          </div>
          <div>
            <p role="status" className="sr-only">
              {announcement}
            </p>
            {branch ? (
              <BranchDetail branch={branch} weekday={weekday} locale={site.config.locale} t={t} />
            ) : null}
          </div>
        </div>
      </div>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped (scriptSafeJson)
        dangerouslySetInnerHTML={{
          __html: scriptSafeJson(branches.map((entry) => branchJsonLd(entry, href))),
        }}
      />
    </section>
  );
}
