export { FaqRadioCards } from './FaqRadioCards.js';
export { faqRadioCardsBlock } from './faqRadioCardsBlock.js';
export type { FaqRadioCard, FaqRadioCardsProps } from './faqRadioCardsContent.js';
export { FAQ_RADIO_CARDS_TYPE, faqRadioCard, faqRadioCardsContent } from './faqRadioCardsContent.js';
