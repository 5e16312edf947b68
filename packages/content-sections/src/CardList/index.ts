export { CardList } from './CardList.js';
export { cardListBlock } from './cardListBlock.js';
export type { CardListCard, CardListProps } from './cardListContent.js';
export { CARD_LIST_IMAGE_HEIGHT, CARD_LIST_PER_ROW, cardListContent } from './cardListContent.js';
