import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiConfig } from '../config.js';
import { type Endpoint, endpointUrl } from './endpoint.js';
import { siteEndpoints } from './site.js';
import { endpoints } from './table.js';

const config: ApiConfig = { host: 'https://api.example.cz/', slug: 'demo', environment: 'production' };
const url = (target: Endpoint) => endpointUrl(config, target).replace('https://api.example.cz', '');
const row = (target: Endpoint) => [target.method, url(target)];

describe('the central endpoint table of SPEC §7, every row', () => {
  it('travel', () => {
    const t = endpoints.travel;
    expect([
      row(t.calculation()),
      row(t.configuration()),
      row(t.insurerCodetable()),
      row(t.fillForm('42')),
      row(t.policy()),
      row(t.offer({ pdf: true, email: 'a@b.cz' })),
      row(t.suitabilityRecordPdf()),
      row(t.adviceRequest()),
    ]).toEqual([
      ['POST', '/api/latest/rest/insurance/travel/v6/calculation'],
      [undefined, '/api/latest/rest/insurance/travel/v6/configuration'],
      [undefined, '/api/latest/rest/insurance/travel/tariff/v2/getCodetable_insurer'],
      [undefined, '/api/latest/rest/insurance/travel/v6/calculation/42/fillform'],
      [undefined, '/api/latest/rest/insurance/travel/v6/policy'],
      [undefined, '/api/latest/rest/insurance/travel/v6/offer?pdf=true&email=a%40b.cz'],
      [undefined, '/api/latest/rest/insurance/travel/v6/suitability-record/pdf'],
      [undefined, '/api/latest/rest/insurance/travel/advice-request'],
    ]);
  });

  it('property', () => {
    const p = endpoints.property;
    expect([
      url(p.apartmentCampaign()),
      url(p.houseCampaign()),
      url(p.appraisal()),
      url(p.estimation()),
      url(p.calculation()),
      url(p.configuration()),
    ]).toEqual([
      '/api/v1.0/rest/web/v2/form/campaign/property/apartment',
      '/api/v1.0/rest/web/v2/form/campaign/property/house',
      '/api/latest/rest/property/appraisal',
      '/api/latest/rest/property/insurance/v5/estimation',
      '/api/latest/rest/property/insurance/calculation/v2',
      '/api/latest/rest/property/insurance/v5/configuration',
    ]);
  });

  it('vehicle', () => {
    const v = endpoints.vehicle;
    expect([
      row(v.featurePermit('newFlow', 'production')),
      row(v.ckpLoad('1AB 2345')),
      row(v.offer('o1')),
      row(v.calculation()),
      row(v.calculationValidation()),
      row(v.suitabilityRecordPdf()),
      row(v.policy()),
      row(v.adviceRequest()),
      row(v.vehicleCompletion('p1')),
      row(v.completion('p1')),
    ]).toEqual([
      ['GET', '/api/services/rest/utils/feature/permit/newFlow?enviroment=production'],
      ['GET', '/api/latest/rest/vehicle/ckp/load?spz=1AB+2345'],
      [undefined, '/api/latest/rest/vehicle/insurance/v5/offer/o1'],
      [undefined, '/api/latest/rest/vehicle/insurance/v5/calculation'],
      [undefined, '/api/latest/rest/vehicle/insurance/v5/calculation/validation'],
      ['POST', '/api/latest/rest/vehicle/insurance/v5/suitability-record/pdf'],
      [undefined, '/api/latest/rest/vehicle/insurance/v5/policy'],
      [undefined, '/api/latest/rest/vehicle/insurance/v5/advice-request'],
      [undefined, '/api/latest/rest/online/policy/p1/vehicle/completion'],
      [undefined, '/api/latest/rest/online/policy/p1/completion'],
    ]);
  });

  it('resignation and claim registration', () => {
    expect([
      url(endpoints.resignation.generate({ insurerCode: 'ABC' })),
      url(endpoints.resignation.generate({ sendEmail: true })),
      url(endpoints.claimRegistration.registrations('CASCO')),
      url(endpoints.claimRegistration.registrations('MTPL')),
      url(endpoints.claimRegistration.registration('r1')),
    ]).toEqual([
      '/api/services/rest/online/v2/generate/resignation?insurerCode=ABC',
      '/api/services/rest/online/v2/generate/resignation?sendEmail=true',
      '/api/services/rest/online/claim-registration/registrations?registrationType=CASCO',
      '/api/services/rest/online/claim-registration/registrations?registrationType=MTPL',
      '/api/services/rest/online/claim-registration/registrations/r1',
    ]);
  });

  it('client', () => {
    const c = endpoints.client;
    expect([
      url(c.change()),
      url(c.authenticate()),
      url(c.load('p1')),
      url(c.vinculant('v1')),
      url(c.vinculantApproval('v1')),
    ]).toEqual([
      '/api/latest/rest/forms/v2/policy/client/change',
      '/api/latest/rest/security/policy/authenticate',
      '/api/latest/rest/forms/v2/policy/p1/client/load',
      '/api/latest/rest/online/v2/vinculant/v1',
      '/api/latest/rest/online/vinculant/v1/approval',
    ]);
  });

  it('cancellation and vinculation', () => {
    const c = endpoints.cancellation;
    expect([
      url(c.fillForm('p1')),
      url(c.cancel('p1')),
      url(c.lastBankAccount('p1')),
      url(c.validateTransferBalance()),
      url(c.load('p1')),
      url(c.range('p1')),
      url(c.paymentCard('p1')),
      url(c.partner('p1')),
      url(endpoints.vinculation.vinculation('p1')),
      url(endpoints.vinculation.vinculants()),
    ]).toEqual([
      '/api/services/rest/insurance/policy/cancellation/p1/fillform',
      '/api/services/rest/online/v2/insurance/policy/nc/cancel/p1',
      '/api/services/rest/online/v2/insurance/policy/nc/cancel/p1/last-bank-account',
      '/api/services/rest/online/v2/insurance/policy/nc/cancel/transfer-balance/validate',
      '/api/services/rest/online/v2/insurance/policy/nc/cancel/p1/load',
      '/api/services/rest/online/v2/insurance/policy/nc/cancel/p1/range',
      '/api/services/rest/online/v2/insurance/policy/nc/cancel/p1/payment-card',
      '/api/services/rest/forms/v2/policy/p1/cancellation/partner',
      '/api/latest/rest/forms/v2/policy/p1/vinculation',
      '/api/services/rest/online/v2/vinculants',
    ]);
  });

  it('others', () => {
    const o = endpoints.others;
    expect([
      row(o.promoCodeValidation('/api/latest/rest/promo/validate')),
      row(o.requirement('t0k')),
      row(o.authenticate()),
      row(o.renewApiKey()),
      row(o.whistleblowing()),
      row(o.greenCard('p1')),
      row(o.vehicleOffer()),
      row(o.vehicleOffer('HAV')),
      row(o.liabilityAdviceRequest()),
      row(o.payuStatus('o1')),
      row(o.featurePermit('flag', 'dev')),
    ]).toEqual([
      [undefined, '/api/latest/rest/promo/validate'],
      [undefined, '/api/latest/rest/requirement/?token=t0k'],
      [undefined, '/api/services/rest/security/policy/authenticate'],
      [undefined, '/api/latest/rest/security/apikey/renew'],
      [undefined, '/api/latest/rest/forms/v2/whistleblowing'],
      [undefined, '/api/latest/rest/forms/v2/policy/p1/green-card'],
      ['POST', '/api/v1.0/rest/web/v2/form/offer/vehicle'],
      ['POST', '/api/v1.0/rest/web/v2/form/offer/vehicle?type=HAV'],
      [undefined, '/api/latest/rest/insurance/liability/advice-request'],
      [undefined, '/api/latest/rest/payu/status/o1'],
      ['GET', '/api/services/rest/utils/feature/permit/flag?enviroment=dev'],
    ]);
  });
});

