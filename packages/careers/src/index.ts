// The public face of @insurance-web/careers: the careers list and its block for the host's registry,
// and the position page (its component and the lookup a host's page calls). Filters, badges and texts
// are internal.

// Lazy per-block loading (issue 25 point 8)
export { careersBlockLoaders } from './blockLoaders.js';
export { careersBlocks } from './blocks.js';
export type { CareersListProps } from './CareersList/index.js';
export { CareersList, careersListBlock } from './CareersList/index.js';
export type { PositionDetailProps } from './PositionDetail/index.js';
export { PositionDetail } from './PositionDetail/index.js';
// A host's position page (/kariera/{positionId}) finds the open position in the feed it fetched.
export type { CareerPosition, FilterOption } from './positions/careerPositions.js';
export { findOpenPosition } from './positions/careerPositions.js';
