import { defineBlock } from '../registry/defineBlock.js';
import { FaqRadioCards } from './FaqRadioCards.js';
import { FAQ_RADIO_CARDS_TYPE, faqRadioCardsContent } from './faqRadioCardsContent.js';

export const faqRadioCardsBlock = defineBlock({
  type: FAQ_RADIO_CARDS_TYPE,
  label: 'Karty častých dotazů',
  content: faqRadioCardsContent,
  component: FaqRadioCards,
  // Choosing a card changes the URL: an island as soon as there is a card.
  island: (props) => props.cards.length > 0,
});
