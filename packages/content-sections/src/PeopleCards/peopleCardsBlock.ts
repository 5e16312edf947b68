import { defineBlock } from '../registry/defineBlock.js';
import { PeopleCards } from './PeopleCards.js';
import { peopleCardsContent } from './peopleCardsContent.js';

export const peopleCardsBlock = defineBlock({
  type: 'blocks.people-cards',
  label: 'Kontaktní osoby',
  content: peopleCardsContent,
  component: PeopleCards,
  // Only a video needs the browser (its button and popup); cards without one are plain HTML.
  island: (props) => props.people.some((person) => person.videoUrl !== null),
});
