import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_POLICY_OR_PLATE_MAX,
  CLAIM_TYPES,
  WHISTLEBLOWING_RELATIONSHIPS,
  WHISTLEBLOWING_TEXT_MAX,
} from '@insurance-web/validation';
import * as z from 'zod/mini';
import { SERVICE_INSURANCE_TYPES } from '../calls/serviceBooking.js';
import { email, isoDate, orEmpty, phone, required } from './common.js';

/** The drink is what we have ready for a visitor in person: required then, empty for an online one. */
export const meetingPayloadSchema = z
  .strictObject({
    technology: required,
    drink: z.string(),
    online: z.boolean(),
    name: required,
    message: z.string(),
    email,
    phone,
  })
  .check(
    z.refine((payload) => (payload.online ? payload.drink === '' : payload.drink.trim() !== ''), {
      message: 'Nápoj je povinný při osobní účasti a prázdný při online účasti.',
      path: ['drink'],
    }),
  );

const consentGiven = z.boolean().check(z.refine((given) => given, 'Souhlas je povinný údaj.'));

const mobilityCommon = {
  city: required,
  manufacturer: required,
  firstName: required,
  lastName: required,
  email,
  phone,
  // SPEC §5 asks both consents; SPEC-NOTES (GDPR Art. 7(4)): marketing is never a condition.
  termsAgreement: consentGiven,
  marketingAgreement: z.boolean(),
};

const insuranceType = z.enum(['VEHICLE', 'PROPERTY', 'LIABILITY', 'BUSINESS']);
/** A birth number as the form sends it: six digits, an optional slash, three or four digits. */
const birthNumber = z.string().check(z.regex(/^\d{6}\/?\d{3,4}$/));
/** IČO: eight digits. */
const companyId = z.string().check(z.regex(/^\d{8}$/));
/** A plate of at most nine characters (SPEC §5); the form sends it without spaces. */
const plate = z.string().check(z.trim(), z.minLength(1), z.maxLength(9));

/**
 * The mobility payload's variants, each a strict object: a broker's, and a client's with each of the
 * four identifications (the plate only with `VEHICLE`). A server that reports the closest variant's
 * issues (the sandbox) tells the visitor which field is wrong instead of "no variant matched".
 */
export function mobilityPayloadVariants<S extends string>(slug: S) {
  const common = {
    ...mobilityCommon,
    ...({ [`${slug}AutoBranchCode`]: required } as Record<`${S}AutoBranchCode`, typeof required>),
  };
  return [
    z.strictObject({
      ...common,
      registrationPlate: plate,
      brokerName: required,
      salesNumber: z.optional(required),
    }),
    z.strictObject({ ...common, productTypeCode: insuranceType, personalIn: birthNumber }),
    z.strictObject({ ...common, productTypeCode: insuranceType, companyIn: companyId }),
    z.strictObject({ ...common, productTypeCode: insuranceType, policyNumber: required }),
    z.strictObject({ ...common, productTypeCode: z.literal('VEHICLE'), registrationPlate: plate }),
  ] as const;
}

/**
 * The mobility form's payload (SPEC §3): the fields of one mode only. The branch code's key carries the
 * brand slug (`{slug}AutoBranchCode`), so the schema is per brand.
 */
export function mobilityPayloadSchema<S extends string>(slug: S) {
  return z.union(mobilityPayloadVariants(slug));
}

/** Not shown in SPEC.md: the mobility guarantee sends the mobility form's payload (see the README). */
export const mobilityGuaranteePayloadSchema = mobilityPayloadSchema;

/** Cancel contract and cancel change send exactly `{}`. */
export const emptyBodySchema = z.strictObject({});

/** The question form (SPEC §3); its consent to the processing of personal data must be given. */
export const questionPayloadSchema = z.strictObject({
  name: required,
  surname: required,
  email,
  phoneNumber: phone,
  text: required,
  agreement1: z.boolean(),
  agreement2: z.boolean().check(z.refine((given) => given, 'Souhlas je povinný údaj.')),
  policyNumber: z.optional(required),
});

const needHelpFields = {
  name: required,
  surname: required,
  email,
  phone,
  question: required,
  personalDataConsent: z.boolean().check(z.refine((given) => given, 'Souhlas je povinný údaj.')),
  // Asked and sent, never required (SPEC-NOTES, GDPR Art. 7(4)).
  marketingConsent: z.boolean(),
};

/**
 * The need-help form (SPEC §5, §6): the personal-data consent given, marketing optional; a client sends the contract number, anyone
 * else must not (a number typed before answering "not a client" stays in the browser). The two cases
 * report what a union of the two shapes would, a missing field or an unknown one, at a tenth of its size.
 */
