// The public face of @insurance-web/validation: the form schemas, the validators and formatters the
// other packages, the host and the CMS call, and their types. The validators' building blocks (check
// digits, patterns, the birth number's date, Prague instants, the call-back cut-off) are internal.

export { isValidBirthNumber } from './czech/birthNumber.js';
export { isValidIco } from './czech/ico.js';
export { isPhoneEmpty, isValidPhone, normalizePhone, PHONE_PATTERN } from './czech/phone.js';
export { isValidPlate, normalizePlate, PLATE_MAX_LENGTH, prefilledPlate } from './czech/plate.js';
export { isValidZipCode } from './czech/zipCode.js';
export { branchSlug } from './format/branchSlug.js';
export { czechOrder } from './format/czechOrder.js';
export { formatCzk, formatPercent, formatThousands, NBSP } from './format/money.js';
export { pathFromSlug, slugFromPath } from './format/pagePath.js';
export type { VehicleAgeBand, VehicleValueBand } from './format/vehicleBands.js';
export {
  stripValueBandPrefix,
  VALUE_BAND_PREFIX,
  VEHICLE_AGE_BANDS,
  VEHICLE_VALUE_BANDS,
} from './format/vehicleBands.js';
export type { CallbackInput, CallbackSchemaOptions, CallbackValues } from './forms/callback.js';
export { callbackSchema } from './forms/callback.js';
export type {
  CallMeContact,
  CallMeFormInput,
  CallMeFormSchemaOptions,
  CallMeFormValues,
} from './forms/callMe.js';
export { CALL_ME_CONTACTS, callMeFormSchema } from './forms/callMe.js';
export type {
  CascoEmailInput,
  CascoEmailValues,
  CascoPhoneInput,
  CascoPhoneValues,
  CascoSchemaOptions,
} from './forms/casco.js';
export { cascoEmailSchema, cascoPhoneSchema } from './forms/casco.js';
export type {
  ClaimReportInput,
  ClaimReportSchemaOptions,
  ClaimReportValues,
  ClaimType,
} from './forms/claimReport.js';
export {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_POLICY_OR_PLATE_MAX,
  CLAIM_TYPES,
  claimReportSchema,
} from './forms/claimReport.js';
export type { Now } from './forms/clock.js';
export { EMAIL_PATTERN, isValidEmail } from './forms/fields.js';
export type {
  MobilityIdentification,
  MobilityInput,
  MobilityInsuranceType,
  MobilityValues,
} from './forms/mobility.js';
export { MOBILITY_IDENTIFICATIONS, MOBILITY_INSURANCE_TYPES, mobilitySchema } from './forms/mobility.js';
export type { NeedHelpInput, NeedHelpValues } from './forms/needHelp.js';
export { needHelpSchema } from './forms/needHelp.js';
export type { QuestionInput, QuestionSchemaOptions, QuestionValues } from './forms/question.js';
export { questionSchema } from './forms/question.js';
export type {
  ServiceBookingInput,
  ServiceBookingValues,
  ServiceIdentification,
} from './forms/serviceBooking.js';
export { SERVICE_IDENTIFICATIONS, serviceBookingSchema } from './forms/serviceBooking.js';
export type {
  SuitabilityRecordInput,
  SuitabilityRecordSchemaOptions,
  SuitabilityRecordValues,
} from './forms/suitabilityRecord.js';
export { SUITABILITY_DIFFERENCE_DEFAULT, suitabilityRecordSchema } from './forms/suitabilityRecord.js';
export type { MeetingPlace, TechEventInput, TechEventValues } from './forms/techEvent.js';
export { MEETING_PLACES, meetingInvalidMessage, meetingSchema, techEventSchema } from './forms/techEvent.js';
export type {
  WhistleblowingInput,
  WhistleblowingRelationship,
  WhistleblowingValues,
} from './forms/whistleblowing.js';
export {
  WHISTLEBLOWING_RELATIONSHIPS,
  WHISTLEBLOWING_TEXT_MAX,
  whistleblowingSchema,
} from './forms/whistleblowing.js';
export type { Locale, ValidationMessages } from './messages.js';
export { messages, messagesFor } from './messages.js';
export { addDays, isIsoDate, isoWeekday, isWeekendDate } from './time/calendarDate.js';
export type { CallbackDayOptions, CallbackDayStatus, CallbackMode, DayTime } from './time/callbackSlots.js';
export {
  callbackDayOptions,
  callbackMinDate,
  isCallbackDayBookable,
  slotAfterDateChange,
} from './time/callbackSlots.js';
export { isCzechPublicHoliday, isWorkingDay } from './time/czechHolidays.js';
export { parseDateValue } from './time/dateValue.js';
export type { PragueTime } from './time/prague.js';
export { pragueTime, pragueToday } from './time/prague.js';
export type { VisibilityWindow } from './time/visibility.js';
export { visibleFromInstant, visibleToInstant } from './time/visibility.js';
export type { WorkingDay } from './time/workingHours.js';
export { WORKING_DAY_LABELS } from './time/workingHours.js';
