// The public face of @insurance-web/careers. Work in progress (issue 12): so far the careers list's
// logic (open positions, filters in the address, badges); the list, its block and stories follow.

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
  INITIAL_POSITIONS,
  MANY_BADGES,
  matchesFilters,
  NO_FILTERS,
  openPositions,
  toCareerPosition,
} from './positions/careerPositions.js';
