import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { configFor, startServer } from '../../test/server.js';
import { ApiError, isAbortError } from '../http/ApiError.js';
import { createApiKeyStore } from '../http/apiKey.js';
import { sendCallback } from './callback.js';
import { sendCallbackLead, sendCallMeForm } from './callMe.js';
import { sendCascoEmailOffer, sendCascoPhoneOffer } from './casco.js';
import { sendClaimReport } from './claimReport.js';
import { fetchCareers, fetchReleaseNotes } from './content.js';
import { sendMeeting } from './meeting.js';
import { sendMobility, sendMobilityGuarantee } from './mobility.js';
import { sendNeedHelp } from './needHelp.js';
import { sendQuestion } from './question.js';
import { sendServiceBooking } from './serviceBooking.js';
import { fetchSuitabilityRecord } from './suitability.js';
import { checkRollout, fetchVehicleInfo } from './vehicle.js';
import { sendWhistleblowing } from './whistleblowing.js';

const server = await startServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const config = () => configFor(server, { apiKeys: createApiKeyStore({ key: 'k' }) });
const callback = { name: 'Jana', phone: '+420 601 123 456', date: '2026-11-25', dayTime: 1 as const };

describe('call-me variants by kind (SPEC §7)', () => {
  it('motorcycle: the offer payload, AM/PM from dayTime', async () => {
    server.reply({ body: 'not json at all' });
    await expect(sendCallback(config(), 'motorcycle', { ...callback, dayTime: 0 })).resolves.toBeUndefined();
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api-host/api/v1.0/rest/web/v2/form/offer/call-me');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-api-key']).toBe('k');
    expect(request.json).toEqual({
      contact: 'PHONE',
      firstName: 'Jana',
      phone: '+420 601 123 456',
      plannedOn: '2026-11-25',
      meridiemCode: 'AM',
      termsAgreement: true,
    });
  });

  it.each([
    ['travel', '/api-host/api/v1.0/rest/web/v2/form/campaign/travel/call-me'],
    ['property', '/api-host/api/v1.0/rest/web/v2/form/campaign/travel/call-me'],
    ['liability', '/api-host/api/v1.0/rest/web/v2/form/campaign/liability/call-me'],
    ['vehicle', '/api-host/api/v1.0/rest/web/v2/form/campaign/vehicle/call-me'],
  ] as const)('%s: the raw form values', async (kind, path) => {
    await sendCallback(config(), kind, callback);
    expect(server.last()).toMatchObject({ method: 'POST', path, json: callback });
  });

  it('default: the latest offer endpoint, contact=PHONE and termsAgreement=true over the form values', async () => {
    await sendCallback(config(), 'default', { ...callback, topic: 'Pojištění' });
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/latest/rest/web/v2/form/offer/call-me',
      json: { ...callback, topic: 'Pojištění', contact: 'PHONE', termsAgreement: true },
    });
  });

  it('call-me lead: the v1 path, or an override below the product host', async () => {
    const values = { ...callback, productDescription: 'Havarijní pojištění' };
    const payload = {
      phone: '+420 601 123 456',
      plannedOn: '2026-11-25',
      meridiemCode: 'PM',
      name: 'Jana',
      productDescription: 'Havarijní pojištění',
      dayTime: 1,
      date: '2026-11-25',
      contact: 'PHONE',
      termsAgreement: true,
    };
    await sendCallbackLead(config(), values);
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/form/campaign/lead/call-me',
      json: payload,
    });
    await sendCallbackLead(config(), values, { path: '/custom/lead' });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/product-host/custom/lead', json: payload });
  });

  it('call-me form: its payload as given, to the offer endpoint', async () => {
    const payload = {
      contact: 'EMAIL' as const,
      firstName: 'Jana',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      message: 'Dobrý den',
      termsAgreement: true,
      marketingAgreement: false,
      policyNumber: '123',
    };
    await sendCallMeForm(config(), payload);
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/form/offer/call-me',
      json: payload,
    });
  });
});