export const needHelpPayloadSchema = z
  .strictObject({ ...needHelpFields, isClient: z.boolean(), contractNumber: z.optional(required) })
  .check(
    z.superRefine((payload, ctx) => {
      if (payload.isClient && payload.contractNumber === undefined) {
        ctx.addIssue({
          code: 'invalid_type',
          expected: 'string',
          path: ['contractNumber'],
          input: undefined,
        });
      } else if (!payload.isClient && payload.contractNumber !== undefined) {
        ctx.addIssue({ code: 'unrecognized_keys', keys: ['contractNumber'], input: payload });
      }
    }),
  );

const serviceBookingCommon = {
  location: required,
  brand: required,
  carShop: required,
  firstName: required,
  lastName: required,
  phoneNumber: phone,
  // SPEC §5: the booking's e-mail is required, and its format is deliberately not checked.
  email: required,
  agreement1: z.boolean(),
  agreement2: z.boolean().check(z.refine((given) => given, 'Souhlas je povinný údaj.')),
};

/** A plate as the booking sends it: no spaces, at most 9 characters (SPEC §9). */
const servicePlate = z.string().check(z.regex(/^\S{1,9}$/));

/** The service booking of a broker (SPEC §3): plate and broker name; the partner id only when given. */
export const brokerServiceBookingPayloadSchema = z.strictObject({
  ...serviceBookingCommon,
  brokers: z.literal(true),
  spz: servicePlate,
  brokerName: required,
  partnerId: z.optional(required),
});

const clientBooking = {
  ...serviceBookingCommon,
  brokers: z.literal(false),
  insuranceType: z.enum(SERVICE_INSURANCE_TYPES),
};

/**
 * The service booking of anyone else, one schema per identification: the chosen identification's
 * field is there, in its written shape (birth number `yymmdd/nnnn` with or without the slash, IČO of
 * eight digits), and no field of another identification is.
 */
export const clientServiceBookingPayloadSchemas = [
  z.strictObject({
    ...clientBooking,
    identification: z.literal('personalId'),
    personalId: z.string().check(z.regex(/^\d{6}\/?\d{3,4}$/)),
  }),
  z.strictObject({
    ...clientBooking,
    identification: z.literal('companyId'),
    companyId: z.string().check(z.regex(/^\d{8}$/)),
  }),
  z.strictObject({ ...clientBooking, identification: z.literal('contractId'), contractId: required }),
  z.strictObject({ ...clientBooking, identification: z.literal('personalSpz'), personalSpz: servicePlate }),
] as const;

/**
 * Every shape a service booking may have, each strict: a server that wants field errors validates
 * against each and reports the closest (the sandbox does); `serviceBookingPayloadSchema` is their union.
 */
export const serviceBookingPayloadSchemas = [
  brokerServiceBookingPayloadSchema,
  ...clientServiceBookingPayloadSchemas,
] as const;

export const serviceBookingPayloadSchema = z.union(serviceBookingPayloadSchemas);

const whistleblowingReport = {
  relationship: z.enum(WHISTLEBLOWING_RELATIONSHIPS),
  text: required.check(z.maxLength(WHISTLEBLOWING_TEXT_MAX)),
  whenAndWhere: z.string().check(z.maxLength(WHISTLEBLOWING_TEXT_MAX)),
  involved: z.string().check(z.maxLength(WHISTLEBLOWING_TEXT_MAX)),
};

/** An anonymous report carries nothing about the reporter: any name or contact is an unknown key. */
export const anonymousWhistleblowingPayloadSchema = z.strictObject({
  ...whistleblowingReport,
  anonymous: z.literal(true),
});

/** A named report: the name, and an e-mail or a phone (at least one) to confirm receipt within 7 days. */
export const namedWhistleblowingPayloadSchema = z
  .strictObject({
    ...whistleblowingReport,
    anonymous: z.literal(false),
    name: required,
    email: z.optional(email),
    phone: z.optional(phone),
  })
  .check(
    z.refine((payload) => payload.email !== undefined || payload.phone !== undefined, {
      message: 'E-mail nebo telefon je povinný údaj.',
      path: ['email'],
    }),
  );

/** `forms/v2/whistleblowing` (SPEC §7 names the endpoint without a payload; see the README). */
export const whistleblowingPayloadSchema = z.discriminatedUnion('anonymous', [
  anonymousWhistleblowingPayloadSchema,
  namedWhistleblowingPayloadSchema,
]);

/**
 * The claim-report request (`web/v2/form/claim-report`, a lead of the site forms; see the README):
 * every field always there, an optional one `''` when not given, the personal-data consent given.
 * Whether the day is in the past is the form's rule (the server's clock may differ by a time zone).
 */
export const claimReportPayloadSchema = z.strictObject({
  claimType: z.enum(CLAIM_TYPES),
  eventDate: isoDate,
  policyOrPlate: z.string().check(z.maxLength(CLAIM_POLICY_OR_PLATE_MAX)),
  name: required,
  phone,
  email: orEmpty(email),
  description: z.string().check(z.maxLength(CLAIM_DESCRIPTION_MAX)),
  personalDataConsent: consentGiven,
});
