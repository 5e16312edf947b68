import {
  addDays,
  CLAIM_DESCRIPTION_MAX,
  CLAIM_POLICY_OR_PLATE_MAX,
  CLAIM_TYPES,
  claimReportSchema,
  normalizePhone,
} from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type { CallMeLatestPayload, CallMeOfferPayload, CallMeValuesPayload } from '../calls/callback.js';
import { toCallMeLatestPayload, toCallMeOfferPayload, toCallMeValuesPayload } from '../calls/callback.js';
import type { CallbackLeadPayload, CallMeFormPayload } from '../calls/callMe.js';
import { toCallbackLeadPayload, toCallMeFormPayload } from '../calls/callMe.js';
import type { CascoEmailPayload, CascoPhonePayload } from '../calls/casco.js';
import { toCascoEmailPayload, toCascoPhonePayload } from '../calls/casco.js';
import type { ClaimReportPayload } from '../calls/claimReport.js';
import { toClaimReportPayload } from '../calls/claimReport.js';
import type { MeetingPayload } from '../calls/meeting.js';
import { toMeetingPayload } from '../calls/meeting.js';
import type { MobilityBrokerPayload, MobilityPayload } from '../calls/mobility.js';
import { toMobilityPayload } from '../calls/mobility.js';
import type { NeedHelpPayload } from '../calls/needHelp.js';
import { toNeedHelpPayload } from '../calls/needHelp.js';
import type { QuestionPayload } from '../calls/question.js';
import { toQuestionPayload } from '../calls/question.js';
import type { BrokerServiceBookingPayload, ServiceBookingPayload } from '../calls/serviceBooking.js';
import { toServiceBookingPayload } from '../calls/serviceBooking.js';
import type { SuitabilityRecord } from '../calls/suitability.js';
import { toSuitabilityRecordPayload } from '../calls/suitability.js';
import type { VehicleInfo } from '../calls/vehicle.js';
import type { WhistleblowingPayload } from '../calls/whistleblowing.js';
import { toWhistleblowingPayload } from '../calls/whistleblowing.js';
import {
  type brokerServiceBookingPayloadSchema,
  callbackLeadPayloadSchema,
  callbackValuesSchema,
  callMeFormPayloadSchema,
  callMeLatestPayloadSchema,
  callMeOfferPayloadSchema,
  cascoEmailPayloadSchema,
  cascoPhonePayloadSchema,
  claimReportPayloadSchema,
  type clientServiceBookingPayloadSchemas,
  emptyBodySchema,
  meetingPayloadSchema,
  type mobilityGuaranteePayloadSchema,
  mobilityPayloadSchema,
  type mobilityPayloadVariants,
  needHelpPayloadSchema,
  phone as phoneSchema,
  questionPayloadSchema,
  serviceBookingPayloadSchema,
  serviceBookingPayloadSchemas,
  suitabilityRecordPayloadSchema,
  suitabilityRecordSchema,
  type vehicleInfoSchema,
  whistleblowingPayloadSchema,
} from './index.js';

/** Mutually assignable with the same keys (toEqualTypeOf trips over an interface's optional key here). */
type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

