import * as z from 'zod/mini';
import { cardsHeading, choice, labelled, list, perex } from '../content/fields.js';
import { faqQuestion } from '../FaqSection/faqAnswer.js';
import { FAQ_VARIANTS } from '../FaqSection/faqSectionContent.js';

export const FAQ_GRID_TYPE = 'blocks.faq-grid';

/** SPEC §2 item 7: 1, 2 or 3 columns. */
export const FAQ_GRID_COLUMNS = [1, 2, 3] as const;
export type FaqGridColumns = (typeof FAQ_GRID_COLUMNS)[number];

/** SPEC §3 FAQ item: `question` and its `answer` (rich text). */
export const faqItem = faqQuestion(FAQ_GRID_TYPE, 'question', 'answer');

/** A whole number of columns, 1 to 3; 3 when absent (a row of cards like the site's other card rows). */
const columns = labelled(
  z.pipe(
    z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(3)))),
    z.transform((value) => (value ?? 3) as FaqGridColumns),
  ),
  'Počet sloupců',
  'Kolik karet je vedle sebe na počítači: 1, 2 nebo 3. Prázdné: 3.',
);

/** `blocks.faq-grid`: FAQ cards in 1, 2 or 3 columns; a card opens its answer in a modal by default. */
export const faqGridContent = z.object({
  heading: cardsHeading(),
  perex: perex(),
  columns,
  variant: labelled(
    choice(FAQ_VARIANTS, 'modal'),
    'Zobrazení odpovědí',
    'inline = odpověď se rozbalí na místě, modal = odpověď se otevře v okně (výchozí).',
  ),
  items: labelled(list(faqItem), 'Otázky', 'Karty s otázkami a odpověďmi.'),
});

export type FaqGridProps = z.output<typeof faqGridContent>;
