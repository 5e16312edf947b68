import { type Locale, useLocale } from '@insurance-web/ui';

/** The release notes block's own texts (the notes come from the content system). */
export interface ReleaseNotesMessages {
  /** The heading when neither the editor nor the collection gives one. */
  fallbackHeading: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  loadMore: string;
  loadMoreError: string;
  version: (version: string) => string;
  /** Names the category badges for screen readers. */
  categories: string;
  /** Announced when the next page has been added. */
  loadedMore: (count: number) => string;
}

/** Czech plural: 1, 2–4, and 0 or 5 and more. */
function czechPlural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  return count >= 2 && count <= 4 ? few : many;
}

export const releaseNotesMessages: Record<Locale, ReleaseNotesMessages> = {
  cs: {
    fallbackHeading: 'Novinky',
    loading: 'Načítáme novinky…',
    empty: 'Zatím tu nejsou žádné novinky. Až něco vylepšíme, dozvíte se to tady.',
    error: 'Novinky se nám teď nepodařilo načíst.',
    retry: 'Zkusit znovu',
    loadMore: 'Načíst další novinky',
    loadMoreError: 'Další novinky se nepodařilo načíst.',
    version: (version) => `Verze ${version}`,
    categories: 'Kategorie',
    loadedMore: (count) =>
      czechPlural(
        count,
        'Načetli jsme 1 další novinku.',
        `Načetli jsme ${count} další novinky.`,
        `Načetli jsme ${count} dalších novinek.`,
      ),
  },
  en: {
    fallbackHeading: 'What’s new',
    loading: 'Loading what’s new…',
    empty: 'Nothing new here yet. When we improve something, you will read about it here.',
    error: 'We could not load what’s new just now.',
    retry: 'Try again',
    loadMore: 'Load more',
    loadMoreError: 'We could not load more.',
    version: (version) => `Version ${version}`,
    categories: 'Categories',
    loadedMore: (count) => (count === 1 ? 'Loaded 1 more note.' : `Loaded ${count} more notes.`),
  },
};

export function useReleaseNotesMessages(): ReleaseNotesMessages {
  return releaseNotesMessages[useLocale()];
}