describe('site forms', () => {
  it('question: the form values under their names, on the site forms’ path', async () => {
    const values = {
      name: 'Jana',
      surname: 'Nová',
      email: 'jana@example.cz',
      phoneNumber: '+420 601 123 456',
      text: 'Dotaz',
      agreement1: true,
      agreement2: true,
      policyNumber: '123',
    };
    await sendQuestion(config(), values);
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/form/question',
      json: values,
    });
  });

  it('whistleblowing: POST to the central table’s forms/v2/whistleblowing, nothing personal when anonymous', async () => {
    const values = {
      relationship: 'SUPPLIER' as const,
      text: 'Při výběrovém řízení byl požadován úplatek.',
      whenAndWhere: '',
      involved: '',
      anonymous: true,
      name: 'Jana',
      email: 'jana@example.cz',
      phone: '',
    };
    await sendWhistleblowing(config(), values);
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/latest/rest/forms/v2/whistleblowing',
    });
    expect(server.last()?.json).toStrictEqual({
      relationship: 'SUPPLIER',
      text: 'Při výběrovém řízení byl požadován úplatek.',
      whenAndWhere: '',
      involved: '',
      anonymous: true,
    });
  });

  it('call-me form: an empty contract number is left out', async () => {
    const values = {
      contact: 'PHONE' as const,
      firstName: 'Jana',
      email: '',
      phone: '+420 601 123 456',
      message: '',
      termsAgreement: true,
      marketingAgreement: true,
      policyNumber: '',
    };
    await sendCallMeForm(config(), values);
    const { policyNumber: _, ...payload } = values;
    expect(server.last().json).toStrictEqual(payload);
  });

  it('need-help: the form values under their names, the contract number from clients only', async () => {
    const values = {
      name: 'Jana',
      surname: 'Nová',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      question: 'Jak změním adresu?',
      isClient: false,
      contractNumber: '8801234567',
      personalDataConsent: true,
      marketingConsent: true,
    };
    await sendNeedHelp(config(), values);
    const { contractNumber, ...withoutContract } = values;
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/form/need-help',
    });
    expect(server.last().json).toStrictEqual(withoutContract);
    await sendNeedHelp(config(), { ...values, isClient: true });
    expect(server.last().json).toStrictEqual({ ...withoutContract, isClient: true, contractNumber });
  });

  it('claim-report request: every field under its own name on web/v2/form/claim-report, nothing else', async () => {
    const values = {
      claimType: 'MTPL' as const,
      eventDate: '2026-11-24',
      policyOrPlate: '',
      name: 'Jana Nováková',
      phone: '+420 601 123 456',
      email: '',
      description: 'Na parkovišti jsem couvala do cizího auta.',
      personalDataConsent: true,
    };
    // Whatever else the values object carries stays in the browser.
    await sendClaimReport(config(), { ...values, extra: 'x' } as typeof values, { idempotencyKey: 'k-1' });
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/form/claim-report',
    });
    expect(server.last().headers['idempotency-key']).toBe('k-1');
    expect(server.last().json).toStrictEqual(values);
  });

  it('service booking: only the chosen identification, on web/v2/form/service-booking', async () => {
    const common = {
      location: 'Brno',
      brand: 'Audi',
      carShop: 'KEI_BRNO_VINOHRADY',
      firstName: 'Jana',
      lastName: 'Nováková',
      phoneNumber: '+420 601 123 456',
      email: 'jana@example.cz',
      agreement1: false,
      agreement2: true,
    };
    await sendServiceBooking(config(), {
      ...common,
      brokers: false,
      insuranceType: 'CASCO',
      identification: 'companyId',
      companyId: '25596641',
      // Typed before the visitor chose the IČO, and a broker's plate from the other mode: not sent.
      personalId: '7360285163',
      spz: '1AB2345',
    });
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/form/service-booking',
    });
    expect(server.last().json).toStrictEqual({
      ...common,
      brokers: false,
      insuranceType: 'CASCO',
      identification: 'companyId',
      companyId: '25596641',
    });
    await sendServiceBooking(config(), {
      ...common,
      brokers: true,
      spz: '1ab2345',
      brokerName: ' Makléř s.r.o. ',
      partnerId: '',
      insuranceType: 'MTPL',
      identification: 'contractId',
      contractId: '123',
    });
    expect(server.last().json).toStrictEqual({
      ...common,
      brokers: true,
      spz: '1AB2345',
      brokerName: 'Makléř s.r.o.',
    });
  });

  it('meeting: mapped to technology, online, joined name and message, on the brand path', async () => {
    await sendMeeting(config(), {
      topic: 'AI',
      drink: 'káva',
      where: 'inPerson',
      name: ' Jana ',
      surname: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      notes: 'Přijdu později',
    });
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/demo-technologies/meeting',
      json: {
        technology: 'AI',
        drink: 'káva',
        online: false,
        name: 'Jana Nováková',
        message: 'Přijdu později',
        email: 'jana@example.cz',
        phone: '+420 601 123 456',
      },
    });
  });

  it('mobility: the brand path, and the branch code under {slug}AutoBranchCode', async () => {
    const values = {
      city: 'Praha',
      manufacturer: 'Skoda',
      branchCode: 'NH_CAR_PRAHA_STRAHOV',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      brokers: false,
      productTypeCode: 'VEHICLE' as const,
      identification: 'registrationPlate' as const,
      registrationPlate: '1AB2345',
      // Typed earlier, then the visitor chose the plate instead: it must not be sent.
      personalIn: '7360285163',
      termsAgreement: true,
      marketingAgreement: false,
    };
    await sendMobility(config(), values);
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/v1.0/rest/web/v2/form/demo-mobility',
    });
    expect(server.last().json).toEqual({
      city: 'Praha',
      manufacturer: 'Skoda',
      demoAutoBranchCode: 'NH_CAR_PRAHA_STRAHOV',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      productTypeCode: 'VEHICLE',
      registrationPlate: '1AB2345',
      termsAgreement: true,
      marketingAgreement: false,
    });
  });

  it('mobility: a broker sends the plate, their name and the sales number, no identification', async () => {
    await sendMobility(config(), {
      city: 'Praha',
      manufacturer: 'Skoda',
      branchCode: 'NH_CAR_PRAHA_STRAHOV',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      brokers: true,
      brokerName: 'Makléř s.r.o.',
      salesNumber: 'S-42',
      registrationPlate: '1AB2345',
      productTypeCode: 'PROPERTY',
      companyIn: '25596641',
      termsAgreement: true,
      marketingAgreement: true,
    });
    expect(server.last().json).toEqual({
      city: 'Praha',
      manufacturer: 'Skoda',
      demoAutoBranchCode: 'NH_CAR_PRAHA_STRAHOV',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      brokerName: 'Makléř s.r.o.',
      salesNumber: 'S-42',
      registrationPlate: '1AB2345',
      termsAgreement: true,
      marketingAgreement: true,
    });
  });

  it('mobility guarantee: latest in production, v1 otherwise, with the mobility form’s payload', async () => {
    const values = {
      city: 'Praha',
      manufacturer: 'VolkswagenUv',
      branchCode: 'NH_CAR_PRAHA_CERNYMOST',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      brokers: false,
      productTypeCode: 'BUSINESS' as const,
      identification: 'companyIn' as const,
      companyIn: '25596641',
      policyNumber: '8001234567',
      termsAgreement: true,
      marketingAgreement: true,
    };
    const payload = {
      city: 'Praha',
      manufacturer: 'VolkswagenUv',
      demoAutoBranchCode: 'NH_CAR_PRAHA_CERNYMOST',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      productTypeCode: 'BUSINESS',
      companyIn: '25596641',
      termsAgreement: true,
      marketingAgreement: true,
    };
    await sendMobilityGuarantee({ ...config(), environment: 'production' }, values);
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/api-host/api/latest/rest/web/v2/demo-mobility-guarantee',
    });
    expect(server.last().json).toStrictEqual(payload);
    await sendMobilityGuarantee({ ...config(), environment: 'staging' }, values);
    expect(server.last().path).toBe('/api-host/api/v1.0/rest/web/v2/demo-mobility-guarantee');
    expect(server.last().json).toStrictEqual(payload);
  });
});

