export { InfoSection } from './InfoSection.js';
export { infoSectionBlock } from './infoSectionBlock.js';
export type { InfoSectionColor, InfoSectionProps, InfoSectionType } from './infoSectionContent.js';
export { INFO_SECTION_COLORS, INFO_SECTION_TYPES, infoSectionContent } from './infoSectionContent.js';
export type { InfoSectionMessages } from './infoSectionMessages.js';
export { infoSectionMessages } from './infoSectionMessages.js';
export type { NoticeWindow } from './noticeWindow.js';
export { isWithinWindow, nextBoundary, windowEnd, windowStart } from './noticeWindow.js';
