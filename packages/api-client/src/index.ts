// The public face of @insurance-web/api-client: values first, their types after. No zod here: the
// payload schemas live in `@insurance-web/api-client/schemas`, for servers.

export type {
  CallbackKind,
  CallbackValues,
  CallMeLatestPayload,
  CallMeOfferPayload,
  CallMeValuesPayload,
  DayTime,
  MeridiemCode,
} from './calls/callback.js';
export {
  callbackFieldNames,
  callbackKind,
  dayTimeFromMeridiem,
  meridiemCode,
  sendCallback,
  toCallMeLatestPayload,
  toCallMeOfferPayload,
  toCallMeValuesPayload,
} from './calls/callback.js';
export type {
  CallbackLeadOptions,
  CallbackLeadPayload,
  CallbackLeadValues,
  CallMeFormPayload,
  CallMeFormValues,
} from './calls/callMe.js';
export {
  sendCallbackLead,
  sendCallMeForm,
  toCallbackLeadPayload,
  toCallMeFormPayload,
} from './calls/callMe.js';
export type { CancellationOutcome } from './calls/cancellation.js';
export {
  CHANGE_ALREADY_CANCELLED,
  CONTRACT_ALREADY_CANCELLED,
  cancelChange,
  cancelContract,
  cancellationFailure,
} from './calls/cancellation.js';
export type {
  CascoEmailPayload,
  CascoEmailValues,
  CascoOptions,
  CascoPhonePayload,
  CascoPhoneValues,
} from './calls/casco.js';
export {
  cascoFieldNames,
  isCascoPage,
  sendCascoEmailOffer,
  sendCascoPhoneOffer,
  toCascoEmailPayload,
  toCascoPhonePayload,
} from './calls/casco.js';
export type { ClaimReportPayload, ClaimReportValues, ClaimType } from './calls/claimReport.js';
export { sendClaimReport, toClaimReportPayload } from './calls/claimReport.js';
export type { CareersResponse, JobPosition, ReleaseNotesOptions } from './calls/content.js';
export { fetchCareers, fetchReleaseNotes } from './calls/content.js';
export type { MeetingPayload, MeetingValues } from './calls/meeting.js';
export { meetingFieldNames, sendMeeting, toMeetingPayload } from './calls/meeting.js';
export type {
  InsuranceType,
  MobilityBrokerPayload,
  MobilityClientPayload,
  MobilityCommonPayload,
  MobilityGuaranteePayload,
  MobilityIdentification,
  MobilityPayload,
  MobilityValues,
} from './calls/mobility.js';
export {
  mobilityFieldNames,
  sendMobility,
  sendMobilityGuarantee,
  toMobilityPayload,
} from './calls/mobility.js';
export type { NeedHelpPayload, NeedHelpValues } from './calls/needHelp.js';
export { sendNeedHelp, toNeedHelpPayload } from './calls/needHelp.js';
export type { QuestionPayload, QuestionValues } from './calls/question.js';
export { sendQuestion, toQuestionPayload } from './calls/question.js';
export type {
  BrokerServiceBookingPayload,
  ClientServiceBookingPayload,
  ServiceBookingIdentification,
  ServiceBookingPayload,
  ServiceBookingValues,
  ServiceInsuranceType,
} from './calls/serviceBooking.js';
export {
  SERVICE_BOOKING_IDENTIFICATIONS,
  SERVICE_INSURANCE_TYPES,
  sendServiceBooking,
  toServiceBookingPayload,
} from './calls/serviceBooking.js';
export type {
  DownloadableFile,
  SuitabilityRecord,
  SuitabilityRecordOptions,
  SuitabilityRecordPayload,
  SuitabilityRecordValues,
} from './calls/suitability.js';
export {
  downloadFile,
  fetchSuitabilityRecord,
  SUITABILITY_RECORD_FILE_NAME,
  suitabilityRecordFieldNames,
  toSuitabilityRecordPayload,
} from './calls/suitability.js';
export type { RolloutOptions, VehicleInfo, VehicleLookup } from './calls/vehicle.js';
export {
  checkRollout,
  createVehicleLookup,
  fetchVehicleInfo,
  VEHICLE_LOOKUP_DEBOUNCE_MS,
} from './calls/vehicle.js';
export type {
  AnonymousWhistleblowingPayload,
  NamedWhistleblowingPayload,
  WhistleblowingPayload,
  WhistleblowingRelationship,
  WhistleblowingValues,
} from './calls/whistleblowing.js';
export { sendWhistleblowing, toWhistleblowingPayload } from './calls/whistleblowing.js';
export type { ApiBase, ApiConfig } from './config.js';
export type { ApiHost, Endpoint, HttpMethod, QueryValue } from './endpoints/endpoint.js';
export { endpointUrl } from './endpoints/endpoint.js';
export { siteEndpoints } from './endpoints/site.js';
export {
  cancellationEndpoints,
  claimRegistrationEndpoints,
  clientEndpoints,
  endpoints,
  otherEndpoints,
  propertyEndpoints,
  resignationEndpoints,
  travelEndpoints,
  vehicleEndpoints,
  vinculationEndpoints,
} from './endpoints/table.js';
export type { ApiErrorInit, ApiErrorItem } from './http/ApiError.js';
export {
  ApiError,
  hasErrorCode,
  isAbortError,
  isApiError,
  isNetworkError,
  UNKNOWN_ERROR_MESSAGE,
} from './http/ApiError.js';
export type { ApiKeyStore, WritableApiKeyStore } from './http/apiKey.js';
export { createApiKeyStore } from './http/apiKey.js';
export { fieldErrors } from './http/fieldErrors.js';
export type { CallOptions, SendOptions, XSource } from './http/request.js';
export { send, sendBlob, sendJson, sendOnly } from './http/request.js';
export { pathHasMarker } from './pagePath.js';
export type { SiteApiSettings } from './siteApiConfig.js';
export { siteApiConfig } from './siteApiConfig.js';