describe('vehicle', () => {
  it('vehicle info: GET by plate with x-source WEB_VEHICLE, JSON response', async () => {
    server.reply({ body: { manufacturerModelCode: 'SK-OCT', registrationPlate: '1AB2345' } });
    const info = await fetchVehicleInfo(config(), '1AB 2345');
    expect(info).toEqual({ manufacturerModelCode: 'SK-OCT', registrationPlate: '1AB2345' });
    const request = server.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api-host/api/latest/rest/vehicle/ckp/load');
    expect(request.query).toEqual({ spz: '1AB 2345' });
    expect(request.headers['x-source']).toBe('WEB_VEHICLE');
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('vehicle info: cancellable', async () => {
    server.reply({ hang: true });
    const controller = new AbortController();
    const pending = fetchVehicleInfo(config(), '1AB2345', { signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toSatisfy(isAbortError);
  });

  it('rollout: a success status means available, anything else not', async () => {
    await expect(checkRollout(config(), { flag: 'new-quote-flow' })).resolves.toBe(true);
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/api-host/api/services/rest/utils/feature/permit/new-quote-flow',
      search: 'enviroment=test',
    });
    server.reply({ status: 403, body: { message: 'no' } });
    await expect(checkRollout(config(), { flag: 'new-quote-flow' })).resolves.toBe(false);
    server.reply({ status: 500, body: '<html>' });
    await expect(checkRollout(config(), { flag: 'new-quote-flow' })).resolves.toBe(false);
  });

  it('suitability record: the request body of SPEC §7, a PDF blob and its file name', async () => {
    server.reply({ body: '%PDF-1.7 fake', headers: { 'content-type': 'application/pdf' } });
    const arranging = { calculationId: 'c-1', getPackages: true, getLimits: true, saveCalculation: false };
    const record = {
      request: 'Pojištění auta',
      recommendation: 'Doporučujeme havarijní',
      difference: 'Nejsou',
    };
    const file = await fetchSuitabilityRecord(config(), arranging, record);
    expect(file.fileName).toBe('zaznam_z_jednani.pdf');
    expect(file.blob).toBeInstanceOf(Blob);
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 fake');
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api-host/api/latest/rest/vehicle/insurance/v5/suitability-record/pdf');
    expect(request.headers['x-source']).toBe('WEB_VEHICLE_R');
    expect(request.json).toEqual({
      calculationId: 'c-1',
      saveCalculation: true,
      getPackages: false,
      getApplicableLimitsOnly: false,
      getLimits: false,
      suitabilityRecord: { post: false, insurers: [], ...record },
    });
    await fetchSuitabilityRecord(config(), arranging, record, { client: 'mobile' });
    expect(server.last().headers['x-source']).toBe('MOBILE_CLIENT');
  });
});

describe('content', () => {
  it('careers: GET on the product host, the payload field', async () => {
    const positions = [{ job_id: 1, title: 'Likvidátor', confidential: false }];
    server.reply({ body: { payload: positions } });
    await expect(fetchCareers(config())).resolves.toEqual(positions);
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/product-host/api/strapi/recruitis-custom/data',
    });
    server.reply({ body: { payload: [] } });
    await expect(fetchCareers(config())).resolves.toEqual([]);
  });

  it('careers: an answer without the payload list is a failure, not an empty feed', async () => {
    for (const body of [{}, { payload: null }, { payload: { job_id: 1 } }]) {
      server.reply({ body });
      await expect(fetchCareers(config())).rejects.toMatchObject({ name: 'ApiError', status: 502 });
    }
  });

  it('careers: a failure is an ApiError', async () => {
    server.reply({ status: 500, body: { message: 'down' } });
    await expect(fetchCareers(config())).rejects.toBeInstanceOf(ApiError);
  });

  it('release notes: the populate query as SPEC writes it, with perPage', async () => {
    server.reply({ body: { data: [] } });
    await expect(fetchReleaseNotes(config(), 7, { perPage: 10 })).resolves.toEqual({ data: [] });
    const request = server.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/cms-host/api/strapi/release-notes/7');
    expect(request.search).toBe('populate[releaseNotes][populate]=category.category&perPage=10');
    await fetchReleaseNotes(config(), 'abc');
    expect(server.last().search).toBe('populate[releaseNotes][populate]=category.category');
  });

  it('release notes: `page` goes beside `perPage`, for the pages after the first', async () => {
    server.reply({ body: { data: [] } });
    await fetchReleaseNotes(config(), 1, { perPage: 2, page: 3 });
    expect(server.last().search).toBe('populate[releaseNotes][populate]=category.category&perPage=2&page=3');
    await fetchReleaseNotes(config(), 1, { page: 2 });
    expect(server.last().query).toEqual({
      'populate[releaseNotes][populate]': 'category.category',
      page: '2',
    });
  });

  it('release notes: refuses a page that is not a whole number from 1, without calling', async () => {
    const before = server.requests.length;
    for (const page of [0, -1, 1.5, Number.NaN]) {
      await expect(fetchReleaseNotes(config(), 1, { page })).rejects.toBeInstanceOf(RangeError);
    }
    expect(server.requests.length).toBe(before);
  });
});