describe('schemas describe exactly the payload types the calls send', () => {
  it('types match', () => {
    expectTypeOf<z.infer<typeof callMeOfferPayloadSchema>>().toEqualTypeOf<CallMeOfferPayload>();
    expectTypeOf<Same<z.infer<typeof callbackValuesSchema>, CallMeValuesPayload>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof callMeLatestPayloadSchema>, CallMeLatestPayload>
    >().toEqualTypeOf<true>();
    expectTypeOf<z.infer<typeof callbackLeadPayloadSchema>>().toEqualTypeOf<CallbackLeadPayload>();
    expectTypeOf<z.infer<typeof callMeFormPayloadSchema>>().toEqualTypeOf<CallMeFormPayload>();
    expectTypeOf<z.infer<typeof meetingPayloadSchema>>().toEqualTypeOf<MeetingPayload>();
    expectTypeOf<Same<z.infer<typeof questionPayloadSchema>, QuestionPayload>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof whistleblowingPayloadSchema>, WhistleblowingPayload>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<z.infer<typeof needHelpPayloadSchema>, NeedHelpPayload>>().toEqualTypeOf<true>();
    expectTypeOf<z.infer<typeof claimReportPayloadSchema>>().toEqualTypeOf<ClaimReportPayload>();
    expectTypeOf<z.infer<typeof cascoPhonePayloadSchema>>().toEqualTypeOf<CascoPhonePayload>();
    expectTypeOf<z.infer<typeof cascoEmailPayloadSchema>>().toEqualTypeOf<CascoEmailPayload>();
    expectTypeOf<z.infer<typeof suitabilityRecordSchema>>().toEqualTypeOf<SuitabilityRecord>();
    expectTypeOf<z.infer<typeof vehicleInfoSchema>>().toEqualTypeOf<VehicleInfo>();
    expectTypeOf<
      Same<z.infer<ReturnType<typeof mobilityPayloadSchema<'demo'>>>, MobilityPayload<'demo'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<ReturnType<typeof mobilityPayloadVariants<'demo'>>[0]>, MobilityBrokerPayload<'demo'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<ReturnType<typeof mobilityGuaranteePayloadSchema<'demo'>>>, MobilityPayload<'demo'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof brokerServiceBookingPayloadSchema>, BrokerServiceBookingPayload>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof serviceBookingPayloadSchema>, ServiceBookingPayload>
    >().toEqualTypeOf<true>();
    type Client<I> = Extract<ServiceBookingPayload, { identification: I }>;
    type ClientSchema<N extends number> = z.infer<(typeof clientServiceBookingPayloadSchemas)[N]>;
    expectTypeOf<Same<ClientSchema<0>, Client<'personalId'>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<ClientSchema<1>, Client<'companyId'>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<ClientSchema<2>, Client<'contractId'>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<ClientSchema<3>, Client<'personalSpz'>>>().toEqualTypeOf<true>();
    // A client booking that carried a second identification would not be the same type.
    expectTypeOf<
      Same<ClientSchema<0> & { companyId?: string }, Client<'personalId'>>
    >().toEqualTypeOf<false>();
    // The check can fail: a payload with a field too many is not the same type.
    expectTypeOf<Same<CallMeOfferPayload & { extra?: string }, CallMeOfferPayload>>().toEqualTypeOf<false>();
  });
});

const phone = fc
  .tuple(fc.constantFrom('+420', '+421'), fc.integer({ min: 100_000_000, max: 999_999_999 }), fc.boolean())
  .map(([prefix, digits, spaced]) => {
    const d = String(digits);
    return spaced ? `${prefix} ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${prefix}${d}`;
  });
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const word = fc.stringMatching(/^[A-Za-zÁ-ž]{1,12}$/);
const email = fc.constantFrom('jana@example.cz', 'a.b@c.org');

