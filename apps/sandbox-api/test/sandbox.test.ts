import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ApiConfig,
  ApiError,
  type CallbackKind,
  type CallbackValues,
  type CallMeFormPayload,
  type CascoEmailValues,
  type CascoPhoneValues,
  CHANGE_ALREADY_CANCELLED,
  cancelChange,
  cancelContract,
  cancellationFailure,
  cascoFieldNames,
  checkRollout,
  fetchCareers,
  fetchReleaseNotes,
  fetchSuitabilityRecord,
  fetchVehicleInfo,
  fieldErrors,
  hasErrorCode,
  type MeetingValues,
  type MobilityValues,
  meetingFieldNames,
  mobilityFieldNames,
  otherEndpoints,
  type ServiceBookingValues,
  SUITABILITY_RECORD_FILE_NAME,
  sendCallback,
  sendCallbackLead,
  sendCallMeForm,
  sendCascoEmailOffer,
  sendCascoPhoneOffer,
  sendClaimReport,
  sendJson,
  sendMeeting,
  sendMobility,
  sendMobilityGuarantee,
  sendNeedHelp,
  sendServiceBooking,
  sendWhistleblowing,
  siteEndpoints,
  suitabilityRecordFieldNames,
  toCallbackLeadPayload,
  toCallMeLatestPayload,
  toCallMeOfferPayload,
  toCascoEmailPayload,
  toCascoPhonePayload,
  toClaimReportPayload,
  toMeetingPayload,
  toMobilityPayload,
  toNeedHelpPayload,
  toServiceBookingPayload,
  toSuitabilityRecordPayload,
  UNKNOWN_ERROR_MESSAGE,
} from '@insurance-web/api-client';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../src/config.ts';
import { type RunningSandbox, startSandbox } from '../src/server.ts';

interface InboxJson {
  requests: {
    id: number;
    endpoint: string;
    method: string;
    path: string;
    raw: string;
    payload: unknown;
    source: string | null;
    idempotencyKey: string | null;
  }[];
  tokens: { kind: 'contract' | 'change'; label: string; token: string; url: string }[];
}

const dirs: string[] = [];
function tempDb(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-api-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'sandbox.sqlite');
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const callback: CallbackValues = { name: 'Jana', phone: '+420 601 123 456', date: '2026-12-01', dayTime: 1 };
const meeting: MeetingValues = {
  topic: 'Umělá inteligence',
  drink: 'káva',
  where: 'online',
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.cz',
  phone: '+420601123456',
  notes: 'Děkuji',
};
const mobility: MobilityValues = {
  city: 'Praha',
  manufacturer: 'Skoda',
  branchCode: 'NH_CAR_PRAHA_CERNYMOST',
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana@example.cz',
  phone: '+420 601 123 456',
  brokers: false,
  productTypeCode: 'VEHICLE',
  identification: 'registrationPlate',
  registrationPlate: '1AB2345',
  termsAgreement: true,
  // SPEC §5: the mobility form requires both consents.
  marketingAgreement: true,
};
const serviceBooking: ServiceBookingValues = {
  location: 'Brno',
  brand: 'Audi',
  carShop: 'KEI_BRNO_VINOHRADY',
  firstName: 'Jana',
  lastName: 'Nováková',
  phoneNumber: '+420 601 123 456',
  email: 'jana@example.cz',
  brokers: false,
  insuranceType: 'CASCO',
  identification: 'personalId',
  personalId: '736028/5163',
  agreement1: false,
  agreement2: true,
};
const cascoPhone: CascoPhoneValues = {
  brand: 'Škoda',
  age: '2-3 roky',
  value: 201000,
  allRisk: true,
  name: 'Jana',
  marketingAgreement: false,
  price: 850,
  phoneNumber: '+420 601 123 456',
};
const cascoEmail: CascoEmailValues = {
  ...cascoPhone,
  personalId: '855101/1234',
  zipCode: '11000',
  spz: '1AB2345',
  startDate: '2026-12-01T00:00:00.000Z',
  email: 'jana@example.cz',
};
const whistleblowing = {
  relationship: 'EMPLOYEE' as const,
  text: 'Vedoucí pobočky nutí kolegy sjednávat smlouvy bez souhlasu klientů.',
  whenAndWhere: 'Pobočka Brno, květen 2026',
  involved: '',
  anonymous: false,
  name: 'Jana Nováková',
  email: '',
  phone: '+420 601 123 456',
};

const claimReport = {
  claimType: 'CASCO' as const,
  eventDate: '2026-11-24',
  policyOrPlate: '1AB 2345',
  name: 'Jana Nováková',
  phone: '+420 601 123 456',
  email: '',
  description: 'Při couvání jsem narazila do sloupu, prasklé zadní světlo.',
  personalDataConsent: true,
};

