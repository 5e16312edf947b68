import type { AnyBlockDefinition } from '@insurance-web/ui';
import { advisorSectionBlock } from './AdvisorModal/advisorSectionBlock.js';
import { callbackSectionBlock } from './CallbackSection/callbackSectionBlock.js';
import { callMeFormBlock } from './CallMeForm/callMeFormBlock.js';
import { claimReportFormBlock } from './ClaimReportForm/claimReportFormBlock.js';
import { digitalMeetingFormBlock, techEventFormBlock } from './MeetingForm/meetingFormBlock.js';
import { mobilityFormBlock, mobilityGuaranteeFormBlock } from './MobilityForm/mobilityFormBlock.js';
import { needHelpFormBlock } from './NeedHelpForm/needHelpFormBlock.js';
import { questionFormBlock } from './QuestionForm/questionFormBlock.js';
import { serviceBookingFormBlock } from './ServiceBookingForm/serviceBookingFormBlock.js';
import { suitabilityRecordBlock } from './SuitabilityRecord/suitabilityRecordBlock.js';
import { whistleblowingFormBlock } from './WhistleblowingForm/whistleblowingFormBlock.js';

/**
 * Every form of this package as a page section, for the host's registry (DESIGN.md "How data
 * flows" 2): `forms.<type>`, each with its own options as content.
 */
export const callbackFormBlocks: readonly AnyBlockDefinition[] = [
  callbackSectionBlock,
  questionFormBlock,
  techEventFormBlock,
  digitalMeetingFormBlock,
  callMeFormBlock,
  needHelpFormBlock,
  serviceBookingFormBlock,
  mobilityFormBlock,
  mobilityGuaranteeFormBlock,
  advisorSectionBlock,
  suitabilityRecordBlock,
  whistleblowingFormBlock,
  claimReportFormBlock,
];
