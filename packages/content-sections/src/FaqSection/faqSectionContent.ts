import * as z from 'zod/mini';
import { choice, image, labelled, list, optionalText, perex, text } from '../content/fields.js';
import { type FaqQuestionData, faqQuestion } from './faqAnswer.js';
import { sortByOrder } from './faqView.js';

export const FAQ_SECTION_TYPE = 'blocks.faq';

/** How a question opens: in place (collapsed to three lines, or expanded), or in a modal. */
export const FAQ_VARIANTS = ['inline', 'modal'] as const;
export type FaqVariant = (typeof FAQ_VARIANTS)[number];

/** SPEC §3: a category's questions have `heading` and `content`. */
export const faqSectionQuestion = faqQuestion(FAQ_SECTION_TYPE, 'heading', 'content');

export const faqCategory = z.object({
  /** Optional for a group with one category, which shows no category choice. */
  name: labelled(
    optionalText(),
    'Název kategorie',
    'Text volby kategorie. Nepovinné u skupiny s jedinou kategorií: volba se pak neukáže.',
  ),
  questions: labelled(list(faqSectionQuestion), 'Otázky', 'Otázky kategorie s odpověďmi.'),
});

/** `order`: any number; absent (Strapi's `null`) puts the group after those that have one. */
const order = labelled(
  z.pipe(
    z.optional(z.nullable(z.number())),
    z.transform((value) => value ?? null),
  ),
  'Pořadí',
  'Nepovinné. Číslo pro řazení skupin, menší dřív. Prázdné: skupina je za těmi s pořadím.',
);

/** SPEC §3 FAQ group: name, image, sectionName, order, categories. */
export const faqGroup = z.object({
  /** The group's tile. */
  name: labelled(text(), 'Název skupiny', 'Text dlaždice skupiny (dlaždice se ukážou, je-li skupin víc).'),
  /** The heading over the group's questions; the name when empty. */
  sectionName: labelled(
    optionalText(),
    'Nadpis otázek',
    'Nepovinné. Nadpis nad otázkami skupiny. Prázdné: název skupiny.',
  ),
  /** The tile's picture, decorative beside the name. */
  image: labelled(image(), 'Obrázek', 'Nepovinné. Dekorativní obrázek na dlaždici vedle názvu.'),
  order,
  categories: labelled(list(faqCategory), 'Kategorie', 'Kategorie otázek ve skupině.'),
});

export type FaqCategory = z.output<typeof faqCategory>;
export type FaqGroup = z.output<typeof faqGroup>;
export type { FaqQuestionData };

/**
 * `blocks.faq`: groups of categories of questions (SPEC §2 item 7, §3). The groups come out sorted
 * by `order` (those without one last, in the editor's order), which is the order `faq` counts in.
 */
export const faqSectionContent = z.pipe(
  z.object({
    heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad otázkami.'),
    perex: perex(),
    variant: labelled(
      choice(FAQ_VARIANTS, 'inline'),
      'Zobrazení odpovědí',
      'inline = odpověď se rozbalí na místě (výchozí), modal = odpověď se otevře v okně.',
    ),
    groups: labelled(
      list(faqGroup),
      'Skupiny',
      'Skupiny otázek, řazené podle pořadí; parametr faq v adrese vybírá skupinu.',
    ),
  }),
  z.transform((fields) => ({ ...fields, groups: sortByOrder(fields.groups) })),
);

export type FaqSectionProps = z.output<typeof faqSectionContent>;
