import * as z from 'zod/mini';
import { required } from './common.js';

export const vehicleInfoSchema = z.object({
  manufacturerModelCode: z.string(),
  registrationPlate: z.string(),
});

export const suitabilityRecordSchema = z.strictObject({
  post: z.literal(false),
  insurers: z.tuple([]),
  request: required,
  recommendation: z.string().check(z.minLength(11)),
  difference: z.string().check(z.minLength(6)),
});

/** The arranging form's own fields pass through; only what the record call sets is checked. */
export const suitabilityRecordPayloadSchema = z.looseObject({
  saveCalculation: z.literal(true),
  getPackages: z.literal(false),
  getApplicableLimitsOnly: z.literal(false),
  getLimits: z.literal(false),
  suitabilityRecord: suitabilityRecordSchema,
});

export const jobPositionSchema = z.looseObject({
  job_id: z.union([z.number(), z.string()]),
  title: z.string(),
  confidential: z.optional(z.boolean()),
});

export const careersResponseSchema = z.looseObject({ payload: z.optional(z.array(jobPositionSchema)) });
