import { defineBlock } from '../registry/defineBlock.js';
import { InfoSection } from './InfoSection.js';
import { infoSectionContent } from './infoSectionContent.js';

export const infoSectionBlock = defineBlock({
  type: 'blocks.info-section',
  label: 'Oznámení',
  content: infoSectionContent,
  component: InfoSection,
  // A window is checked again in the browser (a cached page must not show an expired notice), and a
  // close button needs it too; an open-ended notice without one is plain HTML.
  island: (props) => props.closable || props.from !== null || props.to !== null,
});
