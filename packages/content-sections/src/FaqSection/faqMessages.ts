import { type Locale, useLocale } from '@insurance-web/ui';

/**
 * The texts the FAQ blocks show on their own (cs, en). Kept beside the blocks rather than in the
 * package's shared messages, which every other block's code carries.
 */
export interface FaqMessages {
  /** Shown for a question without an answer (SPEC §8 gives it for the structured data). */
  noAnswer: string;
  /** A block, group or category with no questions yet. */
  noQuestions: string;
  /** Names the group tiles and the category choice for screen readers. */
  groupsLabel: string;
  categoriesLabel: (group: string) => string;
  /** A category without a name, by its number. */
  categoryNumbered: (number: number) => string;
  /** Announced after the visitor picks a group or category. */
  showing: (name: string) => string;
  /** The radio cards' legend when the block has no heading, and the hint before a card is chosen. */
  radioLegend: string;
  radioHint: string;
  /** Heads the questions under the chosen card. */
  radioQuestions: (card: string) => string;
}

export const faqMessages: Record<Locale, FaqMessages> = {
  cs: {
    noAnswer: 'Odpověď není k dispozici.',
    noQuestions: 'Zatím tu nejsou žádné dotazy.',
    groupsLabel: 'Témata dotazů',
    categoriesLabel: (group) => `Okruhy dotazů: ${group}`,
    categoryNumbered: (number) => `Okruh ${number}`,
    showing: (name) => `Zobrazeny dotazy: ${name}`,
    radioLegend: 'Vyberte téma',
    radioHint: 'Vyberte téma a zobrazí se odpovědi na nejčastější dotazy.',
    radioQuestions: (card) => `Časté dotazy: ${card}`,
  },
  en: {
    noAnswer: 'No answer is available.',
    noQuestions: 'There are no questions here yet.',
    groupsLabel: 'Question topics',
    categoriesLabel: (group) => `Question categories: ${group}`,
    categoryNumbered: (number) => `Category ${number}`,
    showing: (name) => `Showing questions: ${name}`,
    radioLegend: 'Choose a topic',
    radioHint: 'Choose a topic to see answers to the most frequent questions.',
    radioQuestions: (card) => `Frequent questions: ${card}`,
  },
};

/** The FAQ blocks' texts in the site's locale (`cs` outside a `SiteProvider`). */
export function useFaqMessages(): FaqMessages {
  return faqMessages[useLocale()];
}