const needHelp = {
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.cz',
  phone: '+420 601 123 456',
  question: 'Jak si změním adresu ve smlouvě?',
  isClient: true,
  contractNumber: '8801234567',
  personalDataConsent: true,
  marketingConsent: true,
};

const callMeForm: CallMeFormPayload = {
  contact: 'EMAIL',
  firstName: 'Jana',
  email: 'jana@example.cz',
  phone: '+420 601 123 456',
  message: 'Prosím o nabídku pojištění domácnosti.',
  termsAgreement: true,
  marketingAgreement: false,
};

/** A fetch that adds the sandbox's switches to every request the api-client makes. */
const withHeaders =
  (extra: Record<string, string>): typeof fetch =>
  (input, init = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...extra } });

describe('sandbox API driven by the real api-client', () => {
  let running: RunningSandbox;
  let api: ApiConfig;
  let dbFile: string;

  const start = async (options: Partial<SandboxOptions> = {}) => {
    running = await startSandbox({ dbFile, ...options });
    api = { host: running.url, slug: 'demo', environment: 'test' };
  };
  const inbox = async (): Promise<InboxJson> => (await fetch(`${running.url}/inbox.json`)).json();
  const latest = async () => (await inbox()).requests[0];
  const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  beforeEach(async () => {
    dbFile = tempDb();
    await start();
  });
  afterEach(async () => {
    await running.close();
  });

  it('serves every call of the api-client siteEndpoints table', () => {
    const names = running.sandbox.routes.map((route) => route.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(siteEndpoints)));
  });

  describe('every call is accepted and stored with its exact payload', () => {
    const kinds: [CallbackKind, string, unknown][] = [
      ['motorcycle', 'callMeOffer', toCallMeOfferPayload(callback)],
      ['travel', 'callMeTravel', callback],
      ['property', 'callMeTravel', callback],
      ['liability', 'callMeLiability', callback],
      ['vehicle', 'callMeVehicle', callback],
      ['default', 'callMeOfferLatest', toCallMeLatestPayload(callback)],
    ];
    it.each(kinds)('call-me %s → %s', async (kind, endpoint, payload) => {
      await sendCallback(api, kind, callback);
      const stored = await latest();
      expect(stored?.endpoint).toBe(endpoint);
      expect(stored?.method).toBe('POST');
      expect(stored?.raw).toBe(JSON.stringify(payload));
    });

    it('call-me lead', async () => {
      const values = { ...callback, productDescription: 'Povinné ručení' };
      await sendCallbackLead(api, values);
      const stored = await latest();
      expect(stored?.endpoint).toBe('callMeLead');
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/form/campaign/lead/call-me');
      expect(stored?.raw).toBe(JSON.stringify(toCallbackLeadPayload(values)));
    });

    it('call-me form, with diacritics kept byte for byte', async () => {
      await sendCallMeForm(api, { ...callMeForm, policyNumber: '1234567890' });
      const stored = await latest();
      expect(stored?.endpoint).toBe('callMeOffer');
      expect(stored?.raw).toBe(JSON.stringify({ ...callMeForm, policyNumber: '1234567890' }));
    });

    it('need-help, for a client and for anyone else', async () => {
      await sendNeedHelp(api, needHelp);
      let stored = await latest();
      expect(stored?.endpoint).toBe('needHelp');
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/form/need-help');
      expect(stored?.raw).toBe(JSON.stringify(toNeedHelpPayload(needHelp)));
      await sendNeedHelp(api, { ...needHelp, isClient: false });
      stored = await latest();
      expect(stored?.payload).not.toHaveProperty('contractNumber');
      expect(stored?.raw).toBe(JSON.stringify(toNeedHelpPayload({ ...needHelp, isClient: false })));
    });

    it('claim-report request: its own kind, never a need-help lead, byte for byte', async () => {
      await sendClaimReport(api, claimReport);
      const stored = await latest();
      expect(stored?.endpoint).toBe('claimReport');
      expect(stored?.method).toBe('POST');
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/form/claim-report');
      expect(stored?.raw).toBe(JSON.stringify(toClaimReportPayload(claimReport)));
    });

    it('whistleblowing, anonymous with nothing personal and named with its contact', async () => {
      await sendWhistleblowing(api, { ...whistleblowing, anonymous: true });
      let stored = await latest();
      expect(stored?.endpoint).toBe('whistleblowing');
      expect(stored?.method).toBe('POST');
      expect(stored?.path).toBe('/api/latest/rest/forms/v2/whistleblowing');
      expect(stored?.payload).toStrictEqual({
        relationship: 'EMPLOYEE',
        text: whistleblowing.text,
        whenAndWhere: 'Pobočka Brno, květen 2026',
        involved: '',
        anonymous: true,
      });
      await sendWhistleblowing(api, whistleblowing);
      stored = await latest();
      expect(stored?.payload).toStrictEqual({
        relationship: 'EMPLOYEE',
        text: whistleblowing.text,
        whenAndWhere: 'Pobočka Brno, květen 2026',
        involved: '',
        anonymous: false,
        name: 'Jana Nováková',
        phone: '+420 601 123 456',
      });
    });

    it('meeting', async () => {
      await sendMeeting(api, meeting);
      const stored = await latest();
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/demo-technologies/meeting');
      expect(stored?.raw).toBe(JSON.stringify(toMeetingPayload(meeting)));
    });

    it('mobility, with the brand-specific branch key', async () => {
      await sendMobility(api, mobility);
      const stored = await latest();
      expect(stored?.endpoint).toBe('mobility');
      expect(stored?.payload).toHaveProperty('demoAutoBranchCode', 'NH_CAR_PRAHA_CERNYMOST');
      expect(stored?.raw).toBe(JSON.stringify(toMobilityPayload(mobility, 'demo')));
    });

    it('service booking, a client’s and a broker’s', async () => {
      await sendServiceBooking(api, serviceBooking);
      let stored = await latest();
      expect(stored?.endpoint).toBe('serviceBooking');
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/form/service-booking');
      expect(stored?.raw).toBe(JSON.stringify(toServiceBookingPayload(serviceBooking)));
      const broker = { ...serviceBooking, brokers: true, spz: '1AB2345', brokerName: 'Makléř s.r.o.' };
      await sendServiceBooking(api, { ...broker, partnerId: 'P-1234' });
      stored = await latest();
      expect(stored?.payload).toStrictEqual({ ...toServiceBookingPayload(broker), partnerId: 'P-1234' });
    });

    it('mobility guarantee on both the latest (production) and the v1 path, with the mobility payload', async () => {
      await sendMobilityGuarantee({ ...api, environment: 'production' }, mobility);
      const first = await latest();
      expect(first?.endpoint).toBe('mobilityGuarantee');
      expect(first?.path).toBe('/api/latest/rest/web/v2/demo-mobility-guarantee');
      await sendMobilityGuarantee(api, mobility);
      const stored = await latest();
      expect(stored?.endpoint).toBe('mobilityGuaranteeV1');
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/demo-mobility-guarantee');
      expect(stored?.raw).toBe(JSON.stringify(toMobilityPayload(mobility, 'demo')));
    });

    it('casco phone and e-mail offers, with the casco type query kept', async () => {
      await sendCascoPhoneOffer(api, cascoPhone, { casco: true });
      let stored = await latest();
      expect(stored?.endpoint).toBe('cascoOffer');
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/form/offer/vehicle?type=HAV');
      expect(stored?.raw).toBe(JSON.stringify(toCascoPhonePayload(cascoPhone)));
      expect(stored?.source).toBe('WEB_OTHER');
      await sendCascoEmailOffer(api, cascoEmail);
      stored = await latest();
      expect(stored?.path).toBe('/api/v1.0/rest/web/v2/form/offer/vehicle');
      expect(stored?.raw).toBe(JSON.stringify(toCascoEmailPayload(cascoEmail)));
    });

    it('suitability record answers a real PDF', async () => {
      const form = { calculationId: 'abc-123', getPackages: true };
      const record = {
        request: 'Povinné ručení a havarijní pojištění',
        recommendation: 'Doporučujeme balíček Komfort',
        difference: 'Nejsou',
      };
      const file = await fetchSuitabilityRecord(api, form, record);
      expect(file.fileName).toBe(SUITABILITY_RECORD_FILE_NAME);
      expect(file.blob.type).toBe('application/pdf');
      const text = Buffer.from(await file.blob.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain('Zaznam z jednani');
      const startxref = Number(text.match(/startxref\n(\d+)\n/)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const stored = await latest();
      expect(stored?.endpoint).toBe('suitabilityRecord');
      expect(stored?.source).toBe('WEB_VEHICLE_R');
      expect(stored?.raw).toBe(JSON.stringify(toSuitabilityRecordPayload(form, record)));
    });

    it('serves a CMS document under /uploads as a PDF, and nothing else there', async () => {
      const response = await fetch(`${running.url}/uploads/pojistne-podminky-obcane.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        'inline; filename="pojistne-podminky-obcane.pdf"',
      );
      const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text).toContain('Soubor: pojistne-podminky-obcane.pdf');
      for (const path of ['/uploads/podminky.exe', '/uploads/../inbox.json.pdf', '/uploads/Velka.pdf']) {
        expect((await fetch(`${running.url}${path}`)).status, path).toBe(404);
      }
    });

    it('serves map tiles that exist at their zoom, as SVG naming the tile, and nothing else there', async () => {
      const response = await fetch(`${running.url}/tiles/12/2216/1392.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
      expect(svg).toContain('>12/2216/1392</text>');
      // 2^2 = 4 tiles a side at zoom 2: x = 4 is off the world; zoom 23 and odd names are not tiles.
      for (const path of [
        '/tiles/2/4/0.svg',
        '/tiles/2/0/4.svg',
        '/tiles/23/0/0.svg',
        '/tiles/1/0/0.png',
        '/tiles/a/0/0.svg',
      ]) {
        expect((await fetch(`${running.url}${path}`)).status, path).toBe(404);
      }
      expect((await fetch(`${running.url}/tiles/0/0/0.svg`)).status).toBe(200);
    });

    it('API key renewal answers a key and stores the request', async () => {
      const key = await sendJson<{ apiKey: string; validTo: string }>(api, otherEndpoints.renewApiKey(), {
        method: 'POST',
        json: {},
      });
      expect(key.apiKey).toMatch(/^sandbox-/);
      expect(Date.parse(key.validTo)).toBeGreaterThan(Date.now());
      expect((await latest())?.endpoint).toBe('renewApiKey');
    });
  });

  describe('validation with the api-client payload schemas', () => {
    it('an invalid casco phone number names the form field through fieldErrors', async () => {
      const error = await rejection(sendCascoPhoneOffer(api, { ...cascoPhone, phoneNumber: '601' }));
      expect(error.status).toBe(400);
      expect(fieldErrors(error, cascoFieldNames)).toEqual({
        phoneNumber: 'Špatný formát čísla nebo chybí předvolba.',
      });
    });

    it('a meeting with a bad e-mail and no topic names both fields', async () => {
      const error = await rejection(sendMeeting(api, { ...meeting, email: 'jana@', topic: ' ' }));
      const fields = fieldErrors(error, meetingFieldNames);
      expect(Object.keys(fields).sort()).toEqual(['email', 'topic']);
      expect(fields.email).toBe('E-mail je ve špatném formátu.');
    });

    it('a mobility birth number that is not one names personalIn, on the closest variant', async () => {
      const client = {
        ...mobility,
        productTypeCode: 'PROPERTY' as const,
        identification: 'personalIn' as const,
      };
      const error = await rejection(sendMobility(api, { ...client, personalIn: '123' }));
      expect(error.status).toBe(400);
      expect(fieldErrors(error, mobilityFieldNames('demo'))).toEqual({
        personalIn: 'Rodné číslo je neplatné.',
      });
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('a mobility branch left out comes back on the form’s branchCode', async () => {
      const error = await rejection(sendMobility(api, { ...mobility, branchCode: ' ' }));
      expect(fieldErrors(error, mobilityFieldNames('demo'))).toEqual({ branchCode: 'Prosím vyplňte.' });
    });

    it('the plate identifies only a vehicle insurance, also on the guarantee', async () => {
      const payload = { ...toMobilityPayload(mobility, 'demo'), productTypeCode: 'PROPERTY' };
      for (const target of [siteEndpoints.mobility('demo'), siteEndpoints.mobilityGuarantee('demo', false)]) {
        const error = await rejection(sendJson(api, target, { method: 'POST', json: payload }));
        expect(error.status).toBe(400);
      }
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('a call-me form with a malformed phone is checked against its own schema, not the offer’s', async () => {
      const error = await rejection(
        sendCallMeForm(api, { ...callMeForm, contact: 'PHONE', phone: '+420 12' }),
      );
      expect(fieldErrors(error)).toEqual({ phone: 'Špatný formát čísla nebo chybí předvolba.' });
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('need-help: a contract number only from a client, the personal-data consent', async () => {
      const send = (payload: object) =>
        fetch(`${running.url}/api/v1.0/rest/web/v2/form/need-help`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }).then(async (response) => ({
          status: response.status,
          errors: ((await response.json()) as { errors: { field?: string; message: string }[] }).errors,
        }));
      const { contractNumber: _, ...withoutNumber } = needHelp;
      expect(await send(withoutNumber)).toEqual({
        status: 400,
        errors: [{ code: 'invalid_type', field: 'contractNumber', message: 'Prosím vyplňte.' }],
      });
      expect(await send({ ...needHelp, isClient: false })).toEqual({
        status: 400,
        errors: [{ code: 'unrecognized_keys', field: 'contractNumber', message: 'Toto pole server nezná.' }],
      });
      // The personal-data notice is required; the marketing consent never is (SPEC-NOTES).
      const refused = await send({ ...needHelp, personalDataConsent: false, marketingConsent: false });
      expect(refused.errors.map((item) => item.field)).toEqual(['personalDataConsent']);
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('claim-report request: refused in the form’s own words, nothing stored', async () => {
      const send = (payload: object) =>
        fetch(`${running.url}/api/v1.0/rest/web/v2/form/claim-report`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }).then(async (response) => ({
          status: response.status,
          errors: ((await response.json()) as { errors: { field?: string; message: string }[] }).errors.map(
            ({ field, message }) => ({ field, message }),
          ),
        }));
      expect(
        await send({
          ...claimReport,
          claimType: 'LIFE',
          eventDate: '24. 11. 2026',
          policyOrPlate: 'x'.repeat(31),
          description: 'x'.repeat(1001),
        }),
      ).toEqual({
        status: 400,
        errors: [
          { field: 'claimType', message: 'Druh škody je povinný údaj.' },
          { field: 'eventDate', message: 'Datum je ve špatném formátu.' },
          { field: 'policyOrPlate', message: 'SPZ nebo číslo smlouvy může mít nejvýše 30 znaků.' },
          { field: 'description', message: 'Stručný popis může mít nejvýše 1 000 znaků.' },
        ],
      });
      // A field the form never sends (a need-help lead's question, a marketing consent) is refused.
      const { email: _, ...withoutEmail } = claimReport;
      expect(await send({ ...withoutEmail, question: 'Dotaz', marketingConsent: true })).toEqual({
        status: 400,
        errors: [
          { field: 'email', message: 'Prosím vyplňte.' },
          { field: 'question', message: 'Toto pole server nezná.' },
          { field: 'marketingConsent', message: 'Toto pole server nezná.' },
        ],
      });
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('whistleblowing: nothing personal beside anonymous, a contact from anyone named', async () => {
      const send = (payload: object) =>
        fetch(`${running.url}/api/latest/rest/forms/v2/whistleblowing`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }).then(async (response) => ({
          status: response.status,
          fields: ((await response.json()) as { errors: { field?: string }[] }).errors.map((e) => e.field),
        }));
      const report = { relationship: 'EMPLOYEE', text: whistleblowing.text, whenAndWhere: '', involved: '' };
      expect(await send({ ...report, anonymous: true, name: 'Jana' })).toEqual({
        status: 400,
        fields: ['name'],
      });
      expect(await send({ ...report, anonymous: false, name: 'Jana' })).toEqual({
        status: 400,
        fields: ['email'],
      });
      expect(await send({ ...report, relationship: 'CUSTOMER', anonymous: true })).toEqual({
        status: 400,
        fields: ['relationship'],
      });
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('a service booking’s birth number in another shape is a field error on personalId', async () => {
      const error = await rejection(sendServiceBooking(api, { ...serviceBooking, personalId: '12345' }));
      expect(error.status).toBe(400);
      expect(fieldErrors(error)).toStrictEqual({ personalId: 'Rodné číslo je neplatné.' });
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('a service booking with a second identification is refused, naming that field', async () => {
      const response = await fetch(`${running.url}/api/v1.0/rest/web/v2/form/service-booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...toServiceBookingPayload(serviceBooking), companyId: '25596641' }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { field?: string }[] };
      expect(body.errors.map((item) => item.field)).toStrictEqual(['companyId']);
    });

    it('a suitability record too short names the form fields with the minimum lengths of SPEC §5', async () => {
      const error = await rejection(
        fetchSuitabilityRecord(
          api,
          { calculationId: 'abc-123' },
          {
            request: '',
            recommendation: 'Komfort',
            difference: 'Žádné',
          },
        ),
      );
      expect(error.status).toBe(400);
      expect(fieldErrors(error, suitabilityRecordFieldNames)).toEqual({
        request: 'Prosím vyplňte.',
        recommendation: 'Minimální délka musí být 11 znaků.',
        difference: 'Minimální délka musí být 6 znaků.',
      });
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('an empty call-back name is a field error and nothing is stored', async () => {
      const error = await rejection(sendCallback(api, 'travel', { ...callback, name: '' }));
      expect(fieldErrors(error)).toHaveProperty('name');
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('an unknown field is refused by the strict schema', async () => {
      const response = await fetch(`${running.url}/api/v1.0/rest/web/v2/form/campaign/vehicle/call-me`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...callback, admin: true }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { field?: string }[] };
      expect(body.errors.map((item) => item.field)).toContain('admin');
    });

    it('malformed JSON is a 400 with a clear message', async () => {
      const response = await fetch(`${running.url}/api/v1.0/rest/web/v2/form/offer/call-me`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": "Jana",',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: { code: string }[] };
      expect(body.message).toMatch(/není platný JSON/);
      expect(body.errors[0]?.code).toBe('malformedJson');
    });

    it('a body that is not JSON by its content type is a 415', async () => {
      const response = await fetch(`${running.url}/api/v1.0/rest/web/v2/form/offer/call-me`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(callMeForm),
      });
      expect(response.status).toBe(415);
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('a body over 100 KB is refused with 413', async () => {
      const error = await rejection(
        sendMobilityGuarantee(api, { ...mobility, lastName: 'x'.repeat(101 * 1024) }),
      );
      expect(error.status).toBe(413);
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('an unknown route is a 404 in the error shape', async () => {
      const response = await fetch(`${running.url}/api/latest/rest/nothing/here`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await response.json()) as { message: string; errors: { code: string }[] };
      expect(body.errors[0]?.code).toBe('notFound');
    });
  });

  describe('one-shot cancellation tokens', () => {
    it('a contract token works once, then is already cancelled', async () => {
      const token = (await inbox()).tokens.find((entry) => entry.kind === 'contract');
      expect(token).toBeDefined();
      const secret = token?.token ?? '';
      await cancelContract(api, secret);
      const error = await rejection(cancelContract(api, secret));
      expect(error.status).toBe(400);
      expect(hasErrorCode(error, 'terminateOnboardingEventNotFound')).toBe(true);
      expect(cancellationFailure(error)).toBe('already-cancelled');
      const after = await inbox();
      expect(after.tokens.map((entry) => entry.token)).not.toContain(secret);
      // The request is recorded, the token is not.
      expect(after.requests[0]?.endpoint).toBe('cancelContract');
      expect(JSON.stringify(after.requests)).not.toContain(secret);
    });

    it('a change token works once, then is already cancelled with the change code', async () => {
      const token = (await inbox()).tokens.find((entry) => entry.kind === 'change')?.token ?? '';
      await cancelChange(api, token);
      const error = await rejection(cancelChange(api, token));
      expect(cancellationFailure(error, CHANGE_ALREADY_CANCELLED)).toBe('already-cancelled');
    });

    it('an unknown token, or one of the other kind, gets the same 400', async () => {
      expect(cancellationFailure(await rejection(cancelContract(api, 'no-such-token')))).toBe(
        'already-cancelled',
      );
      const contractToken = (await inbox()).tokens.find((entry) => entry.kind === 'contract')?.token ?? '';
      const error = await rejection(cancelChange(api, contractToken));
      expect(cancellationFailure(error, CHANGE_ALREADY_CANCELLED)).toBe('already-cancelled');
      // Still usable where it belongs.
      await cancelContract(api, contractToken);
    });

    it('two simultaneous clicks on one link cancel only once', async () => {
      const token = (await inbox()).tokens.find((entry) => entry.kind === 'contract')?.token ?? '';
      const results = await Promise.allSettled([cancelContract(api, token), cancelContract(api, token)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    });

    it('the inbox links point at the site pages with the token', async () => {
      const { tokens } = await inbox();
      expect(tokens.filter((entry) => entry.kind === 'contract').length).toBeGreaterThanOrEqual(3);
      for (const entry of tokens) {
        const page = entry.kind === 'contract' ? 'zruseni-smlouvy' : 'zruseni-zmeny';
        expect(entry.url).toBe(`http://localhost:3000/${page}?token=${encodeURIComponent(entry.token)}`);
      }
    });
  });

  describe('vehicle, rollout and content', () => {
    it('finds a seeded vehicle by plate, spaces and case ignored', async () => {
      expect(await fetchVehicleInfo(api, '1ab 2345')).toEqual({
        registrationPlate: '1AB2345',
        manufacturerModelCode: 'SKODA_OCTAVIA',
      });
      expect((await fetchVehicleInfo(api, '5T81234')).registrationPlate).toBe('5T81234');
    });

    it('an unknown plate is a 404 in the error shape', async () => {
      const error = await rejection(fetchVehicleInfo(api, '9ZZ9999'));
      expect(error.status).toBe(404);
      expect(hasErrorCode(error, 'vehicleNotFound')).toBe(true);
    });

    it('a missing or too long plate is a 400 naming the spz field', async () => {
      expect(fieldErrors(await rejection(fetchVehicleInfo(api, ' ')))).toHaveProperty('spz');
      const tooLong = await rejection(fetchVehicleInfo(api, '1AB2345678'));
      expect(tooLong.status).toBe(400);
      expect(Object.keys(fieldErrors(tooLong))).toEqual(['spz']);
    });

    it('the rollout check follows the configured flags', async () => {
      expect(await checkRollout(api, { flag: 'new-quote-flow' })).toBe(true);
      await running.close();
      await start({ rollout: ['other-flag'] });
      expect(await checkRollout(api, { flag: 'new-quote-flow' })).toBe(false);
      expect(await checkRollout(api, { flag: 'other-flag' })).toBe(true);
    });

    it('careers include a confidential position for the site to hide', async () => {
      const positions = await fetchCareers(api);
      expect(positions.length).toBeGreaterThan(5);
      expect(positions.filter((position) => position.confidential)).toHaveLength(1);
      expect(positions.map((position) => position.title).join(' ')).toMatch(/[ěščřžýáíéůú]/);
    });

    it('release notes by id, limited by perPage; an unknown id is a 404', async () => {
      const notes = await fetchReleaseNotes<{
        data: { attributes: { releaseNotes: { title: string; category: { category: { name: string } } }[] } };
      }>(api, 1, { perPage: 2 });
      expect(notes.data.attributes.releaseNotes).toHaveLength(2);
      expect(notes.data.attributes.releaseNotes[0]?.category.category.name).toBe('Novinka');
      expect((await rejection(fetchReleaseNotes(api, 999))).status).toBe(404);
    });

    it('release notes page by page: the right slice and pagination, a page past the last empty', async () => {
      type Notes = {
        data: { attributes: { releaseNotes: { id: number }[] } };
        meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
      };
      const ids = async (page: number) => {
        const notes = await fetchReleaseNotes<Notes>(api, 1, { perPage: 2, page });
        return {
          ids: notes.data.attributes.releaseNotes.map((note) => note.id),
          meta: notes.meta.pagination,
        };
      };
      expect(await ids(1)).toEqual({ ids: [11, 12], meta: { page: 1, pageSize: 2, pageCount: 4, total: 7 } });
      expect(await ids(2)).toEqual({ ids: [13, 14], meta: { page: 2, pageSize: 2, pageCount: 4, total: 7 } });
      expect((await ids(4)).ids).toEqual([17]);
      expect((await ids(5)).ids).toEqual([]);
      const all = await fetchReleaseNotes<Notes>(api, 2);
      expect(all.meta.pagination).toEqual({ page: 1, pageSize: 3, pageCount: 1, total: 3 });
      const empty = await fetchReleaseNotes<Notes>(api, 3, { perPage: 2 });
      expect(empty.data.attributes.releaseNotes).toEqual([]);
      expect(empty.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 0, total: 0 });
    });

    it('release notes: a page or perPage that is not a whole number from 1 is a 400 naming it', async () => {
      for (const [query, field] of [
        ['perPage=0', 'perPage'],
        ['perPage=abc', 'perPage'],
        ['perPage=101', 'perPage'],
        ['page=0', 'page'],
        ['page=1.5', 'page'],
        ['page=', 'page'],
      ] as const) {
        const response = await fetch(`${api.host}/api/strapi/release-notes/1?${query}`);
        expect(response.status, query).toBe(400);
        const body = (await response.json()) as { errors: { field: string; message: string }[] };
        expect(body.errors[0]?.field, query).toBe(field);
        expect(body.errors[0]?.message, query).toMatch(/celé číslo od 1/);
      }
    });
  });

  describe('latency and failure injection', () => {
    it('x-sandbox-fail: 500 and 400 answer in the error shape', async () => {
      const failing = { ...api, fetch: withHeaders({ 'x-sandbox-fail': '500' }) };
      const error = await rejection(sendCallback(failing, 'vehicle', callback));
      expect(error.status).toBe(500);
      expect(hasErrorCode(error, 'sandboxInjectedFailure')).toBe(true);
      const bad = await rejection(
        sendCallback({ ...api, fetch: withHeaders({ 'x-sandbox-fail': '400' }) }, 'vehicle', callback),
      );
      expect(bad.status).toBe(400);
      expect((await inbox()).requests).toHaveLength(0);
    });

    it('x-sandbox-fail: network drops the connection', async () => {
      const error = await rejection(
        sendCallback({ ...api, fetch: withHeaders({ 'x-sandbox-fail': 'network' }) }, 'vehicle', callback),
      );
      expect(error.status).toBe(500);
      expect(error.message).toBe(UNKNOWN_ERROR_MESSAGE);
      // The server survives it.
      await sendCallback(api, 'vehicle', callback);
    });

    it('x-sandbox-latency delays the answer', async () => {
      const started = performance.now();
      await fetchVehicleInfo({ ...api, fetch: withHeaders({ 'x-sandbox-latency': '200' }) }, '1AB2345');
      expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    });

    it('configured latency and path failures, with the inbox left working', async () => {
      await running.close();
      await start({ latencyMs: 120, fail: [{ match: 'ckp/load', mode: 404 }] });
      const started = performance.now();
      const error = await rejection(fetchVehicleInfo(api, '1AB2345'));
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
      expect(error.status).toBe(404);
      await sendCallback(api, 'vehicle', callback);
      expect((await fetch(`${running.url}/inbox`)).status).toBe(200);
    });
  });

  describe('Idempotency-Key: a lead sent again is stored once', () => {
    const route = () => running.sandbox.routes.find((entry) => entry.name === 'callMeOffer')?.path ?? '';
    const key = 'a0f6e9d2-5c1b-4f7e-9a3d-2b8c4e6f1a07';

    it('the same key and lead answer the first answer again and store nothing more', async () => {
      const first = await fetchLead(key);
      expect(first.status).toBe(200);
      const again = await fetchLead(key);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      const stored = (await inbox()).requests;
      expect(stored).toHaveLength(1);
      expect(stored[0]?.idempotencyKey).toBe(key);
    });

    it('through the api-client: its idempotencyKey option, and a quoted key is the same key', async () => {
      await sendCallMeForm(api, callMeForm, { idempotencyKey: key });
      await sendCallMeForm({ ...api, fetch: withHeaders({ 'idempotency-key': `"${key}"` }) }, callMeForm);
      expect((await inbox()).requests).toHaveLength(1);
    });

    it('another lead or call with a used key is refused with 422, and nothing is stored', async () => {
      await sendCallMeForm(api, callMeForm, { idempotencyKey: key });
      const other = await rejection(
        sendCallMeForm(api, { ...callMeForm, message: 'Jiný dotaz' }, { idempotencyKey: key }),
      );
      expect(other.status).toBe(422);
      expect(hasErrorCode(other, 'reusedIdempotencyKey')).toBe(true);
      const elsewhere = await rejection(sendNeedHelp(api, needHelp, { idempotencyKey: key }));
      expect(elsewhere.status).toBe(422);
      expect((await inbox()).requests).toHaveLength(1);
    });

    it('leads without a key, or with different keys, are each stored', async () => {
      await sendCallMeForm(api, callMeForm);
      await sendCallMeForm(api, callMeForm);
      await sendCallMeForm(api, callMeForm, { idempotencyKey: `${key}-1` });
      await sendCallMeForm(api, callMeForm, { idempotencyKey: `${key}-2` });
      expect((await inbox()).requests).toHaveLength(4);
    });

    it.each([[''], ['a'.repeat(256)], ['ab"cd'], ['a\\b'], ['with space']])(
      'a malformed key %j is refused with 400 before anything is stored',
      async (bad) => {
        const error = await rejection(
          sendCallMeForm({ ...api, fetch: withHeaders({ 'idempotency-key': bad }) }, callMeForm),
        );
        expect(error.status).toBe(400);
        expect(hasErrorCode(error, 'badIdempotencyKey')).toBe(true);
        expect((await inbox()).requests).toHaveLength(0);
      },
    );

    it('a key is remembered for a day', () => {
      const store = running.sandbox.store;
      const saved = store.record(
        { endpoint: 'question', method: 'POST', path: '/q', payload: '{}', idempotencyKey: key },
        new Date('2026-11-27T10:00:00Z'),
      );
      expect(store.byIdempotencyKey(key, new Date('2026-11-28T09:59:59Z'))?.id).toBe(saved.id);
      expect(store.byIdempotencyKey(key, new Date('2026-11-28T10:00:01Z'))).toBeUndefined();
    });

    it('a browser may send it: the preflight allows the header and exposes the replay', async () => {
      const preflight = await fetch(`${running.url}${route()}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
      expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    });

    /** The call-me form's call, by hand: the answer's headers are what the api-client does not return. */
    async function fetchLead(idempotencyKey: string): Promise<Response> {
      return fetch(`${running.url}${route()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(callMeForm),
      });
    }
  });

  describe('storage and inbox', () => {
    it('accepted requests and used tokens survive a restart', async () => {
      await sendCallback(api, 'liability', callback);
      const before = await inbox();
      const token = before.tokens[0]?.token ?? '';
      await cancelContract(api, token);
      await running.close();
      await start();
      const after = await inbox();
      expect(after.requests.map((request) => request.endpoint)).toEqual([
        'cancelContract',
        'callMeLiability',
      ]);
      expect(after.requests[1]?.raw).toBe(JSON.stringify(callback));
      expect(after.tokens).toHaveLength(before.tokens.length - 1);
      expect(cancellationFailure(await rejection(cancelContract(api, token)))).toBe('already-cancelled');
    });

    it('/inbox lists the newest first, escapes HTML and shows unused tokens', async () => {
      await sendCallMeForm(api, { ...callMeForm, message: 'první <script>alert(1)</script>' });
      await sendCallMeForm(api, { ...callMeForm, message: 'druhý & poslední' });
      const response = await fetch(`${running.url}/inbox`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html>\n<html lang="cs">/);
      expect(html).not.toContain('<script>');
      expect(html).toContain('první &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html.indexOf('druhý &amp; poslední')).toBeLessThan(html.indexOf('první &lt;script'));
      const token = (await inbox()).tokens[0]?.token ?? '';
      expect(html).toContain(`zruseni-smlouvy?token=${token}`);
    });

    it('an unexpected failure answers 500 in the error shape and never logs the token', async () => {
      await running.close();
      const lines: string[] = [];
      await start({ log: (line) => lines.push(line) });
      const token = (await inbox()).tokens[0]?.token ?? '';
      await cancelContract(api, token);
      running.sandbox.store.close();
      const error = await rejection(sendCallback(api, 'vehicle', callback));
      expect(error.status).toBe(500);
      expect(hasErrorCode(error, 'internalError')).toBe(true);
      expect(lines.some((line) => line.startsWith('POST /api/latest/rest/email/onboarding/stop 200'))).toBe(
        true,
      );
      expect(lines.join('\n')).not.toContain(token);
    });

    it('CORS allows the site origin and its headers, not others', async () => {
      const preflight = await fetch(`${running.url}/api/v1.0/rest/web/v2/form/offer/vehicle`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-source,x-api-key',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-api-key/);
      const other = await fetch(`${running.url}/api/strapi/recruitis-custom/data`, {
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
