export { Timeline } from './Timeline.js';
export { timelineBlock } from './timelineBlock.js';
export type { TimelineItem, TimelineProps } from './timelineContent.js';
export { timelineContent } from './timelineContent.js';
