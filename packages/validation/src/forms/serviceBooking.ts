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

/** How a non-broker identifies the insured (SPEC §3), each with the field it makes required. */
export const SERVICE_IDENTIFICATIONS = ['personalId', 'companyId', 'contractId', 'personalSpz'] as const;
export type ServiceIdentification = (typeof SERVICE_IDENTIFICATIONS)[number];

/**
 * Service booking (SPEC §5). Brokers give the plate and their name; everyone else chooses an insurance
 * and an identification, and the chosen identification's field is required (and must be valid:
 * birth number and IČO are checked, not just present). E-mail is required without a format check.
 */
export function serviceBookingSchema(locale: Locale = 'cs') {
  const m = messagesFor(locale);
  const fieldFor: Record<ServiceIdentification, z.ZodMiniType> = {
    personalId: birthNumber(m.personalIdRequired, m.birthNumberInvalid),
    companyId: ico(m.companyIdRequired, m.icoInvalid),
    contractId: requiredText(m.contractIdRequired),
    personalSpz: plate(m.spzRequired, m.plateTooLong),
  };
  return z
    .object({
      location: requiredText(m.locationRequired),
      // SPEC §5 gives brand, names and e-mail no text of their own: they follow the form's pattern
      // (`… je povinný údaj.`), not the shared `Prosím vyplňte.`, so the form speaks one way.
      brand: requiredText(m.brandRequired),
      carShop: requiredText(m.carShopRequired),
      firstName: requiredText(m.nameRequired),
      lastName: requiredText(m.surnameRequired),
      phoneNumber: phone(m.phoneRequired, m.phoneFormat),
      email: email(m.emailRequired),
      brokers: optionalFlag(m.required),
      spz: optionalCode(m.spzRequired),
      brokerName: z.optional(z.string({ error: m.brokerNameRequired })),
      partnerId: optionalText(m.required),
      insuranceType: z.optional(z.string({ error: m.insuranceRequired })),
      identification: z.optional(z.string({ error: m.insuranceRequired })),
      personalId: optionalCode(m.personalIdRequired),
      companyId: optionalCode(m.companyIdRequired),
      contractId: z.optional(z.string({ error: m.contractIdRequired })),
      personalSpz: optionalCode(m.spzRequired),
      agreement1: optionalFlag(m.agreementRequired),
      agreement2: consent(m.agreementRequired),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.brokers === true) {
          checkField(ctx, plate(m.spzRequired, m.plateTooLong), value.spz, 'spz');
          checkField(ctx, requiredText(m.brokerNameRequired), value.brokerName, 'brokerName');
          return;
        }
        checkField(ctx, requiredText(m.insuranceRequired), value.insuranceType, 'insuranceType');
        const chosen = value.identification;
        if (!SERVICE_IDENTIFICATIONS.includes(chosen as ServiceIdentification)) {
          checkField(
            ctx,
            z.enum(SERVICE_IDENTIFICATIONS, { error: m.insuranceRequired }),
            chosen,
            'identification',
          );
          return;
        }
        const field = chosen as ServiceIdentification;
        checkField(ctx, fieldFor[field], value[field], field);
      }, ALWAYS),
    );
}

export type ServiceBookingInput = z.input<ReturnType<typeof serviceBookingSchema>>;
export type ServiceBookingValues = z.output<ReturnType<typeof serviceBookingSchema>>;
