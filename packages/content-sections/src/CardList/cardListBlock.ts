import { defineBlock } from '../registry/defineBlock.js';
import { CardList } from './CardList.js';
import { cardListContent } from './cardListContent.js';

export const cardListBlock = defineBlock({
  type: 'blocks.card-list',
  label: 'Seznam karet',
  content: cardListContent,
  component: CardList,
  tracksClicks: (props) => props.cards.some((card) => card.button !== null),
});
