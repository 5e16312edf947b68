export { PeopleCards } from './PeopleCards.js';
export type { PersonVideoProps } from './PersonVideo.js';
export { PersonVideo } from './PersonVideo.js';
export { peopleCardsBlock } from './peopleCardsBlock.js';
export type { PeopleCardsProps, Person } from './peopleCardsContent.js';
export { peopleCardsContent, person } from './peopleCardsContent.js';
