export { DynamicSections } from './DynamicSections.js';
export { dynamicSectionsBlock } from './dynamicSectionsBlock.js';
export type { DynamicSectionsProps, DynamicSubSection, DynamicTab } from './dynamicSectionsContent.js';
export { DYNAMIC_SECTIONS_MAX_TABS, dynamicSectionsContent } from './dynamicSectionsContent.js';
export type { DynamicSectionsMessages } from './dynamicSectionsMessages.js';
export { dynamicSectionsMessages } from './dynamicSectionsMessages.js';
export type { SectionChoice } from './dynamicSectionsState.js';
export {
  SECTION_PARAM,
  sectionLinkTarget,
  sectionSlug,
  selectedSection,
  selectedTab,
  stateHref,
  TAB_PARAM,
  uniqueSlugs,
} from './dynamicSectionsState.js';
