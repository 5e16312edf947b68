import { type Locale, useLocale } from '@insurance-web/ui';

/** The dynamic sections' own texts (names and content come from the CMS). */
export interface DynamicSectionsMessages {
  /** Names the tab list when the block has no heading. */
  tabsLabel: string;
  /** Names a tab's list of sub-sections. */
  sectionsLabel: (tab: string) => string;
  /** The select that replaces the sub-section tabs on small screens. */
  selectLabel: string;
}

export const dynamicSectionsMessages: Record<Locale, DynamicSectionsMessages> = {
  cs: {
    tabsLabel: 'Sekce',
    sectionsLabel: (tab) => `Sekce: ${tab}`,
    selectLabel: 'Vyberte sekci',
  },
  en: {
    tabsLabel: 'Sections',
    sectionsLabel: (tab) => `Sections: ${tab}`,
    selectLabel: 'Choose a section',
  },
};

export function useDynamicSectionsMessages(): DynamicSectionsMessages {
  return dynamicSectionsMessages[useLocale()];
}
