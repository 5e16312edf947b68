import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

/**
 * The insurances a non-broker can name when booking a service (SPEC §3 `insuranceType`; the values are
 * not shown there): compulsory motor liability, casco, property, liability and business insurance,
 * the insurer's product lines. See the README.
 */
export const SERVICE_INSURANCE_TYPES = ['MTPL', 'CASCO', 'PROPERTY', 'LIABILITY', 'BUSINESS'] as const;
export type ServiceInsuranceType = (typeof SERVICE_INSURANCE_TYPES)[number];

/** How a non-broker identifies the insured (SPEC §3); each is also the payload field that carries it. */
export const SERVICE_BOOKING_IDENTIFICATIONS = [
  'personalId',
  'companyId',
  'contractId',
  'personalSpz',
] as const;
export type ServiceBookingIdentification = (typeof SERVICE_BOOKING_IDENTIFICATIONS)[number];

/**
 * The service booking form's values as @insurance-web/validation's `serviceBookingSchema` returns
 * them: every field of both modes, whatever the visitor typed and then left behind.
 */
export interface ServiceBookingValues {
  location: string;
  brand: string;
  carShop: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  brokers: boolean;
  spz?: string | undefined;
  brokerName?: string | undefined;
  partnerId?: string | undefined;
  insuranceType?: string | undefined;
  identification?: string | undefined;
  personalId?: string | undefined;
  companyId?: string | undefined;
  contractId?: string | undefined;
  personalSpz?: string | undefined;
  agreement1: boolean;
  agreement2: boolean;
}

interface ServiceBookingCommon {
  location: string;
  brand: string;
  carShop: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  agreement1: boolean;
  agreement2: boolean;
}

/** A broker books for a client's car: its plate, the broker's name and, if given, their partner id. */
export interface BrokerServiceBookingPayload extends ServiceBookingCommon {
  brokers: true;
  spz: string;
  brokerName: string;
  partnerId?: string;
}

/** Anyone else: their insurance, the identification they chose, and that identification's field only. */
export type ClientServiceBookingPayload = ServiceBookingCommon & {
  brokers: false;
  insuranceType: ServiceInsuranceType;
} & (
    | { identification: 'personalId'; personalId: string }
    | { identification: 'companyId'; companyId: string }
    | { identification: 'contractId'; contractId: string }
    | { identification: 'personalSpz'; personalSpz: string }
  );

/** SPEC §3's field list with only the fields of the visitor's mode and chosen identification. */
export type ServiceBookingPayload = BrokerServiceBookingPayload | ClientServiceBookingPayload;

/** A plate as the back end stores it (`1ab 2345` → `1AB2345`); the form has already removed spaces. */
const plate = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();
const text = (value: string | undefined) => (value ?? '').trim();

function isInsuranceType(value: unknown): value is ServiceInsuranceType {
  return (SERVICE_INSURANCE_TYPES as readonly unknown[]).includes(value);
}

function isIdentification(value: unknown): value is ServiceBookingIdentification {
  return (SERVICE_BOOKING_IDENTIFICATIONS as readonly unknown[]).includes(value);
}

/**
 * Maps the form to the payload. Fields of the other mode, and identifications the visitor typed and
 * then switched away from, are not sent: a birth number must not travel because it was once typed
 * into a field that is no longer on screen. Values the schema let through that no payload can carry
 * (an unknown insurance or identification) are a programming error and throw.
 */
export function toServiceBookingPayload(values: ServiceBookingValues): ServiceBookingPayload {
  const common: ServiceBookingCommon = {
    location: values.location,
    brand: values.brand,
    carShop: values.carShop,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    email: values.email,
    agreement1: values.agreement1,
    agreement2: values.agreement2,
  };
  if (values.brokers) {
    const payload: BrokerServiceBookingPayload = {
      ...common,
      brokers: true,
      spz: plate(values.spz),
      brokerName: text(values.brokerName),
    };
    const partnerId = text(values.partnerId);
    if (partnerId) payload.partnerId = partnerId;
    return payload;
  }
  const { insuranceType, identification } = values;
  if (!isInsuranceType(insuranceType) || !isIdentification(identification)) {
    throw new TypeError(`No service booking payload for ${insuranceType} / ${identification}`);
  }
  const value = values[identification];
  return {
    ...common,
    brokers: false,
    insuranceType,
    identification,
    [identification]: identification === 'personalSpz' ? plate(value) : text(value),
  } as ClientServiceBookingPayload;
}

/** Sends a service booking; the answer is not read (like every site form, SPEC §7). */
export function sendServiceBooking(
  config: ApiConfig,
  values: ServiceBookingValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.serviceBooking(), {
    ...options,
    json: toServiceBookingPayload(values),
  });
}
