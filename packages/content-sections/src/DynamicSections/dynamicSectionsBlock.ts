import { defineBlock } from '../registry/defineBlock.js';
import { DynamicSections } from './DynamicSections.js';
import { dynamicSectionsContent } from './dynamicSectionsContent.js';

export const dynamicSectionsBlock = defineBlock({
  type: 'blocks.dynamic-sections',
  label: 'Dynamické sekce',
  content: dynamicSectionsContent,
  component: DynamicSections,
  // Switching tabs without a reload needs the browser; one tab with one sub-section is plain HTML.
  island: (props) => props.tabs.length > 1 || props.tabs.some((tab) => tab.sections.length > 1),
});
