import { defineBlock } from '../registry/defineBlock.js';
import { Timeline } from './Timeline.js';
import { timelineContent } from './timelineContent.js';

export const timelineBlock = defineBlock({
  type: 'blocks.timeline',
  label: 'Časová osa',
  content: timelineContent,
  component: Timeline,
});
