import * as z from 'zod/mini';
import { choice, image, list, optionalText, text } from '../content/fields.js';
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
  name: optionalText(),
  questions: list(faqSectionQuestion),
});

/** `order`: any number; absent (Strapi's `null`) puts the group after those that have one. */
const order = z.pipe(
  z.optional(z.nullable(z.number())),
  z.transform((value) => value ?? null),
);

/** SPEC §3 FAQ group: name, image, sectionName, order, categories. */
export const faqGroup = z.object({
  /** The group's tile. */
  name: text(),
  /** The heading over the group's questions; the name when empty. */
  sectionName: optionalText(),
  /** The tile's picture, decorative beside the name. */
  image: image(),
  order,
  categories: list(faqCategory),
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
    heading: optionalText(),
    perex: optionalText(),
    variant: choice(FAQ_VARIANTS, 'inline'),
    groups: list(faqGroup),
  }),
  z.transform((fields) => ({ ...fields, groups: sortByOrder(fields.groups) })),
);

export type FaqSectionProps = z.output<typeof faqSectionContent>;
