export type { BranchMapProps } from './BranchMap.js';
export { BranchMap } from './BranchMap.js';
