'use client';

import { NativeSelect, SectionShell, scriptSafeJson, useQueryParam, useSite } from '@insurance-web/ui';
import { type MouseEvent, useId, useMemo, useRef, useState } from 'react';
import { BranchMap } from '../BranchMap/BranchMap.js';
import { useBranchMessages } from '../messages.js';
import { BranchDetail } from './BranchDetail.js';
import type { BranchContactsProps } from './branchContactsContent.js';
import {
  type Branch,
  branchBrands,
  branchChoice,
  branchCities,
  branchFollowingChoice,
  selectedBranch,
} from './branches.js';
import { branchJsonLd } from './branchLinks.js';
import { NoBranchFound } from './NoBranchFound.js';
import { usePragueDay } from './usePragueDay.js';

/**
 * The branch contacts (SPEC §2 item 9, §4): the city and brand choice (a prompt until either is
 * chosen, then the branches of the city, of the make or of both; or that none serves them, in place
 * of the branch shown), every branch to pick from, and the picked one in full, under the branch map.
 * `?pobocka=<slug>` picks a branch (default: the first); picking one writes it into the address,
 * sends the view event and moves the focus to it. Today's opening row follows Prague time, from the
 * site's clock. JSON-LD of every branch is in the server HTML.
 */
export function BranchContacts({ heading, perex, branches }: BranchContactsProps) {
  const t = useBranchMessages();
  const site = useSite();
  const markerId = useId();
  const detail = useRef<HTMLDivElement>(null);
  const slug = useQueryParam('pobocka');
  const branch = selectedBranch(branches, slug);
  const [city, setCity] = useState('');
  const [brand, setBrand] = useState('');
  // The branch the detail switched to when the choice left the shown one out, announced once.
  const [followed, setFollowed] = useState<string | null>(null);
  const cities = useMemo(() => branchCities(branches), [branches]);
  const brands = useMemo(() => branchBrands(branches), [branches]);
  const choice = branchChoice(branches, city, brand);
  const today = usePragueDay(markerId);

  const focusDetail = () =>
    requestAnimationFrame(() => detail.current?.querySelector<HTMLElement>('h3')?.focus());
  const clearChoice = () => {
    setCity('');
    setBrand('');
    setFollowed(null);
  };
  // Picking a branch in place: its slug in the address, the view event, and the focus (and so the
  // view, on a phone) on the branch it shows. A pick while the choice finds nothing clears the
  // choice, so that the branch picked is what the detail shows.
  const select = (next: Branch) => {
    if (choice.status === 'none') clearChoice();
    site.navigation.setParams({ pobocka: next.slug });
    site.analytics({ name: t.viewEvent, label: next.name });
    focusDetail();
  };
  // Back from a choice that found nothing: the branch of the address again, and the focus on it
  // (the button that was pressed is gone with the message).
  const reset = () => {
    clearChoice();
    focusDetail();
  };
  // A city or make chosen: when the branch shown is not among those listed, the detail shows the
  // first listed one (in the address too, replacing the entry: a filter, not a visit); the focus stays
  // on the select, and the status says which branch is shown now.
  const choose = (next: { city?: string; brand?: string }) => {
    const nextCity = next.city ?? city;
    const nextBrand = next.brand ?? brand;
    setCity(nextCity);
    setBrand(nextBrand);
    const follow = branchFollowingChoice(branchChoice(branches, nextCity, nextBrand), branch);
    if (follow) site.navigation.setParams({ pobocka: follow.slug }, { replace: true });
    setFollowed(follow ? follow.name : null);
  };
  // Every branch is a plain link (`?pobocka=…`) that works before the script has loaded, can open in
  // a new tab and be followed by a crawler; with the script, a plain click picks in place.
  const pick = (event: MouseEvent<Element>, next: Branch) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    select(next);
  };
  const branchLink = (entry: Branch) => (
    <a
      href={`?pobocka=${entry.slug}`}
      aria-current={entry === branch ? 'page' : undefined}
      onClick={(event) => pick(event, entry)}
      className="block w-full rounded-field border-2 border-line px-4 py-2.5 font-semibold text-ink no-underline hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand"
    >
      {entry.name}
      <span className="block text-sm font-normal text-ink-muted">
        {[entry.street, entry.houseNumber].filter(Boolean).join(' ')}, {entry.city}
      </span>
    </a>
  );

  return (
    <SectionShell
      id={markerId}
      data-weekday={today.weekday}
      data-holiday={today.holiday ? '' : undefined}
      heading={heading || t.branchesHeading}
      perex={perex}
    >
      <div className="grid gap-6 desktop:grid-cols-[22rem_1fr]">
        <div className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3 rounded-card bg-surface-muted p-4">
            <legend className="mb-1 font-semibold text-ink">{t.finder}</legend>
            <NativeSelect
              label={t.city}
              value={city}
              onChange={(event) => choose({ city: event.target.value })}
              options={cities.map((value) => ({ value, label: value }))}
            />
            <NativeSelect
              label={t.brand}
              value={brand}
              onChange={(event) => choose({ brand: event.target.value })}
              options={brands.map((value) => ({ value, label: value }))}
            />
            {choice.status === 'prompt' ? <p className="text-ink-muted">{t.choosePrompt}</p> : null}
            {choice.status === 'found' ? (
              <ul className="flex flex-col gap-2">
                {choice.branches.map((entry) => (
                  <li key={entry.slug}>{branchLink(entry)}</li>
                ))}
              </ul>
            ) : null}
            {/* What the choice found, said once (and shown, when it is nothing); the links stay out of it. */}
            <p role="status" className={choice.status === 'none' ? 'text-ink' : 'sr-only'}>
              {choice.status === 'none'
                ? t.noBranch
                : choice.status === 'found'
                  ? [
                      t.found(choice.branches.length),
                      followed && followed === branch?.name ? t.showing(followed) : '',
                    ]
                      .filter(Boolean)
                      .join(' ')
                  : ''}
            </p>
          </fieldset>
          <nav aria-label={t.allBranches}>
            <ul className="flex flex-col gap-2">
              {branches.map((entry) => (
                <li key={entry.slug}>{branchLink(entry)}</li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="flex flex-col gap-8">
          <BranchMap branches={branches} selected={branch?.slug} onLinkPick={pick} onPick={select} t={t} />
          <div ref={detail}>
            {choice.status === 'none' ? (
              <NoBranchFound
                branches={branches}
                city={city}
                brand={brand}
                t={t}
                link={branchLink}
                onReset={reset}
              />
            ) : branch ? (
              <BranchDetail
                branch={branch}
                weekday={today.weekday}
                holidayToday={today.holiday}
                locale={site.config.locale}
                t={t}
              />
            ) : null}
          </div>
        </div>
      </div>
      {/* Inside the column, which lays out no script: the same pixels as beside it. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped (scriptSafeJson)
        dangerouslySetInnerHTML={{
          __html: scriptSafeJson(branches.map((entry) => branchJsonLd(entry, site.config.url))),
        }}
      />
    </SectionShell>
  );
}
