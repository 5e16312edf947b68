export type { FaqBrowserProps } from './FaqBrowser.js';
export { FaqBrowser } from './FaqBrowser.js';
export type { FaqHeadingLevel, FaqListProps, FaqQuestionProps } from './FaqQuestion.js';
export { FAQ_CATEGORY, FaqList, FaqQuestion } from './FaqQuestion.js';
export { FaqSection } from './FaqSection.js';
export type { FaqQuestionData } from './faqAnswer.js';
export { faqQuestion } from './faqAnswer.js';
export type { FaqMessages } from './faqMessages.js';
export { faqMessages, useFaqMessages } from './faqMessages.js';
export { faqSectionBlock } from './faqSectionBlock.js';
export type { FaqCategory, FaqGroup, FaqSectionProps, FaqVariant } from './faqSectionContent.js';
export {
  FAQ_SECTION_TYPE,
  FAQ_VARIANTS,
  faqCategory,
  faqGroup,
  faqSectionContent,
  faqSectionQuestion,
} from './faqSectionContent.js';
export { FAQ_NO_ANSWER_TEXT, faqPageJsonLd } from './faqStructuredData.js';
export type { FaqView } from './faqView.js';
export { FAQ_CATEGORY_PARAM, FAQ_GROUP_PARAM, faqViewFromUrl, faqViewParams } from './faqView.js';
