import type { CallbackValues, DayTime } from '@insurance-web/validation';
import type { ApiConfig } from '../config.js';
import type { Endpoint } from '../endpoints/endpoint.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';
import { pathHasMarker } from '../pagePath.js';

// The form's values and its day part are @insurance-web/validation's (one definition each); the call
// takes them as they are and maps them to each kind's payload here.
export type { CallbackValues, DayTime };

/** The call-back kinds SPEC §2 derives from the page's path. */
export type CallbackKind = 'motorcycle' | 'property' | 'travel' | 'liability' | 'vehicle' | 'default';

/** The day part as the offer and lead calls spell it (SPEC §9: AM is dayTime 0, PM is 1). */
export type MeridiemCode = 'AM' | 'PM';

export const meridiemCode = (dayTime: DayTime): MeridiemCode => (dayTime === 0 ? 'AM' : 'PM');

export const dayTimeFromMeridiem = (code: MeridiemCode): DayTime => (code === 'AM' ? 0 : 1);

/** What the travel, property, liability and vehicle kinds send: the form's values under their own names. */
export interface CallMeValuesPayload {
  name: string;
  phone: string;
  /** `yyyy-mm-dd` */
  date: string;
  dayTime: DayTime;
  /** Only in the variant with a topic. */
  topic?: string;
}

export interface CallMeOfferPayload {
  contact: 'PHONE';
  firstName: string;
  phone: string;
  plannedOn: string;
  meridiemCode: MeridiemCode;
  termsAgreement: true;
}

export type CallMeLatestPayload = CallMeValuesPayload & { contact: 'PHONE'; termsAgreement: true };

const kinds: [string, CallbackKind][] = [
  ['motorky', 'motorcycle'],
  ['majetek', 'property'],
  ['cestovko', 'travel'],
  ['odpovednost', 'liability'],
  ['auto', 'vehicle'],
];

/**
 * The kind of a page, by its path: the first marker of SPEC's order the path contains. Only the path
 * decides, so `/pojisteni-majetek?utm_campaign=auto` is a property page. Takes a full URL or a path.
 */
export function callbackKind(url: string): CallbackKind {
  return kinds.find(([marker]) => pathHasMarker(url, marker))?.[1] ?? 'default';
}

/**
 * Payload field → form field, for `fieldErrors`: the motorcycle offer sends `firstName`, `plannedOn`,
 * `meridiemCode` for the form's `name`, `date`, `dayTime`; the other kinds use the form's own names.
 */
export const callbackFieldNames: Readonly<Record<string, keyof CallbackValues>> = {
  firstName: 'name',
  plannedOn: 'date',
  meridiemCode: 'dayTime',
};

/** The form's values, and nothing else, under their own names; the topic only when there is one. */
export function toCallMeValuesPayload(values: CallbackValues): CallMeValuesPayload {
  const payload: CallMeValuesPayload = {
    name: values.name,
    phone: values.phone,
    date: values.date,
    dayTime: values.dayTime,
  };
  if (values.topic) payload.topic = values.topic;
  return payload;
}

export function toCallMeOfferPayload(values: CallbackValues): CallMeOfferPayload {
  return {
    contact: 'PHONE',
    firstName: values.name,
    phone: values.phone,
    plannedOn: values.date,
    meridiemCode: meridiemCode(values.dayTime),
    termsAgreement: true,
  };
}

export function toCallMeLatestPayload(values: CallbackValues): CallMeLatestPayload {
  return { ...toCallMeValuesPayload(values), contact: 'PHONE', termsAgreement: true };
}

function target(kind: CallbackKind): [Endpoint, (values: CallbackValues) => unknown] {
  switch (kind) {
    case 'motorcycle':
      return [siteEndpoints.callMeOffer(), toCallMeOfferPayload];
    case 'property':
    case 'travel':
      return [siteEndpoints.callMeTravel(), toCallMeValuesPayload];
    case 'liability':
      return [siteEndpoints.callMeLiability(), toCallMeValuesPayload];
    case 'vehicle':
      return [siteEndpoints.callMeVehicle(), toCallMeValuesPayload];
    default:
      return [siteEndpoints.callMeOfferLatest(), toCallMeLatestPayload];
  }
}

/** Sends the call-back request of the given kind; the response is not read (SPEC §7). */
export function sendCallback(
  config: ApiConfig,
  kind: CallbackKind,
  values: CallbackValues,
  options?: CallOptions,
): Promise<void> {
  const [endpoint, toPayload] = target(kind);
  return sendOnly(config, endpoint, { ...options, json: toPayload(values) });
}