describe('casco call-back (SPEC §7)', () => {
  const common = {
    brand: 'Škoda',
    age: '2-3 roky',
    value: '301000-350000',
    allRisk: true,
    name: 'Jana',
    marketingAgreement: false,
    price: 812,
  };

  it('phone: v1 offer/vehicle, x-source WEB_OTHER, ?type=HAV only with the casco flag', async () => {
    server.reply({ body: 'OK' });
    await sendCascoPhoneOffer(config(), { ...common, phoneNumber: '+420 601 123 456' }, { casco: true });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api-host/api/v1.0/rest/web/v2/form/offer/vehicle');
    expect(request.query).toEqual({ type: 'HAV' });
    expect(request.headers['x-source']).toBe('WEB_OTHER');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-api-key']).toBe('k');
    expect(request.json).toEqual({
      contact: 'PHONE',
      firstName: 'Jana',
      phone: '+420 601 123 456',
      actualValue: '301000-350000',
      termsAgreement: true,
      marketingAgreement: false,
      manufacturer: 'Škoda',
      vehicleAge: '2-3 roky',
      estimatedPremium: 812,
      carAccident: true,
    });
    await sendCascoPhoneOffer(config(), { ...common, phoneNumber: '+420 601 123 456' });
    expect(server.last().search).toBe('');
  });

  it('e-mail: the e-mail fields, beginDate cut to its date part', async () => {
    await sendCascoEmailOffer(config(), {
      ...common,
      value: 420000,
      personalId: '9001011234',
      zipCode: '11000',
      spz: '1AB2345',
      startDate: '2026-12-01T00:00:00.000+01:00',
      email: 'jana@example.cz',
    });
    expect(server.last().json).toEqual({
      contact: 'EMAIL',
      firstName: 'Jana',
      personalIn: '9001011234',
      zip: '11000',
      registrationPlate: '1AB2345',
      beginDate: '2026-12-01',
      email: 'jana@example.cz',
      actualValue: 420000,
      termsAgreement: true,
      marketingAgreement: false,
      manufacturer: 'Škoda',
      vehicleAge: '2-3 roky',
      estimatedPremium: 812,
      carAccident: true,
    });
  });

  it('hands field errors back as an ApiError', async () => {
    server.reply({ status: 400, body: { errors: [{ field: 'zip', message: 'Neplatné PSČ' }] } });
    const pending = sendCascoEmailOffer(config(), {
      ...common,
      personalId: '9001011234',
      zipCode: '1',
      spz: '1AB2345',
      startDate: '2026-12-01',
      email: 'jana@example.cz',
    });
    await expect(pending).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'zip', message: 'Neplatné PSČ' }],
    });
  });
});