describe('endpointUrl', () => {
  it('picks the product and content hosts, falling back to the API host', () => {
    const careers = siteEndpoints.careers();
    expect(endpointUrl(config, careers)).toBe('https://api.example.cz/api/strapi/recruitis-custom/data');
    expect(endpointUrl({ ...config, productHost: 'https://p.cz' }, careers)).toBe(
      'https://p.cz/api/strapi/recruitis-custom/data',
    );
    expect(endpointUrl({ ...config, productHost: 'https://p.cz' }, siteEndpoints.releaseNotes('1'))).toMatch(
      /^https:\/\/p\.cz\/api\/strapi\/release-notes\/1\?/,
    );
  });

  it('honours overridden prefixes', () => {
    expect(endpointUrl({ ...config, prefixes: { v1: '/v1' } }, endpoints.others.vehicleOffer())).toBe(
      'https://api.example.cz/v1/web/v2/form/offer/vehicle',
    );
  });

  it('keeps any id inside its own path segment, and refuses ids that URL parsing would resolve', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('', '.', '..', '../x', '?a=1', '#x', '%2e%2e')),
        (id) => {
          if (id === '' || id === '.' || id === '..') {
            expect(() => endpoints.vehicle.offer(id)).toThrow(RangeError);
            return;
          }
          const built = new URL(endpointUrl(config, endpoints.vehicle.offer(id)));
          const segments = built.pathname.split('/');
          expect(segments).toHaveLength(9);
          expect(segments.slice(0, 8).join('/')).toBe('/api/latest/rest/vehicle/insurance/v5/offer');
          expect(decodeURIComponent(segments[8] ?? '')).toBe(id);
          expect(built.search).toBe('');
          expect(built.hash).toBe('');
        },
      ),
    );
  });

  it('round-trips any query value, e.g. a plate or a token', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const built = new URL(endpointUrl(config, siteEndpoints.cancelContract(value)));
        expect(built.searchParams.get('encoded')).toBe(value);
      }),
    );
  });
});
