export type { PositionDetailProps } from './PositionDetail.js';
export { PositionDetail } from './PositionDetail.js';
