import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import {
  ALWAYS,
  birthNumber,
  checkField,
  consent,
  email,
  ico,
  optionalCode,
  optionalFlag,
  optionalText,
  phone,
  plate,
  requiredText,
} from './fields.js';

export const MOBILITY_INSURANCE_TYPES = ['VEHICLE', 'PROPERTY', 'LIABILITY', 'BUSINESS'] as const;
export type MobilityInsuranceType = (typeof MOBILITY_INSURANCE_TYPES)[number];

/** The identification a non-broker chooses; the names are the payload fields of SPEC §3. */
export const MOBILITY_IDENTIFICATIONS = [
  'personalIn',
  'companyIn',
  'policyNumber',
  'registrationPlate',
] as const;
export type MobilityIdentification = (typeof MOBILITY_IDENTIFICATIONS)[number];

const isInsuranceType = (value: unknown): value is MobilityInsuranceType =>
  MOBILITY_INSURANCE_TYPES.includes(value as MobilityInsuranceType);
const isIdentification = (value: unknown): value is MobilityIdentification =>
  MOBILITY_IDENTIFICATIONS.includes(value as MobilityIdentification);

/**
 * Mobility-guarantee form (SPEC §5; its exact schema is not shown). Location, brand and branch, names,
 * phone, e-mail and the terms consent for everyone; the marketing consent is asked but optional
 * (SPEC-NOTES, GDPR Art. 7(4): it is never a condition of a service request). Brokers give the plate and their name, the sales
 * number optionally. Others choose an insurance type and one identification, whose field is then
 * required and checked; the plate identifies only a vehicle insurance.
 *
 * The parsed values carry `productTypeCode` and `identification` only for a non-broker, typed as the
 * choices they are, so they are exactly what api-client's `sendMobility` takes.
 */
export function mobilitySchema(locale: Locale = 'cs') {
  const m = messagesFor(locale);
  const fieldFor: Record<MobilityIdentification, z.ZodMiniType> = {
    personalIn: birthNumber(m.personalIdRequired, m.birthNumberInvalid),
    companyIn: ico(m.companyIdRequired, m.icoInvalid),
    policyNumber: requiredText(m.contractIdRequired),
    registrationPlate: plate(m.spzRequired, m.plateTooLong),
  };
  const checked = z
    .object({
      city: requiredText(m.locationRequired),
      manufacturer: requiredText(m.brandRequired),
      branchCode: requiredText(m.branchRequired),
      firstName: requiredText(m.nameRequired),
      lastName: requiredText(m.surnameRequired),
      email: email(m.emailRequired, m.emailFormat),
      phone: phone(m.phoneRequired, m.phoneFormat),
      brokers: optionalFlag(m.required),
      brokerName: z.optional(z.string({ error: m.brokerNameRequired })),
      salesNumber: optionalText(m.required),
      productTypeCode: z.optional(z.string({ error: m.insuranceRequired })),
      identification: z.optional(z.string({ error: m.identificationRequired })),
      personalIn: optionalCode(m.personalIdRequired),
      companyIn: optionalCode(m.companyIdRequired),
      policyNumber: z.optional(z.string({ error: m.contractIdRequired })),
      registrationPlate: optionalCode(m.spzRequired),
      termsAgreement: consent(m.agreementRequired),
      marketingAgreement: optionalFlag(m.agreementRequired),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.brokers === true) {
          checkField(ctx, fieldFor.registrationPlate, value.registrationPlate, 'registrationPlate');
          checkField(ctx, requiredText(m.brokerNameRequired), value.brokerName, 'brokerName');
          return;
        }
        checkField(
          ctx,
          z.enum(MOBILITY_INSURANCE_TYPES, { error: m.insuranceRequired }),
          value.productTypeCode,
          'productTypeCode',
        );
        const chosen = value.identification;
        if (!MOBILITY_IDENTIFICATIONS.includes(chosen as MobilityIdentification)) {
          checkField(
            ctx,
            z.enum(MOBILITY_IDENTIFICATIONS, { error: m.identificationRequired }),
            chosen,
            'identification',
          );
          return;
        }
        if (chosen === 'registrationPlate' && value.productTypeCode !== 'VEHICLE') {
          ctx.addIssue({
            code: 'custom',
            message: m.plateOnlyForVehicle,
            path: ['identification'],
            input: chosen,
          });
          return;
        }
        const field = chosen as MobilityIdentification;
        checkField(ctx, fieldFor[field], value[field], field);
      }, ALWAYS),
    );
  return z.pipe(
    checked,
    z.transform(({ productTypeCode, identification, ...rest }) => {
      const values: typeof rest & {
        productTypeCode?: MobilityInsuranceType;
        identification?: MobilityIdentification;
      } = rest;
      // The checks above passed: a non-broker's choices are among the constants.
      if (!rest.brokers && isInsuranceType(productTypeCode)) values.productTypeCode = productTypeCode;
      if (!rest.brokers && isIdentification(identification)) values.identification = identification;
      return values;
    }),
  );
}

export type MobilityInput = z.input<ReturnType<typeof mobilitySchema>>;
export type MobilityValues = z.output<ReturnType<typeof mobilitySchema>>;
