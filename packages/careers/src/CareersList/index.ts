export { CareersList } from './CareersList.js';
export { careersListBlock } from './careersListBlock.js';
export type { CareersListProps } from './careersListContent.js';
export type { PositionCardProps } from './PositionCard.js';
export { PositionCard } from './PositionCard.js';
export { DEFAULT_POSITION_URL, positionHref } from './positionUrl.js';
