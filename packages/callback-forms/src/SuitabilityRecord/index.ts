export type { SuitabilityRecordMessages } from './messages.js';
export { suitabilityRecordMessages } from './messages.js';
export type { SuitabilityRecordFormProps } from './SuitabilityRecordForm.js';
export { SuitabilityRecordForm } from './SuitabilityRecordForm.js';
export { suitabilityRecordBlock } from './suitabilityRecordBlock.js';
export { suitabilityRecordContent } from './suitabilityRecordContent.js';
export type { SuitabilityAudience, SuitabilityRecordField } from './suitabilityRecordFields.js';
export {
  calculatedAtText,
  suitabilityRecordFields,
  suitabilityRecordLabel,
} from './suitabilityRecordFields.js';
