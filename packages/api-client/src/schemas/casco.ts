import * as z from 'zod/mini';
import { email, isoDate, phone, required } from './common.js';

const common = {
  firstName: required,
  actualValue: z.union([z.string(), z.number()]),
  termsAgreement: z.literal(true),
  marketingAgreement: z.boolean(),
  manufacturer: required,
  vehicleAge: required,
  estimatedPremium: z.number(),
  carAccident: z.boolean(),
};

export const cascoPhonePayloadSchema = z.strictObject({ contact: z.literal('PHONE'), phone, ...common });

export const cascoEmailPayloadSchema = z.strictObject({
  contact: z.literal('EMAIL'),
  personalIn: required,
  zip: z.string().check(z.length(5)),
  registrationPlate: z.string().check(z.minLength(1), z.maxLength(9)),
  beginDate: isoDate,
  email,
  ...common,
});
