// The public face of @insurance-web/careers: the careers list, its block for the host's registry,
// its texts, and the logic it is built on (open positions, filters in the address, badges).

export { careersBlocks } from './blocks.js';
export type { PositionDetailProps } from './detail/PositionDetail.js';
export { PositionDetail } from './detail/PositionDetail.js';
export type { FilterChip, FilterChipsProps } from './filters/FilterChips.js';
export { FilterChips } from './filters/FilterChips.js';
export type { FilterMenuProps } from './filters/FilterMenu.js';
export { FilterMenu } from './filters/FilterMenu.js';
export { CareersList } from './list/CareersList.js';
export { careersListBlock } from './list/careersListBlock.js';
export type { CareersListProps } from './list/careersListContent.js';
export type { PositionCardProps } from './list/PositionCard.js';
export { PositionCard } from './list/PositionCard.js';
export { DEFAULT_POSITION_URL, positionHref } from './list/positionUrl.js';
export type { CareersMessages } from './messages.js';
export { careersMessages } from './messages.js';
export type {
  CareerFilters,
  CareerPosition,
  FilterGroup,
  FilterOption,
} from './positions/careerPositions.js';
export {
  BADGES_WHEN_MANY,
  cardBadges,
  FILTER_GROUPS,
  filterOptions,
  filterPositions,
  filtersFromQuery,
  filtersToQuery,
  findOpenPosition,
  INITIAL_POSITIONS,
  MANY_BADGES,
  matchesFilters,
  NO_FILTERS,
  openPositions,
  toCareerPosition,
} from './positions/careerPositions.js';
