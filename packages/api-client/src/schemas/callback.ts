import * as z from 'zod/mini';
import { dayTime, email, isoDate, meridiemCode, orEmpty, phone, required } from './common.js';

export const callMeOfferPayloadSchema = z.strictObject({
  contact: z.literal('PHONE'),
  firstName: required,
  phone,
  plannedOn: isoDate,
  meridiemCode,
  termsAgreement: z.literal(true),
});

/** Travel, property, liability and vehicle kinds send the form's raw values. */
export const callbackValuesSchema = z.strictObject({
  name: required,
  phone,
  date: isoDate,
  dayTime,
  topic: z.optional(required),
});

export const callMeLatestPayloadSchema = z.strictObject({
  ...callbackValuesSchema.shape,
  contact: z.literal('PHONE'),
  termsAgreement: z.literal(true),
});

export const callbackLeadPayloadSchema = z.strictObject({
  phone,
  plannedOn: isoDate,
  meridiemCode,
  name: required,
  productDescription: z.string(),
  dayTime,
  date: isoDate,
  contact: z.literal('PHONE'),
  termsAgreement: z.literal(true),
});

/**
 * The call-me form (SPEC §3). What the form guarantees is checked too: the chosen channel's field is
 * filled, a phone or e-mail that is given has its shape, the terms consent is given.
 */
export const callMeFormPayloadSchema = z
  .strictObject({
    contact: z.enum(['PHONE', 'EMAIL']),
    firstName: required,
    email: orEmpty(email),
    phone: orEmpty(phone),
    message: z.string(),
    termsAgreement: z.boolean().check(z.refine((given) => given, 'Souhlas je povinný údaj.')),
    marketingAgreement: z.boolean(),
    policyNumber: z.optional(required),
  })
  .check(
    z.superRefine((payload, ctx) => {
      const field = payload.contact === 'PHONE' ? 'phone' : 'email';
      if (payload[field] === '') {
        ctx.addIssue({ code: 'custom', message: `${field} is the chosen contact`, path: [field], input: '' });
      }
    }),
  );