describe('what the mappers send, the schemas accept', () => {
  it('every phone the forms send, however it was typed (validation’s normalizePhone)', () => {
    const typed = phone.chain((p) =>
      fc
        .tuple(
          fc.constantFrom('', '+420 ', '+420 +420 ', '+420 00420 ', '+420 +421 '),
          fc.constantFrom('', ' ', '  '),
        )
        .map(([before, gap]) =>
          `${before}${p.replace(/^\+/, gap.length % 2 ? '00' : '+')}`.replace(/ /g, gap || ' '),
        ),
    );
    fc.assert(
      fc.property(typed, (input) => {
        const sent = normalizePhone(input);
        expect(sent).toMatch(/^\+42[01] [1-9]\d{2} \d{3} \d{3}$/);
        expect(phoneSchema.safeParse(sent).success).toBe(true);
        expect(
          callbackValuesSchema.safeParse({ name: 'J', phone: sent, date: '2026-01-05', dayTime: 0 }).success,
        ).toBe(true);
      }),
    );
  });

  it('call-back payloads', () => {
    fc.assert(
      fc.property(word, phone, day, fc.constantFrom(0 as const, 1 as const), (name, p, iso, dayTime) => {
        const values = { name, phone: p, date: iso.slice(0, 10), dayTime };
        expect(callbackValuesSchema.safeParse(toCallMeValuesPayload(values)).success).toBe(true);
        expect(callMeOfferPayloadSchema.safeParse(toCallMeOfferPayload(values)).success).toBe(true);
        expect(callMeLatestPayloadSchema.safeParse(toCallMeLatestPayload(values)).success).toBe(true);
        const lead = toCallbackLeadPayload({ ...values, productDescription: 'x' });
        expect(callbackLeadPayloadSchema.safeParse(lead).success).toBe(true);
      }),
    );
  });

  it('casco payloads', () => {
    fc.assert(
      fc.property(
        word,
        phone,
        day,
        fc.boolean(),
        fc.nat(),
        email,
        (name, p, startDate, allRisk, price, mail) => {
          const common = {
            brand: 'Škoda',
            age: '1-2 roky',
            value: 350000,
            allRisk,
            name,
            marketingAgreement: false,
            price,
          };
          expect(
            cascoPhonePayloadSchema.safeParse(toCascoPhonePayload({ ...common, phoneNumber: p })).success,
          ).toBe(true);
          const payload = toCascoEmailPayload({
            ...common,
            personalId: '9001011234',
            zipCode: '11000',
            spz: '1AB2345',
            startDate,
            email: mail,
          });
          expect(cascoEmailPayloadSchema.safeParse(payload).success).toBe(true);
        },
      ),
    );
  });

  it('whistleblowing payload: anonymous with nothing personal, or named with an e-mail or a phone', () => {
    const report = {
      relationship: 'EMPLOYEE' as const,
      text: 'Vedoucí pobočky nutí kolegy sjednávat smlouvy bez souhlasu klientů.',
      whenAndWhere: '',
      involved: '',
    };
    const person = { name: 'Jana Nová', email: 'jana@example.cz', phone: '+420 601 123 456' };
    const anonymous = toWhistleblowingPayload({ ...report, ...person, anonymous: true });
    expect(whistleblowingPayloadSchema.parse(anonymous)).toStrictEqual({ ...report, anonymous: true });
    const named = toWhistleblowingPayload({ ...report, ...person, anonymous: false });
    expect(whistleblowingPayloadSchema.parse(named)).toStrictEqual({
      ...report,
      ...person,
      anonymous: false,
    });
    const byPhone = toWhistleblowingPayload({ ...report, ...person, email: '', anonymous: false });
    expect(whistleblowingPayloadSchema.safeParse(byPhone).success).toBe(true);
    const unreachable = toWhistleblowingPayload({
      ...report,
      ...person,
      email: '',
      phone: '',
      anonymous: false,
    });
    expect(whistleblowingPayloadSchema.safeParse(unreachable).success).toBe(false);
    // Anything personal beside `anonymous: true` is refused, as is an unknown relationship or no text.
    expect(whistleblowingPayloadSchema.safeParse({ ...report, anonymous: true, name: 'Jana' }).success).toBe(
      false,
    );
    expect(whistleblowingPayloadSchema.safeParse({ ...named, relationship: 'CUSTOMER' }).success).toBe(false);
    expect(whistleblowingPayloadSchema.safeParse({ ...named, text: ' ' }).success).toBe(false);
    expect(whistleblowingPayloadSchema.safeParse({ ...named, email: 'jana' }).success).toBe(false);
  });

  it('claim-report payload: whatever the form accepts, the schema accepts; nothing else', () => {
    const today = '2026-11-25';
    const form = claimReportSchema('cs', { now: new Date('2026-11-25T09:30:00+01:00') });
    fc.assert(
      fc.property(
        fc.record({
          claimType: fc.constantFrom(...CLAIM_TYPES),
          eventDate: fc.integer({ min: 0, max: 4000 }).map((back) => addDays(today, -back)),
          policyOrPlate: fc.string({ maxLength: CLAIM_POLICY_OR_PLATE_MAX }),
          name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
          phone: fc.constantFrom('+420 601 123 456', '+421912345678', '+420 +420 777 123 456'),
          email: fc.constantFrom('', 'jana@example.cz', ' jana.novakova@example.cz '),
          description: fc.string({ maxLength: CLAIM_DESCRIPTION_MAX }),
          personalDataConsent: fc.constant(true),
        }),
        (input) => {
          const values = form.parse(input);
          const payload = toClaimReportPayload(values);
          expect(claimReportPayloadSchema.parse(payload)).toStrictEqual(payload);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('claim-report payload: refuses what the form never sends', () => {
    const payload = {
      claimType: 'PROPERTY',
      eventDate: '2026-11-24',
      policyOrPlate: '',
      name: 'Jana Nováková',
      phone: '+420 601 123 456',
      email: '',
      description: '',
      personalDataConsent: true,
    };
    expect(claimReportPayloadSchema.safeParse(payload).success).toBe(true);
    for (const wrong of [
      { claimType: 'LIFE' },
      { eventDate: '24. 11. 2026' },
      { eventDate: '2026-02-30' },
      { name: ' ' },
      { phone: '601 123 456' },
      { email: 'jana' },
      { policyOrPlate: 'x'.repeat(CLAIM_POLICY_OR_PLATE_MAX + 1) },
      { description: 'x'.repeat(CLAIM_DESCRIPTION_MAX + 1) },
      { personalDataConsent: false },
      { marketingConsent: true },
    ]) {
      expect(
        claimReportPayloadSchema.safeParse({ ...payload, ...wrong }).success,
        JSON.stringify(wrong),
      ).toBe(false);
    }
    const { email: _, ...withoutEmail } = payload;
    expect(claimReportPayloadSchema.safeParse(withoutEmail).success).toBe(false);
  });

  it('question payload: with and without the contract number; the consent must be given', () => {
    const values = {
      name: 'Jana',
      surname: 'Nová',
      email: 'jana@example.cz',
      phoneNumber: '+420 601 123 456',
      text: 'Jak nahlásím pojistnou událost?',
      agreement1: false,
      agreement2: true,
    };
    expect(questionPayloadSchema.parse(toQuestionPayload(values))).toStrictEqual(values);
    const withPolicy = toQuestionPayload({ ...values, policyNumber: '1234567890' });
    expect(questionPayloadSchema.parse(withPolicy)).toStrictEqual({ ...values, policyNumber: '1234567890' });
    expect(toQuestionPayload({ ...values, policyNumber: '' })).not.toHaveProperty('policyNumber');
    expect(questionPayloadSchema.safeParse({ ...values, agreement2: false }).success).toBe(false);
    expect(questionPayloadSchema.safeParse({ ...values, extra: 1 }).success).toBe(false);
  });

  it('call-me form payloads: either channel, the other empty or given, with or without a contract number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PHONE' as const, 'EMAIL' as const),
        fc.option(phone, { nil: '' }),
        fc.option(email, { nil: '' }),
        fc.option(fc.constantFrom('8801234567', 'POV-2024/17'), { nil: undefined }),
        fc.boolean(),
        (contact, p, mail, policyNumber, marketingAgreement) => {
          const values = {
            contact,
            firstName: 'Jana',
            phone: contact === 'PHONE' && p === '' ? '+420 601 123 456' : p,
            email: contact === 'EMAIL' && mail === '' ? 'jana@example.cz' : mail,
            message: '',
            termsAgreement: true,
            marketingAgreement,
            policyNumber,
          };
          const payload = toCallMeFormPayload(values);
          expect(callMeFormPayloadSchema.parse(payload)).toStrictEqual(payload);
        },
      ),
    );
  });

  it('need-help payloads of clients and of everyone else', () => {
    fc.assert(
      fc.property(word, phone, fc.boolean(), (name, p, isClient) => {
        const payload = toNeedHelpPayload({
          name,
          surname: 'Nová',
          email: 'jana@example.cz',
          phone: p,
          question: 'Jak změním adresu?',
          isClient,
          contractNumber: '8801234567',
          personalDataConsent: true,
          marketingConsent: true,
        });
        expect(needHelpPayloadSchema.parse(payload)).toStrictEqual(payload);
      }),
    );
  });

  it('meeting, mobility and suitability payloads', () => {
    const meetingValues = {
      topic: 'AI',
      drink: 'čaj',
      where: 'inPerson',
      name: 'Jana',
      surname: 'Nová',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
    } as const;
    const meeting = toMeetingPayload(meetingValues);
    expect(meetingPayloadSchema.parse(meeting)).toEqual(meeting);
    // Online: no drink to have ready, whatever the form held; in person: one.
    expect(toMeetingPayload({ ...meetingValues, where: 'online' })).toMatchObject({
      online: true,
      drink: '',
    });
    expect(meetingPayloadSchema.safeParse({ ...meeting, online: true, drink: '' }).success).toBe(true);
    expect(meetingPayloadSchema.safeParse({ ...meeting, online: true, drink: 'čaj' }).success).toBe(false);
    expect(meetingPayloadSchema.safeParse({ ...meeting, online: false, drink: 'čaj' }).success).toBe(true);
    expect(meetingPayloadSchema.safeParse({ ...meeting, online: false, drink: ' ' }).success).toBe(false);
    const mobility = toMobilityPayload(
      {
        city: 'Praha',
        manufacturer: 'Skoda',
        branchCode: 'KEI_BRNO_VINOHRADY',
        firstName: 'Jana',
        lastName: 'Nová',
        email: 'jana@example.cz',
        phone: '+420601123456',
        brokers: true,
        brokerName: 'Makléř s.r.o.',
        registrationPlate: '1AB2345',
        termsAgreement: true,
        marketingAgreement: true,
      },
      'demo',
    );
    expect(mobilityPayloadSchema('demo').safeParse(mobility).success).toBe(true);
    expect(mobilityPayloadSchema('other').safeParse(mobility).success).toBe(false);
    const record = toSuitabilityRecordPayload(
      { calculationId: 'c1', extra: [1, 2] },
      { request: 'Pojištění vozidla', recommendation: 'Havarijní pojištění', difference: 'Nejsou' },
    );
    expect(suitabilityRecordPayloadSchema.parse(record)).toEqual(record);
  });
});

describe('service booking payloads', () => {
  const common = {
    location: 'Praha',
    brand: 'Skoda',
    carShop: 'NH_CAR_PRAHA_STRAHOV',
    firstName: 'Jana',
    lastName: 'Nová',
    phoneNumber: '+420 601 123 456',
    email: 'jana(at)example',
    agreement1: false,
    agreement2: true,
  };
  const broker = toServiceBookingPayload({ ...common, brokers: true, spz: '1AB2345', brokerName: 'Makléř' });
  const client = toServiceBookingPayload({
    ...common,
    brokers: false,
    insuranceType: 'MTPL',
    identification: 'personalId',
    personalId: '736028/5163',
  });

  it('accepts both modes, an e-mail of any shape (SPEC §5), one variant each', () => {
    expect(serviceBookingPayloadSchema.parse(broker)).toStrictEqual(broker);
    expect(serviceBookingPayloadSchema.parse(client)).toStrictEqual(client);
    const matching = (payload: unknown) =>
      serviceBookingPayloadSchemas.filter((schema) => schema.safeParse(payload).success).length;
    expect(matching(broker)).toBe(1);
    expect(matching(client)).toBe(1);
  });

  it.each([
    ['a second identification', { ...client, companyId: '25596641' }],
    ['a broker field on a client', { ...client, spz: '1AB2345' }],
    ['a client field on a broker', { ...broker, insuranceType: 'MTPL' }],
    ['an unknown insurance', { ...client, insuranceType: 'TRAVEL' }],
    ['a birth number of another shape', { ...client, personalId: '12345' }],
    ['the identification without its field', { ...client, personalId: undefined }],
    ['a plate with a space', { ...broker, spz: '1AB 2345' }],
    ['a plate too long', { ...broker, spz: '1AB234567X' }],
    ['an empty partner id', { ...broker, partnerId: '' }],
    ['the consent not given', { ...broker, agreement2: false }],
    ['an empty e-mail', { ...broker, email: ' ' }],
  ])('refuses %s', (_, payload) => {
    expect(serviceBookingPayloadSchema.safeParse(payload).success).toBe(false);
  });
});

describe('the schemas refuse what the contract forbids', () => {
  const casco = toCascoPhonePayload({
    brand: 'Škoda',
    age: '1-2 roky',
    value: '100000-150000',
    allRisk: false,
    name: 'Jana',
    marketingAgreement: false,
    price: 500,
    phoneNumber: '+420 601 123 456',
  });

  it.each([
    ['terms not agreed', { ...casco, termsAgreement: false }],
    ['a wrong contact', { ...casco, contact: 'EMAIL' }],
    ['a phone without prefix', { ...casco, phone: '601123456' }],
    ['a foreign prefix', { ...casco, phone: '+48 601 123 456' }],
    ['an unknown field', { ...casco, extra: 1 }],
    ['a missing field', { ...casco, firstName: undefined }],
  ])('casco phone payload with %s', (_, payload) => {
    expect(cascoPhonePayloadSchema.safeParse(payload).success).toBe(false);
  });

  const callMe = toCallMeFormPayload({
    contact: 'PHONE',
    firstName: 'Jana',
    email: '',
    phone: '+420 601 123 456',
    message: '',
    termsAgreement: true,
    marketingAgreement: false,
  });

  it.each([
    ['the chosen phone missing', { ...callMe, phone: '' }],
    ['the chosen e-mail missing', { ...callMe, contact: 'EMAIL' }],
    ['a bare prefix', { ...callMe, phone: '+420 ' }],
    ['a malformed e-mail beside the phone', { ...callMe, email: 'jana@' }],
    ['terms not agreed', { ...callMe, termsAgreement: false }],
    ['an empty contract number', { ...callMe, policyNumber: '' }],
    ['an unknown contact', { ...callMe, contact: 'SMS' }],
    ['an unknown field', { ...callMe, extra: 1 }],
  ])('call-me form payload with %s', (_, payload) => {
    expect(callMeFormPayloadSchema.safeParse(payload).success).toBe(false);
  });

  const needHelp = toNeedHelpPayload({
    name: 'Jana',
    surname: 'Nová',
    email: 'jana@example.cz',
    phone: '+420 601 123 456',
    question: 'Jak změním adresu?',
    isClient: false,
    personalDataConsent: true,
    marketingConsent: true,
  });

  it.each([
    ['a contract number from a non-client', { ...needHelp, contractNumber: '8801234567' }],
    ['a client without a contract number', { ...needHelp, isClient: true }],
    ['a client with a blank contract number', { ...needHelp, isClient: true, contractNumber: ' ' }],
    ['the personal-data consent not given', { ...needHelp, personalDataConsent: false }],
    ['no answer to “client?”', { ...needHelp, isClient: undefined }],
    ['a malformed phone', { ...needHelp, phone: '601123456' }],
    ['an unknown field', { ...needHelp, extra: 1 }],
  ])('need-help payload with %s', (_, payload) => {
    expect(needHelpPayloadSchema.safeParse(payload).success).toBe(false);
  });

  it('a timestamp where a date belongs, short suitability texts, a non-empty cancel body', () => {
    const offer = toCallMeOfferPayload({ name: 'J', phone: '+420601123456', date: '2026-01-05', dayTime: 0 });
    expect(callMeOfferPayloadSchema.safeParse({ ...offer, plannedOn: '2026-01-05T10:00:00Z' }).success).toBe(
      false,
    );
    expect(
      suitabilityRecordSchema.safeParse({
        post: false,
        insurers: [],
        request: 'r',
        recommendation: 'krátké',
        difference: 'Nejsou',
      }).success,
    ).toBe(false);
    expect(emptyBodySchema.safeParse({}).success).toBe(true);
    expect(emptyBodySchema.safeParse({ token: 'x' }).success).toBe(false);
  });
});

describe('the mobility payload: one mode, one identification', () => {
  const common = {
    city: 'Praha',
    manufacturer: 'Skoda',
    demoAutoBranchCode: 'NH_CAR_PRAHA_STRAHOV',
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana@example.cz',
    phone: '+420 601 123 456',
    termsAgreement: true,
    marketingAgreement: true,
  };
  const accepts = (payload: object) => mobilityPayloadSchema('demo').safeParse(payload).success;

  it.each([
    ['a broker without a sales number', { registrationPlate: '1AB2345', brokerName: 'Makléř s.r.o.' }],
    ['a broker with one', { registrationPlate: '1AB2345', brokerName: 'Makléř s.r.o.', salesNumber: 'Z-42' }],
    ['a birth number', { productTypeCode: 'PROPERTY', personalIn: '7360285163' }],
    ['a birth number with its slash', { productTypeCode: 'LIABILITY', personalIn: '736028/5163' }],
    ['an IČO', { productTypeCode: 'BUSINESS', companyIn: '25596641' }],
    ['a contract number', { productTypeCode: 'PROPERTY', policyNumber: '8001234567' }],
    ['a plate for a vehicle', { productTypeCode: 'VEHICLE', registrationPlate: '1AB2345' }],
  ])('accepts %s', (_, fields) => {
    expect(accepts({ ...common, ...fields })).toBe(true);
  });

  it.each([
    ['a plate for a property insurance', { productTypeCode: 'PROPERTY', registrationPlate: '1AB2345' }],
    ['two identifications', { productTypeCode: 'PROPERTY', companyIn: '25596641', policyNumber: '8001' }],
    ['no identification', { productTypeCode: 'PROPERTY' }],
    ['an identification without a type', { personalIn: '7360285163' }],
    ['an unknown insurance type', { productTypeCode: 'TRAVEL', policyNumber: '8001234567' }],
    [
      'a broker with a client’s type',
      { registrationPlate: '1AB', brokerName: 'M', productTypeCode: 'VEHICLE' },
    ],
    ['a broker without a plate', { brokerName: 'Makléř s.r.o.' }],
    ['an empty sales number', { registrationPlate: '1AB2345', brokerName: 'M', salesNumber: '' }],
    ['a birth number that is not one', { productTypeCode: 'PROPERTY', personalIn: '123' }],
    ['an IČO of seven digits', { productTypeCode: 'PROPERTY', companyIn: '2559664' }],
    ['a plate of ten characters', { productTypeCode: 'VEHICLE', registrationPlate: '1AB2345678' }],
    ['the brand-neutral branch name', { productTypeCode: 'PROPERTY', policyNumber: '8', branchCode: 'X' }],
  ])('refuses %s', (_, fields) => {
    expect(accepts({ ...common, ...fields })).toBe(false);
  });

  it('refuses another brand’s branch key', () => {
    const payload = { ...common, productTypeCode: 'PROPERTY', policyNumber: '8001234567' };
    expect(mobilityPayloadSchema('other').safeParse(payload).success).toBe(false);
  });
});
