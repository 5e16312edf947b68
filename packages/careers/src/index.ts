// The public face of @insurance-web/careers: the careers list, its block for the host's registry,
// its texts, and the logic it is built on (open positions, filters in the address, badges).

// Lazy per-block loading (issue 25 point 8)
export { careersBlockLoaders } from './blockLoaders.js';
export { careersBlocks } from './blocks.js';
export type { CareersListProps, PositionCardProps } from './CareersList/index.js';
export {
  CareersList,
  careersListBlock,
  DEFAULT_POSITION_URL,
  PositionCard,
  positionHref,
} from './CareersList/index.js';
export type { FilterChip, FilterChipsProps, FilterMenuProps } from './FilterMenu/index.js';
export { FilterChips, FilterMenu } from './FilterMenu/index.js';
export type { CareersMessages } from './messages.js';
export { careersMessages } from './messages.js';
export type { PositionDetailProps } from './PositionDetail/index.js';
export { PositionDetail } from './PositionDetail/index.js';
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
