import { type Locale, useLocale } from '@insurance-web/ui';
import type { FilterGroup } from './positions/careerPositions.js';

/** The careers list's own texts (the positions come from the recruitment feed). */
export interface CareersMessages {
  /** The heading when the editor gives none. */
  heading: string;
  loading: string;
  /** SPEC §8: no position matches (or the feed has none open). */
  empty: string;
  error: string;
  retry: string;
  /** Names the filter bar for screen readers. */
  filters: string;
  /** The filter groups' names (SPEC §2 item 8). */
  group: Record<FilterGroup, string>;
  /** Said after a dropdown's name: how many of its choices are on. */
  chosenCount: (count: number) => string;
  /** Names the chips of the chosen filters. */
  chosenFilters: string;
  removeFilter: (group: string, name: string) => string;
  clearFilters: string;
  /** Announced after each change of the filters. */
  found: (count: number) => string;
  /** SPEC §8: shows every position after the first five. */
  showMore: string;
  /** SPEC §4: reveals a card's other badges. */
  showBadges: (hidden: number) => string;
  /** Names a card's badges for screen readers. */
  badges: string;
  /** Said after a position's link: it opens in a new tab (SPEC §2 `positionId`). */
  newTab: string;
  /** The detail page of a position that is no longer open. */
  notOpen: string;
  notOpenText: string;
  /** The detail page when the feed could not be read. */
  detailFailed: string;
  detailFailedText: string;
  backToList: string;
}

// Made when first needed, not as the module loads: each Intl object loads ICU data on the main thread
// (several milliseconds), which at module level lengthened the island's long task on the page.
let czechRules: Intl.PluralRules | undefined;

/** Czech plural forms by `Intl.PluralRules`: `one` (1), `few` (2–4), `other` (0, 5 and more). */
function czechPlural(count: number, forms: { one: string; few: string; other: string }): string {
  czechRules ??= new Intl.PluralRules('cs');
  const form = czechRules.select(count);
  return form === 'one' || form === 'few' ? forms[form] : forms.other;
}

export const careersMessages: Record<Locale, CareersMessages> = {
  cs: {
    heading: 'Volné pozice',
    loading: 'Načítáme volné pozice…',
    empty: 'V současné chvíli pro vás nemáme vhodnou nabídku.',
    error: 'Volné pozice se nám teď nepodařilo načíst.',
    retry: 'Zkusit znovu',
    filters: 'Filtry pozic',
    group: { companies: 'Firma', locations: 'Lokalita', workfields: 'Obor' },
    chosenCount: (count) =>
      czechPlural(count, {
        one: 'vybrána 1 možnost',
        few: `vybrány ${count} možnosti`,
        other: `vybráno ${count} možností`,
      }),
    chosenFilters: 'Vybrané filtry',
    removeFilter: (group, name) => `Zrušit filtr ${group}: ${name}`,
    clearFilters: 'Zrušit všechny filtry',
    found: (count) =>
      count === 0
        ? 'Nenašli jsme žádnou pozici.'
        : czechPlural(count, {
            one: 'Nalezena 1 pozice.',
            few: `Nalezeny ${count} pozice.`,
            other: `Nalezeno ${count} pozic.`,
          }),
    showMore: 'Další pozice',
    showBadges: (hidden) => `Zobrazit filtry (${hidden})`,
    badges: 'Zařazení pozice',
    newTab: '(otevře se v novém panelu)',
    notOpen: 'Tato pozice už není volná',
    notOpenText: 'Pozici jsme mezitím obsadili nebo ji už nenabízíme. Podívejte se na ostatní volná místa.',
    detailFailed: 'Pozici se nám teď nepodařilo načíst',
    detailFailedText: 'Zkuste to prosím za chvíli znovu.',
    backToList: 'Zpět na volné pozice',
  },
  en: {
    heading: 'Open positions',
    loading: 'Loading open positions…',
    empty: 'We have no suitable position for you at the moment.',
    error: 'We could not load the open positions just now.',
    retry: 'Try again',
    filters: 'Position filters',
    group: { companies: 'Company', locations: 'Location', workfields: 'Field' },
    chosenCount: (count) => `${count} selected`,
    chosenFilters: 'Selected filters',
    removeFilter: (group, name) => `Remove filter ${group}: ${name}`,
    clearFilters: 'Clear all filters',
    found: (count) => (count === 1 ? '1 position found.' : `${count} positions found.`),
    showMore: 'More positions',
    showBadges: (hidden) => `Show filters (${hidden})`,
    badges: 'Position tags',
    newTab: '(opens in a new tab)',
    notOpen: 'This position is no longer open',
    notOpenText: 'We have filled it or no longer offer it. Have a look at our other open positions.',
    detailFailed: 'We could not load the position just now',
    detailFailedText: 'Please try again in a moment.',
    backToList: 'Back to open positions',
  },
};

export function useCareersMessages(): CareersMessages {
  return careersMessages[useLocale()];
}
