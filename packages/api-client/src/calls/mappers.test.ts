import { CLAIM_TYPES, WHISTLEBLOWING_RELATIONSHIPS } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError.js';
import { fieldErrors } from '../http/fieldErrors.js';
import {
  type CallbackKind,
  callbackFieldNames,
  callbackKind,
  dayTimeFromMeridiem,
  meridiemCode,
  toCallMeLatestPayload,
  toCallMeOfferPayload,
  toCallMeValuesPayload,
} from './callback.js';
import { toCallbackLeadPayload, toCallMeFormPayload } from './callMe.js';
import { datePart, isCascoPage, toCascoEmailPayload, toCascoPhonePayload } from './casco.js';
import { toClaimReportPayload } from './claimReport.js';
import { joinName, toMeetingPayload } from './meeting.js';
import { type MobilityValues, mobilityFieldNames, toMobilityPayload } from './mobility.js';
import { toNeedHelpPayload } from './needHelp.js';
import { suitabilityRecordFieldNames, toSuitabilityRecordPayload } from './suitability.js';
import { toWhistleblowingPayload } from './whistleblowing.js';

const isoDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

const cascoCommon = fc.record({
  brand: fc.string(),
  age: fc.string(),
  value: fc.oneof(fc.string(), fc.nat()),
  allRisk: fc.boolean(),
  name: fc.string(),
  marketingAgreement: fc.boolean(),
  price: fc.nat(),
});

const cascoEmail = fc.record({
  common: cascoCommon,
  personalId: fc.string(),
  zipCode: fc.string(),
  spz: fc.string(),
  startDate: fc.oneof(
    isoDay,
    isoDay.map((iso) => iso.slice(0, 10)),
  ),
  email: fc.string(),
});

describe('casco mappers', () => {
  it('beginDate is always the date part of startDate, timestamp or not', () => {
    fc.assert(
      fc.property(cascoEmail, ({ common, ...rest }) => {
        const payload = toCascoEmailPayload({ ...common, ...rest });
        expect(payload.beginDate).toBe(rest.startDate.slice(0, 10));
        expect(payload.beginDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(payload.beginDate).not.toContain('T');
      }),
    );
  });

  it('datePart leaves a string without T alone', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('T')),
        (value) => {
          expect(datePart(value)).toBe(value);
        },
      ),
    );
  });

  it('both payloads always agree to the terms, whatever the form says, and carry allRisk as carAccident', () => {
    fc.assert(
      fc.property(cascoCommon, fc.string(), (common, phoneNumber) => {
        const payload = toCascoPhonePayload({ ...common, phoneNumber });
        expect(payload.termsAgreement).toBe(true);
        expect(payload.contact).toBe('PHONE');
        expect(payload.carAccident).toBe(common.allRisk);
        expect(payload.marketingAgreement).toBe(common.marketingAgreement);
        expect(payload.estimatedPremium).toBe(common.price);
        expect(Object.keys(payload).sort()).toEqual(
          [
            'contact',
            'firstName',
            'phone',
            'actualValue',
            'termsAgreement',
            'marketingAgreement',
            'manufacturer',
            'vehicleAge',
            'estimatedPremium',
            'carAccident',
          ].sort(),
        );
      }),
    );
    fc.assert(
      fc.property(cascoEmail, ({ common, ...rest }) => {
        const payload = toCascoEmailPayload({ ...common, ...rest });
        expect(payload.termsAgreement).toBe(true);
        expect(payload.contact).toBe('EMAIL');
        expect(payload).not.toHaveProperty('phone');
      }),
    );
  });
});

describe('meeting mapper', () => {
  const part = fc.string().map((s) => s.replace(/\s+/g, ' '));

  it('joins first and last name with one space, never leading or trailing', () => {
    fc.assert(
      fc.property(part, part, (first, last) => {
        const name = joinName(first, last);
        expect(name).toBe(name.trim());
        const parts = [first.trim(), last.trim()].filter(Boolean);
        expect(name).toBe(parts.join(' '));
      }),
    );
  });

  it('online is true exactly for `online`', () => {
    fc.assert(
      fc.property(fc.constantFrom('online' as const, 'inPerson' as const), part, (where, notes) => {
        const payload = toMeetingPayload({
          topic: 't',
          drink: 'd',
          where,
          name: 'A',
          surname: 'B',
          email: 'e',
          phone: 'p',
          notes,
        });
        expect(payload.online).toBe(where === 'online');
        expect(payload.message).toBe(notes);
        expect(payload.technology).toBe('t');
      }),
    );
  });
});

