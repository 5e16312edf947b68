import * as z from 'zod/mini';
import { dayTime, isoDate, meridiemCode, phone, required } from './common.js';

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

export const callMeFormPayloadSchema = z.strictObject({
  contact: z.enum(['PHONE', 'EMAIL']),
  firstName: required,
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  termsAgreement: z.boolean(),
  marketingAgreement: z.boolean(),
  policyNumber: z.optional(z.string()),
});
