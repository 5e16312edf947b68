export type { FilterChip, FilterChipsProps } from './FilterChips.js';
export { FilterChips } from './FilterChips.js';
export type { FilterMenuProps } from './FilterMenu.js';
export { FilterMenu } from './FilterMenu.js';
