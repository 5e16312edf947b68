import * as z from 'zod/mini';
import {
  cardHeading,
  cardsHeading,
  image,
  labelled,
  list,
  optionalText,
  perex,
  text,
} from '../content/fields.js';
import { faqQuestion } from '../FaqSection/faqAnswer.js';

export const FAQ_RADIO_CARDS_TYPE = 'blocks.faq-radio-cards';

/** A card's `type`: the value `faq` takes in the address when the card is chosen, so one word. */
const cardType = text().check(
  z.maxLength(64, 'Typ karty je delší než 64 znaků.'),
  z.regex(/^\S+$/, 'Typ karty musí být jedno slovo bez mezer (v adrese stránky bude jako ?faq=…).'),
);

/** One card: its `type` (SPEC §2: matched against `faq`), its title and text, and its questions. */
export const faqRadioCard = z.object({
  type: labelled(
    cardType,
    'Označení karty',
    'Jedno slovo bez mezer, jiné než u ostatních karet; odkaz s ?faq=slovo kartu vybere.',
  ),
  heading: cardHeading(),
  text: labelled(optionalText(), 'Text', 'Nepovinné. Popis pod nadpisem karty.'),
  /** Decorative beside the title. */
  image: labelled(image(), 'Obrázek', 'Nepovinné. Dekorativní obrázek vedle nadpisu karty.'),
  /** SPEC §3 FAQ items, shown under the cards while the card is chosen. */
  questions: labelled(
    list(faqQuestion(FAQ_RADIO_CARDS_TYPE, 'question', 'answer')),
    'Otázky',
    'Otázky s odpověďmi, které se ukážou pod kartami, když je karta vybraná.',
  ),
});

export type FaqRadioCard = z.output<typeof faqRadioCard>;

/** Two cards of one type would be chosen together: the second is refused, naming its field. */
const cards = list(faqRadioCard).check(
  z.superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.forEach((card, index) => {
      if (seen.has(card.type)) {
        ctx.addIssue({
          code: 'custom',
          message: `Typ „${card.type}“ už má jiná karta; každá karta potřebuje svůj.`,
          input: card.type,
          path: [index, 'type'],
        });
      }
      seen.add(card.type);
    });
  }),
);

/** `blocks.faq-radio-cards`: topic cards to choose one from; the chosen card's questions follow. */
export const faqRadioCardsContent = z.object({
  heading: cardsHeading(),
  perex: perex(),
  cards: labelled(cards, 'Karty', 'Karty témat; návštěvník vybere jednu a pod nimi uvidí její otázky.'),
});

export type FaqRadioCardsProps = z.output<typeof faqRadioCardsContent>;
