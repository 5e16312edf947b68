import { defineBlock } from '../registry/defineBlock.js';
import { FaqSection } from './FaqSection.js';
import { FAQ_SECTION_TYPE, faqSectionContent } from './faqSectionContent.js';

export const faqSectionBlock = defineBlock({
  type: FAQ_SECTION_TYPE,
  label: 'Časté dotazy',
  content: faqSectionContent,
  component: FaqSection,
  // Opening a question, or choosing a group or category, needs the browser; a section with nothing
  // to open or choose (no questions, one group, one category) is plain HTML.
  island: (props) =>
    props.groups.length > 1 ||
    props.groups.some(
      (group) =>
        group.categories.length > 1 || group.categories.some((category) => category.questions.length > 0),
    ),
});