describe('every call', () => {
  const common = {
    brand: 'B',
    age: 'A',
    value: 1,
    allRisk: false,
    name: 'N',
    marketingAgreement: false,
    price: 1,
  };
  const mobility = {
    city: 'Praha',
    manufacturer: 'Skoda',
    branchCode: 'X',
    firstName: 'A',
    lastName: 'B',
    email: 'e',
    phone: 'p',
    brokers: false,
    termsAgreement: true,
    marketingAgreement: false,
  };
  const record = { request: 'r', recommendation: 'm', difference: 'd' };
  const calls: [string, (c: ReturnType<typeof config>) => Promise<unknown>, string, string | undefined][] = [
    ['callback', (c) => sendCallback(c, 'default', callback), 'POST', undefined],
    ['lead', (c) => sendCallbackLead(c, { ...callback, productDescription: 'p' }), 'POST', undefined],
    [
      'call-me form',
      (c) =>
        sendCallMeForm(c, {
          contact: 'PHONE',
          firstName: 'A',
          email: '',
          phone: 'p',
          message: '',
          termsAgreement: true,
          marketingAgreement: false,
        }),
      'POST',
      undefined,
    ],
    [
      'meeting',
      (c) =>
        sendMeeting(c, {
          topic: 't',
          drink: 'd',
          where: 'online',
          name: 'A',
          surname: 'B',
          email: 'e',
          phone: 'p',
        }),
      'POST',
      undefined,
    ],
    ['mobility', (c) => sendMobility(c, mobility), 'POST', undefined],
    [
      'question',
      (c) =>
        sendQuestion(c, {
          name: 'A',
          surname: 'B',
          email: 'e',
          phoneNumber: 'p',
          text: 't',
          agreement1: false,
          agreement2: true,
        }),
      'POST',
      undefined,
    ],
    [
      'whistleblowing',
      (c) =>
        sendWhistleblowing(c, {
          relationship: 'OTHER',
          text: 't',
          whenAndWhere: '',
          involved: '',
          anonymous: true,
          name: '',
          email: '',
          phone: '',
        }),
      'POST',
      undefined,
    ],
    [
      'claim-report request',
      (c) =>
        sendClaimReport(c, {
          claimType: 'OTHER',
          eventDate: 'd',
          policyOrPlate: '',
          name: 'n',
          phone: 'p',
          email: '',
          description: '',
          personalDataConsent: true,
        }),
      'POST',
      undefined,
    ],
    [
      'need-help',
      (c) =>
        sendNeedHelp(c, {
          name: 'A',
          surname: 'B',
          email: 'e',
          phone: 'p',
          question: 'q',
          isClient: false,
          personalDataConsent: true,
          marketingConsent: true,
        }),
      'POST',
      undefined,
    ],
    ['mobility guarantee', (c) => sendMobilityGuarantee(c, mobility), 'POST', undefined],
    ['vehicle info', (c) => fetchVehicleInfo(c, '1AB2345'), 'GET', 'WEB_VEHICLE'],
    ['rollout', (c) => checkRollout(c, { flag: 'f' }), 'GET', undefined],
    ['careers', (c) => fetchCareers(c), 'GET', undefined],
    ['release notes', (c) => fetchReleaseNotes(c, 1), 'GET', undefined],
    ['suitability', (c) => fetchSuitabilityRecord(c, {}, record), 'POST', 'WEB_VEHICLE_R'],
    ['casco phone', (c) => sendCascoPhoneOffer(c, { ...common, phoneNumber: 'p' }), 'POST', 'WEB_OTHER'],
    [
      'casco e-mail',
      (c) =>
        sendCascoEmailOffer(c, { ...common, personalId: '', zipCode: '', spz: '', startDate: '', email: '' }),
      'POST',
      'WEB_OTHER',
    ],
  ];

  it.each(calls)(
    '%s: the API key, JSON content type exactly with a body, its x-source',
    async (_, call, method, source) => {
      server.reply({ body: { payload: [] } });
      await call(config());
      const request = server.last();
      expect(request.method).toBe(method);
      expect(request.headers['x-api-key']).toBe('k');
      expect(request.headers['content-type']).toBe(method === 'POST' ? 'application/json' : undefined);
      expect(request.headers['x-source']).toBe(source);
    },
  );

  it.each(calls)('%s: waits for a late API key', async (_, call) => {
    server.reply({ body: { payload: [] } });
    const store = createApiKeyStore();
    const pending = call({ ...config(), apiKeys: store });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests).toHaveLength(0);
    store.setKey('late');
    await pending;
    expect(server.last().headers['x-api-key']).toBe('late');
  });
});
