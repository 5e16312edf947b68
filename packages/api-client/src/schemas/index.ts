// @insurance-web/api-client/schemas: the payloads of SPEC §7 as zod (mini) schemas, for servers.

export {
  callbackLeadPayloadSchema,
  callbackValuesSchema,
  callMeFormPayloadSchema,
  callMeLatestPayloadSchema,
  callMeOfferPayloadSchema,
} from './callback.js';
export { cascoEmailPayloadSchema, cascoPhonePayloadSchema } from './casco.js';
export { dayTime, email, isoDate, meridiemCode, phone } from './common.js';
export {
  anonymousWhistleblowingPayloadSchema,
  brokerServiceBookingPayloadSchema,
  claimReportPayloadSchema,
  clientServiceBookingPayloadSchemas,
  emptyBodySchema,
  meetingPayloadSchema,
  mobilityGuaranteePayloadSchema,
  mobilityPayloadSchema,
  mobilityPayloadVariants,
  namedWhistleblowingPayloadSchema,
  needHelpPayloadSchema,
  questionPayloadSchema,
  serviceBookingPayloadSchema,
  serviceBookingPayloadSchemas,
  whistleblowingPayloadSchema,
} from './forms.js';
export {
  careersResponseSchema,
  jobPositionSchema,
  suitabilityRecordPayloadSchema,
  suitabilityRecordSchema,
  vehicleInfoSchema,
} from './vehicle.js';
