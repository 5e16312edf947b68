import type { ApiConfig } from '../config.js';
import type { Endpoint } from '../endpoints/endpoint.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

/** The call-back kinds SPEC §2 derives from the page URL. */
export type CallbackKind = 'motorcycle' | 'property' | 'travel' | 'liability' | 'vehicle' | 'default';

export type DayTime = 0 | 1;
export type MeridiemCode = 'AM' | 'PM';

/** The call-back form's values (SPEC §3): `dayTime` 0 is the morning, 1 the afternoon. */
export interface CallbackValues {
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

export type CallMeLatestPayload = CallbackValues & { contact: 'PHONE'; termsAgreement: true };

const kinds: [string, CallbackKind][] = [
  ['motorky', 'motorcycle'],
  ['majetek', 'property'],
  ['cestovko', 'travel'],
  ['odpovednost', 'liability'],
  ['auto', 'vehicle'],
];

/** The kind for a page's generated URL, first match in SPEC's order. */
export function callbackKind(url: string): CallbackKind {
  return kinds.find(([marker]) => url.includes(marker))?.[1] ?? 'default';
}

export const meridiemCode = (dayTime: DayTime): MeridiemCode => (dayTime === 0 ? 'AM' : 'PM');

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
  return { ...values, contact: 'PHONE', termsAgreement: true };
}

function target(kind: CallbackKind): [Endpoint, (values: CallbackValues) => unknown] {
  switch (kind) {
    case 'motorcycle':
      return [siteEndpoints.callMeOffer(), toCallMeOfferPayload];
    case 'property':
    case 'travel':
      return [siteEndpoints.callMeTravel(), (values) => values];
    case 'liability':
      return [siteEndpoints.callMeLiability(), (values) => values];
    case 'vehicle':
      return [siteEndpoints.callMeVehicle(), (values) => values];
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
