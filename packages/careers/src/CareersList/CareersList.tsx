'use client';

import { Button, cardGridClass, SectionShell, safeLinkUrl } from '@insurance-web/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FilterChips } from '../FilterMenu/FilterChips.js';
import { FilterMenu } from '../FilterMenu/FilterMenu.js';
import { type CareersMessages, useCareersMessages } from '../messages.js';
import {
  type CareerPosition,
  FILTER_GROUPS,
  filterOptions,
  filterPositions,
  INITIAL_POSITIONS,
} from '../positions/careerPositions.js';
import type { CareersListProps } from './careersListContent.js';
import { DEFAULT_POSITION_URL, positionHref } from './positionUrl.js';

/** The detail's address; a template that makes no safe link (given straight in React) gives the default. */
function positionLink(template: string, id: string): string {
  return safeLinkUrl(positionHref(template, id)) ?? positionHref(DEFAULT_POSITION_URL, id);
}

import { PositionCard } from './PositionCard.js';
import { useCareerFilters } from './useCareerFilters.js';
import { useOpenPositions } from './useOpenPositions.js';

/** Placeholder cards while the positions load (the list's likely first rows). */
const SKELETON_CARDS = 3;

/**
 * The careers list (SPEC §2 item 8, §4): open positions fetched in the browser on load, filtered by
 * `Firma`, `Lokalita` and `Obor` (kept in the address), five at first and all after `Další pozice`.
 * The server renders the loading state, so the recruitment feed never holds up the page. A failed
 * fetch is logged (SPEC §8) and offers another try, instead of passing for an empty list.
 */
export function CareersList({ heading, perex, positionUrl = DEFAULT_POSITION_URL }: CareersListProps) {
  const t = useCareersMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const state = useOpenPositions();
  // One live region for the list's whole life: a region that appears with its text already in it is
  // not reliably read, so loading, then the number found, are both said here.
  const [found, setFound] = useState<number | null>(null);
  const announcement =
    state.status === 'loading' ? t.loading : state.status === 'ready' && found !== null ? t.found(found) : '';
  const retry = (again: () => void) => {
    // The button goes with the error: the focus waits on the heading, where the list will appear.
    headingRef.current?.focus();
    again();
  };
  return (
    <SectionShell
      heading={heading || t.heading}
      headingProps={{ ref: headingRef, tabIndex: -1 }}
      perex={perex}
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {state.status === 'loading' ? (
        <div>
          <ul aria-hidden="true" className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <li key={index} className="flex h-40 flex-col gap-3 rounded-card border border-line p-5">
                <span className="h-6 w-3/4 animate-pulse rounded-field bg-surface-muted" />
                <span className="h-4 w-1/2 animate-pulse rounded-field bg-surface-muted" />
                <span className="mt-auto h-6 w-2/3 animate-pulse rounded-field bg-surface-muted" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface-muted p-5">
          <p role="alert" className="text-ink">
            {t.error}
          </p>
          <Button variant="secondary" onClick={() => retry(state.retry)}>
            {t.retry}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <OpenPositions positions={state.positions} positionUrl={positionUrl} t={t} onFound={setFound} />
      ) : null}
    </SectionShell>
  );
}

function OpenPositions({
  positions,
  positionUrl,
  t,
  onFound,
}: {
  positions: readonly CareerPosition[];
  positionUrl: string;
  t: CareersMessages;
  /** How many positions match, for the list's live region. */
  onFound: (count: number) => void;
}) {
  const options = useMemo(() => filterOptions(positions), [positions]);
  const { filters, choose, clear } = useCareerFilters(options);
  const matching = useMemo(() => filterPositions(positions, filters), [positions, filters]);
  useEffect(() => onFound(matching.length), [matching.length, onFound]);
  const [showAll, setShowAll] = useState(false);
  const filterBar = useRef<HTMLFieldSetElement>(null);
  const list = useRef<HTMLUListElement>(null);

  if (positions.length === 0) {
    return <p className="rounded-card border border-line bg-surface-muted p-5 text-ink">{t.empty}</p>;
  }

  const visible = showAll ? matching : matching.slice(0, INITIAL_POSITIONS);
  const chips = FILTER_GROUPS.flatMap((group) =>
    options[group]
      .filter((option) => filters[group].includes(option.id))
      .map((option) => ({
        key: `${group}-${option.id}`,
        name: option.name,
        removeLabel: t.removeFilter(t.group[group], option.name),
        onRemove: () =>
          choose(
            group,
            filters[group].filter((id) => id !== option.id),
          ),
      })),
  );

  const showMore = () => {
    flushSync(() => setShowAll(true));
    // The keyboard carries on from the first position the button revealed.
    list.current?.querySelectorAll<HTMLElement>('[data-position-id]')[INITIAL_POSITIONS]?.focus();
  };

  return (
    <>
      <div className="flex flex-col gap-3">
        <fieldset ref={filterBar} className="relative flex flex-wrap gap-2">
          <legend className="sr-only">{t.filters}</legend>
          {FILTER_GROUPS.map((group) => (
            <FilterMenu
              key={group}
              label={t.group[group]}
              chosenText={t.chosenCount(filters[group].length)}
              options={options[group]}
              chosen={filters[group]}
              onChange={(ids) => choose(group, ids)}
            />
          ))}
        </fieldset>
        <FilterChips
          label={t.chosenFilters}
          chips={chips}
          clearLabel={t.clearFilters}
          onClear={clear}
          onEmptied={() => filterBar.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus()}
        />
      </div>
      {matching.length === 0 ? (
        <p className="rounded-card border border-line bg-surface-muted p-5 text-ink">{t.empty}</p>
      ) : (
        // One or two positions fill the row rather than leave a three-column grid half empty.
        <ul ref={list} className={`${cardGridClass(visible.length)} gap-4`}>
          {visible.map((position) => (
            <li key={position.id}>
              <PositionCard position={position} href={positionLink(positionUrl, position.id)} t={t} />
            </li>
          ))}
        </ul>
      )}
      {visible.length < matching.length ? (
        <div>
          <Button variant="secondary" onClick={showMore}>
            {t.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