describe('call-back mappers', () => {
  const values = fc.record({
    name: fc.string(),
    phone: fc.string(),
    date: fc.string(),
    dayTime: fc.constantFrom(0 as const, 1 as const),
  });

  it('dayTime 0 is AM, 1 is PM, in the offer and the lead payloads', () => {
    expect(meridiemCode(0)).toBe('AM');
    expect(meridiemCode(1)).toBe('PM');
    fc.assert(
      fc.property(values, fc.string(), (v, productDescription) => {
        const offer = toCallMeOfferPayload(v);
        expect(offer).toEqual({
          contact: 'PHONE',
          firstName: v.name,
          phone: v.phone,
          plannedOn: v.date,
          meridiemCode: v.dayTime === 0 ? 'AM' : 'PM',
          termsAgreement: true,
        });
        const lead = toCallbackLeadPayload({ ...v, productDescription });
        expect(lead.meridiemCode).toBe(offer.meridiemCode);
        expect(lead.plannedOn).toBe(v.date);
        expect(lead.termsAgreement).toBe(true);
      }),
    );
  });

  it('the latest payload keeps every form value and cannot be talked out of contact=PHONE, terms=true', () => {
    fc.assert(
      fc.property(values, (v) => {
        const sneaky = { ...v, contact: 'EMAIL', termsAgreement: false } as unknown as typeof v;
        const payload = toCallMeLatestPayload(sneaky);
        expect(payload).toMatchObject(v);
        expect(payload.contact).toBe('PHONE');
        expect(payload.termsAgreement).toBe(true);
      }),
    );
  });

  it('picks the kind from the page path in SPEC order', () => {
    expect(callbackKind('/pojisteni/motorky/auto')).toBe('motorcycle');
    expect(callbackKind('/majetek')).toBe('property');
    expect(callbackKind('/cestovko')).toBe('travel');
    expect(callbackKind('/odpovednost')).toBe('liability');
    expect(callbackKind('/auto')).toBe('vehicle');
    expect(callbackKind('/kontakty')).toBe('default');
    expect(callbackKind('https://www.horizont.example/pojisteni-motorky')).toBe('motorcycle');
    expect(callbackKind('/Pojisteni-MAJETEK')).toBe('property');
  });

  it('reads only the path: a query, a hash or the host never switch the kind', () => {
    expect(callbackKind('/pojisteni-majetek?utm_campaign=auto')).toBe('property');
    expect(callbackKind('https://www.horizont.example/pojisteni-majetek?utm_campaign=auto')).toBe('property');
    expect(callbackKind('https://www.horizont.example/kontakty?next=/pojisteni-motorky#auto')).toBe(
      'default',
    );
    expect(callbackKind('https://auto.horizont.example/kontakty')).toBe('default');
  });

  it('gives any URL the kind of its path, whatever query and hash it carries', () => {
    const segment = fc.constantFrom(
      'pojisteni',
      'motorky',
      'majetek',
      'cestovko',
      'odpovednost',
      'auto',
      'kontakty',
      'o-nas',
      'x',
    );
    const marker = fc.constantFrom(
      'motorky',
      'majetek',
      'cestovko',
      'odpovednost',
      'auto',
      'utm_campaign=auto',
    );
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const query = fc.array(fc.tuple(fc.constantFrom('utm_campaign', 'next', 'produkt', 'q'), marker), {
      maxLength: 3,
    });
    const hash = fc.option(marker, { nil: undefined });
    fc.assert(
      fc.property(path, query, hash, fc.boolean(), (pagePath, params, fragment, absolute) => {
        const search = params.length ? `?${params.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
        const url = `${absolute ? 'https://www.horizont.example' : ''}${pagePath}${search}${fragment ? `#${fragment}` : ''}`;
        const expected: CallbackKind = callbackKind(pagePath);
        expect(callbackKind(url)).toBe(expected);
      }),
    );
  });

  it('flags casco pages by their path only', () => {
    expect(isCascoPage('/havarijni-pojisteni')).toBe(true);
    expect(isCascoPage('https://www.horizont.example/auto/havarijni-pojisteni?x=1')).toBe(true);
    expect(isCascoPage('/povinne-ruceni?utm_campaign=havarijni-pojisteni')).toBe(false);
    expect(isCascoPage('/povinne-ruceni#havarijni-pojisteni')).toBe(false);
    expect(isCascoPage('https://havarijni-pojisteni.example/auto')).toBe(false);
  });

  it('sends the raw kinds exactly the form values, the topic only when there is one', () => {
    fc.assert(
      fc.property(values, fc.option(fc.string(), { nil: undefined }), (v, topic) => {
        const payload = toCallMeValuesPayload({
          ...v,
          ...(topic === undefined ? {} : { topic }),
          extra: 1,
        } as never);
        expect(payload).toStrictEqual({ ...v, ...(topic ? { topic } : {}) });
      }),
    );
  });

  it('spells the day part AM/PM and back', () => {
    expect(dayTimeFromMeridiem('AM')).toBe(0);
    expect(dayTimeFromMeridiem('PM')).toBe(1);
    for (const dayTime of [0, 1] as const) expect(dayTimeFromMeridiem(meridiemCode(dayTime))).toBe(dayTime);
  });

  it('puts the offer call’s field errors back on the form’s fields', () => {
    const error = new ApiError({
      message: 'Bad Request',
      status: 400,
      errors: [
        { field: 'firstName', message: 'Jméno je povinný údaj.' },
        { field: 'plannedOn', message: 'Datum je povinný údaj.' },
        { field: 'meridiemCode', message: 'Čas je povinný údaj.' },
        { field: 'phone', message: 'Špatný formát čísla nebo chybí předvolba.' },
      ],
    });
    expect(fieldErrors(error, callbackFieldNames)).toEqual({
      name: 'Jméno je povinný údaj.',
      date: 'Datum je povinný údaj.',
      dayTime: 'Čas je povinný údaj.',
      phone: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });
});

describe('mobility and suitability mappers', () => {
  it('moves the branch code under {slug}AutoBranchCode for any slug', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), fc.string(), (slug, code) => {
        const payload = toMobilityPayload(
          {
            city: 'Praha',
            manufacturer: 'Skoda',
            branchCode: code,
            firstName: 'A',
            lastName: 'B',
            email: 'e',
            phone: 'p',
            brokers: false,
            termsAgreement: true,
            marketingAgreement: false,
          },
          slug,
        );
        expect((payload as Record<string, unknown>)[`${slug}AutoBranchCode`]).toBe(code);
        expect(payload).not.toHaveProperty('branchCode');
      }),
    );
  });

  /** Whatever the visitor typed in any field of either mode, and which mode and choices they ended with. */
  const anyMobilityValues = fc.record({
    brokers: fc.boolean(),
    productTypeCode: fc.constantFrom('VEHICLE', 'PROPERTY', 'LIABILITY', 'BUSINESS' as const),
    identification: fc.constantFrom('personalIn', 'companyIn', 'policyNumber', 'registrationPlate' as const),
    personalIn: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
    companyIn: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
    policyNumber: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
    registrationPlate: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
    brokerName: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
    salesNumber: fc.option(fc.string(), { nil: undefined }),
  });
  const base = {
    city: 'Praha',
    manufacturer: 'Skoda',
    branchCode: 'NH_CAR_PRAHA_STRAHOV',
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana@example.cz',
    phone: '+420 601 123 456',
    termsAgreement: true,
    marketingAgreement: true,
  };
  const COMMON_KEYS = [...Object.keys(base).filter((key) => key !== 'branchCode'), 'demoAutoBranchCode'];

  it('sends a client’s insurance type and only the chosen identification, never a broker’s fields', () => {
    fc.assert(
      fc.property(anyMobilityValues, (typed) => {
        const values: MobilityValues = { ...base, ...typed, brokers: false };
        const payload = toMobilityPayload(values, 'demo') as Record<string, unknown>;
        const chosen = values.identification as NonNullable<MobilityValues['identification']>;
        const expected = [...COMMON_KEYS, 'productTypeCode'];
        if (values[chosen] !== undefined) expected.push(chosen);
        expect(Object.keys(payload).sort()).toEqual(expected.sort());
        expect(payload.productTypeCode).toBe(values.productTypeCode);
        expect(payload[chosen]).toBe(values[chosen]);
      }),
    );
  });

  it('sends a broker’s plate, name and a given sales number, never a client’s choices', () => {
    fc.assert(
      fc.property(anyMobilityValues, (typed) => {
        const values: MobilityValues = { ...base, ...typed, brokers: true };
        const payload = toMobilityPayload(values, 'demo') as Record<string, unknown>;
        const expected = [...COMMON_KEYS];
        for (const field of ['registrationPlate', 'brokerName', 'salesNumber'] as const) {
          if (values[field]) expected.push(field);
        }
        expect(Object.keys(payload).sort()).toEqual(expected.sort());
        expect(payload.registrationPlate).toBe(values.registrationPlate);
        expect(payload.brokerName).toBe(values.brokerName);
      }),
    );
  });

  it('maps a server error on {slug}AutoBranchCode back to the form’s branch', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (slug) => {
        expect(mobilityFieldNames(slug)).toStrictEqual({ [`${slug}AutoBranchCode`]: 'branchCode' });
      }),
    );
  });

  it('always saves the calculation, clears the three flags and attaches an unposted record', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (form) => {
        const payload = toSuitabilityRecordPayload(form, {
          request: 'r',
          recommendation: 'm',
          difference: 'd',
        });
        expect(payload).toMatchObject({
          saveCalculation: true,
          getPackages: false,
          getApplicableLimitsOnly: false,
          getLimits: false,
          suitabilityRecord: {
            post: false,
            insurers: [],
            request: 'r',
            recommendation: 'm',
            difference: 'd',
          },
        });
      }),
    );
  });
});

describe('suitability record: only the record is taken from the form', () => {
  it('sends exactly the three record fields, whatever else the values carry', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.record({ request: fc.string(), recommendation: fc.string(), difference: fc.string() }),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (form, record, extra) => {
          const values = { ...extra, ...record, ownRecord: true };
          const payload = toSuitabilityRecordPayload(form, values);
          expect(payload.suitabilityRecord).toStrictEqual({ post: false, insurers: [], ...record });
        },
      ),
    );
  });

  it('names the form’s fields for the back end’s nested field names', () => {
    expect(
      fieldErrors(
        new ApiError({
          status: 400,
          message: 'Validation failed',
          errors: [
            { field: 'suitabilityRecord.recommendation', message: 'Minimální délka musí být 11 znaků.' },
            { field: 'calculationId', message: 'Neznámý výpočet.' },
          ],
        }),
        suitabilityRecordFieldNames,
      ),
    ).toStrictEqual({
      recommendation: 'Minimální délka musí být 11 znaků.',
      calculationId: 'Neznámý výpočet.',
    });
  });
});

describe('fit with the form values of @insurance-web/validation', () => {
  const casco = {
    brand: 'Škoda',
    age: '2-3 roky',
    value: '301000',
    allRisk: true,
    name: 'Jana',
    marketingAgreement: false,
  };

  it('sends an estimated premium of 0 when there is no calculator and so no price (SPEC §2)', () => {
    expect(toCascoPhonePayload({ ...casco, phoneNumber: '+420 601 123 456' }).estimatedPremium).toBe(0);
    expect(
      toCascoPhonePayload({ ...casco, phoneNumber: '+420 601 123 456', price: 812 }).estimatedPremium,
    ).toBe(812);
  });

  it('maps the meeting place `inPerson` to online: false', () => {
    const values = {
      topic: 'AI',
      drink: 'Káva',
      name: 'Jana',
      surname: 'Nová',
      email: 'j@n.cz',
      phone: '+420 601 123 456',
    };
    expect(toMeetingPayload({ ...values, where: 'inPerson' }).online).toBe(false);
    expect(toMeetingPayload({ ...values, where: 'online' }).online).toBe(true);
  });
});

describe('bad arguments', () => {
  it('reject the promise instead of throwing, so a caller’s .catch() sees them', async () => {
    const { fetchReleaseNotes } = await import('./content.js');
    const { fetchVehicleInfo } = await import('./vehicle.js');
    const config = { host: 'http://127.0.0.1:9', slug: 'demo' } as never;
    const notes = fetchReleaseNotes(config, '');
    await expect(notes).rejects.toThrow();
    const vehicle = fetchVehicleInfo(config, undefined as never, { signal: AbortSignal.abort() });
    await expect(vehicle).rejects.toThrow();
  });
});

describe('call-me form and need-help mappers', () => {
  const callMe = fc.record({
    contact: fc.constantFrom('PHONE' as const, 'EMAIL' as const),
    firstName: fc.string(),
    email: fc.string(),
    phone: fc.string(),
    message: fc.string(),
    termsAgreement: fc.boolean(),
    marketingAgreement: fc.boolean(),
    policyNumber: fc.option(fc.string(), { nil: undefined }),
  });

  it('call-me: every field as given; the contract number only when there is one', () => {
    fc.assert(
      fc.property(callMe, (values) => {
        const { policyNumber, ...rest } = values;
        const payload = toCallMeFormPayload(values);
        expect(payload).toStrictEqual(policyNumber ? { ...rest, policyNumber } : rest);
      }),
    );
  });

  const needHelp = fc.record({
    name: fc.string(),
    surname: fc.string(),
    email: fc.string(),
    phone: fc.string(),
    question: fc.string(),
    isClient: fc.boolean(),
    contractNumber: fc.option(fc.string(), { nil: undefined }),
    personalDataConsent: fc.boolean(),
    marketingConsent: fc.boolean(),
  });

  it('need-help: only a client sends a contract number, whatever was typed; the rest as given', () => {
    fc.assert(
      fc.property(needHelp, (values) => {
        const payload = toNeedHelpPayload(values);
        const { contractNumber, ...rest } = values;
        expect(payload).toStrictEqual(
          values.isClient ? { ...rest, contractNumber: contractNumber ?? '' } : rest,
        );
        expect('contractNumber' in payload).toBe(values.isClient);
      }),
    );
  });

  it('need-help: the fields in the order of the form', () => {
    const payload = toNeedHelpPayload({
      name: 'Jana',
      surname: 'Nová',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      question: 'Jak změním adresu?',
      isClient: true,
      contractNumber: '8801234567',
      personalDataConsent: true,
      marketingConsent: true,
    });
    expect(Object.keys(payload)).toEqual([
      'name',
      'surname',
      'email',
      'phone',
      'question',
      'isClient',
      'contractNumber',
      'personalDataConsent',
      'marketingConsent',
    ]);
  });
});

describe('whistleblowing mapper', () => {
  const report = fc.record({
    relationship: fc.constantFrom(...WHISTLEBLOWING_RELATIONSHIPS),
    text: fc.string(),
    whenAndWhere: fc.string(),
    involved: fc.string(),
    anonymous: fc.boolean(),
    name: fc.string(),
    email: fc.string(),
    phone: fc.string(),
  });

  it('an anonymous report carries nothing about the reporter, whatever the form still held', () => {
    fc.assert(
      fc.property(report, (values) => {
        const payload = toWhistleblowingPayload({ ...values, anonymous: true });
        expect(payload).toStrictEqual({
          relationship: values.relationship,
          text: values.text,
          whenAndWhere: values.whenAndWhere,
          involved: values.involved,
          anonymous: true,
        });
      }),
    );
  });

  it('a named report carries the name, and the e-mail and phone only when given', () => {
    fc.assert(
      fc.property(report, (values) => {
        const payload = toWhistleblowingPayload({ ...values, anonymous: false });
        const { email, phone, ...rest } = values;
        expect(payload).toStrictEqual({
          ...rest,
          anonymous: false,
          ...(email ? { email } : {}),
          ...(phone ? { phone } : {}),
        });
      }),
    );
  });

  it('the fields in the order of the form', () => {
    const payload = toWhistleblowingPayload({
      relationship: 'EMPLOYEE',
      text: 'Popis',
      whenAndWhere: 'Praha, květen',
      involved: 'Vedoucí',
      anonymous: false,
      name: 'Jana Nová',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
    });
    expect(Object.keys(payload)).toEqual([
      'relationship',
      'text',
      'whenAndWhere',
      'involved',
      'anonymous',
      'name',
      'email',
      'phone',
    ]);
  });
});

describe('claim-report mapper', () => {
  const values = fc.record({
    claimType: fc.constantFrom(...CLAIM_TYPES),
    eventDate: fc.string(),
    policyOrPlate: fc.string(),
    name: fc.string(),
    phone: fc.string(),
    email: fc.string(),
    description: fc.string(),
    personalDataConsent: fc.boolean(),
  });

  it('sends every field as given, in the order of the form, and nothing else the values carry', () => {
    fc.assert(
      fc.property(values, fc.dictionary(fc.string(), fc.anything()), (given, extra) => {
        const payload = toClaimReportPayload({ ...extra, ...given });
        expect(payload).toStrictEqual({ ...given });
        expect(Object.keys(payload)).toEqual([
          'claimType',
          'eventDate',
          'policyOrPlate',
          'name',
          'phone',
          'email',
          'description',
          'personalDataConsent',
        ]);
      }),
    );
  });
});
