import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceBookingPayloadSchema } from '../schemas/forms.js';
import {
  SERVICE_BOOKING_IDENTIFICATIONS,
  SERVICE_INSURANCE_TYPES,
  type ServiceBookingValues,
  toServiceBookingPayload,
} from './serviceBooking.js';

const COMMON_KEYS = [
  'location',
  'brand',
  'carShop',
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'agreement1',
  'agreement2',
];
const BROKER_KEYS = ['spz', 'brokerName', 'partnerId'];
const CLIENT_KEYS = ['insuranceType', 'identification', ...SERVICE_BOOKING_IDENTIFICATIONS];

const word = fc.stringMatching(/^[A-Za-zÁ-ž]{1,12}$/);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const plate = fc.stringMatching(/^[0-9A-Za-z]{1,3} ?[0-9A-Za-z]{1,4}$/);

/** Whatever the form may hold: both modes' fields, every identification typed or not. */
const values: fc.Arbitrary<ServiceBookingValues> = fc.record({
  location: fc.constantFrom('Praha', 'Brno'),
  brand: fc.constantFrom('Audi', 'Skoda', 'Kia'),
  carShop: fc.constantFrom('NH_CAR_PRAHA_STRAHOV', 'KEI_BRNO_VINOHRADY'),
  firstName: word,
  lastName: word,
  phoneNumber: fc.constant('+420 601 123 456'),
  // Trimmed by the form's schema, and of any shape: SPEC §5 checks no e-mail format here.
  email: fc
    .string({ minLength: 1 })
    .map((s) => s.trim())
    .filter((s) => s !== ''),
  brokers: fc.boolean(),
  spz: maybe(plate),
  brokerName: word.map((name) => ` ${name} `),
  partnerId: maybe(fc.oneof(fc.constant(''), fc.constant('  '), word)),
  insuranceType: fc.constantFrom(...SERVICE_INSURANCE_TYPES),
  identification: fc.constantFrom(...SERVICE_BOOKING_IDENTIFICATIONS),
  personalId: maybe(fc.constantFrom('736028/5163', '7360285163')),
  companyId: maybe(fc.constant('25596641')),
  contractId: maybe(word),
  personalSpz: maybe(plate),
  agreement1: fc.boolean(),
  agreement2: fc.constant(true),
});

describe('toServiceBookingPayload', () => {
  it('never sends a field of another identification, nor of the other mode', () => {
    fc.assert(
      fc.property(values, (form) => {
        const payload = toServiceBookingPayload(form);
        const keys = Object.keys(payload).sort();
        if (form.brokers) {
          const expected = [...COMMON_KEYS, 'brokers', 'spz', 'brokerName'];
          if (form.partnerId?.trim()) expected.push('partnerId');
          expect(keys).toStrictEqual(expected.sort());
          for (const key of CLIENT_KEYS) expect(payload).not.toHaveProperty(key);
        } else {
          const chosen = form.identification as string;
          expect(keys).toStrictEqual(
            [...COMMON_KEYS, 'brokers', 'insuranceType', 'identification', chosen].sort(),
          );
          for (const other of SERVICE_BOOKING_IDENTIFICATIONS.filter((id) => id !== chosen)) {
            expect(payload).not.toHaveProperty(other);
          }
          for (const key of BROKER_KEYS) expect(payload).not.toHaveProperty(key);
        }
      }),
    );
  });

  it('sends the chosen identification’s value, plates in capitals without spaces, texts trimmed', () => {
    fc.assert(
      fc.property(values, (form) => {
        const payload = toServiceBookingPayload(form) as unknown as Record<string, unknown>;
        if (form.brokers) {
          expect(payload.spz).toBe((form.spz ?? '').replace(' ', '').toUpperCase());
          expect(payload.brokerName).toBe(form.brokerName?.trim());
          return;
        }
        const chosen = form.identification as (typeof SERVICE_BOOKING_IDENTIFICATIONS)[number];
        const typed = form[chosen] ?? '';
        expect(payload[chosen]).toBe(
          chosen === 'personalSpz' ? typed.replace(' ', '').toUpperCase() : typed.trim(),
        );
        expect(payload.insuranceType).toBe(form.insuranceType);
      }),
    );
  });

  it('gives the schema what it accepts whenever the form was complete', () => {
    fc.assert(
      fc.property(values, (form) => {
        const complete: ServiceBookingValues = {
          ...form,
          spz: form.spz ?? '1AB2345',
          personalId: form.personalId ?? '7360285163',
          companyId: form.companyId ?? '25596641',
          contractId: form.contractId ?? '8801234567',
          personalSpz: form.personalSpz ?? '2AB3456',
        };
        const payload = toServiceBookingPayload(complete);
        expect(serviceBookingPayloadSchema.parse(payload)).toStrictEqual(payload);
      }),
    );
  });

  it('refuses values no payload can carry (the schema never lets them through)', () => {
    const form = fc.sample(values, 1)[0] as ServiceBookingValues;
    expect(() => toServiceBookingPayload({ ...form, brokers: false, insuranceType: 'TRAVEL' })).toThrow(
      TypeError,
    );
    expect(() => toServiceBookingPayload({ ...form, brokers: false, identification: 'email' })).toThrow(
      TypeError,
    );
  });
});
