import { endpoint, segment } from './endpoint.js';

/*
 * The central endpoint table of SPEC §7, row for row, grouped as SPEC groups them. SPEC writes
 * sibling rows in shorthand (`configuration`, `policy` after `insurance/travel/v6/calculation`): a
 * sibling keeps the group's path prefix and version unless it names its own version (`tariff/v2`,
 * `calculation/v2`). Methods are given only where SPEC gives them; elsewhere `method` is `undefined`.
 */

const travel = 'insurance/travel/v6';
export const travelEndpoints = {
  calculation: () => endpoint('latest', `${travel}/calculation`, 'POST'),
  configuration: () => endpoint('latest', `${travel}/configuration`),
  insurerCodetable: () => endpoint('latest', 'insurance/travel/tariff/v2/getCodetable_insurer'),
  fillForm: (id: string) => endpoint('latest', `${travel}/calculation/${segment(id)}/fillform`),
  policy: () => endpoint('latest', `${travel}/policy`),
  offer: (query: { pdf?: boolean; email?: boolean | string } = {}) =>
    endpoint('latest', `${travel}/offer`, undefined, query),
  suitabilityRecordPdf: () => endpoint('latest', `${travel}/suitability-record/pdf`),
  adviceRequest: () => endpoint('latest', 'insurance/travel/advice-request'),
};

const property = 'property/insurance';
export const propertyEndpoints = {
  apartmentCampaign: () => endpoint('v1', 'web/v2/form/campaign/property/apartment'),
  houseCampaign: () => endpoint('v1', 'web/v2/form/campaign/property/house'),
  appraisal: () => endpoint('latest', 'property/appraisal'),
  estimation: () => endpoint('latest', `${property}/v5/estimation`),
  calculation: () => endpoint('latest', `${property}/calculation/v2`),
  configuration: () => endpoint('latest', `${property}/v5/configuration`),
};

const featurePermit = (flag: string, enviroment?: string) =>
  // `enviroment` is the back end's own spelling (SPEC-NOTES.md).
  endpoint('svc', `utils/feature/permit/${segment(flag)}`, 'GET', { enviroment });

const vehicle = 'vehicle/insurance/v5';
export const vehicleEndpoints = {
  featurePermit,
  ckpLoad: (spz: string) => endpoint('latest', 'vehicle/ckp/load', 'GET', { spz }),
  offer: (id: string) => endpoint('latest', `${vehicle}/offer/${segment(id)}`),
  calculation: () => endpoint('latest', `${vehicle}/calculation`),
  calculationValidation: () => endpoint('latest', `${vehicle}/calculation/validation`),
  suitabilityRecordPdf: () => endpoint('latest', `${vehicle}/suitability-record/pdf`, 'POST'),
  policy: () => endpoint('latest', `${vehicle}/policy`),
  adviceRequest: () => endpoint('latest', `${vehicle}/advice-request`),
  vehicleCompletion: (id: string) => endpoint('latest', `online/policy/${segment(id)}/vehicle/completion`),
  completion: (id: string) => endpoint('latest', `online/policy/${segment(id)}/completion`),
};

export const resignationEndpoints = {
  generate: (query: { insurerCode: string } | { sendEmail: true }) =>
    endpoint('svc', 'online/v2/generate/resignation', undefined, query),
};

const registrations = 'online/claim-registration/registrations';
export const claimRegistrationEndpoints = {
  registrations: (registrationType: 'CASCO' | 'MTPL') =>
    endpoint('svc', registrations, undefined, { registrationType }),
  registration: (id: string) => endpoint('svc', `${registrations}/${segment(id)}`),
};

export const clientEndpoints = {
  change: () => endpoint('latest', 'forms/v2/policy/client/change'),
  authenticate: () => endpoint('latest', 'security/policy/authenticate'),
  load: (id: string) => endpoint('latest', `forms/v2/policy/${segment(id)}/client/load`),
  vinculant: (id: string) => endpoint('latest', `online/v2/vinculant/${segment(id)}`),
  vinculantApproval: (id: string) => endpoint('latest', `online/vinculant/${segment(id)}/approval`),
};

const nc = 'online/v2/insurance/policy/nc/cancel';
export const cancellationEndpoints = {
  fillForm: (id: string) => endpoint('svc', `insurance/policy/cancellation/${segment(id)}/fillform`),
  cancel: (id: string) => endpoint('svc', `${nc}/${segment(id)}`),
  lastBankAccount: (id: string) => endpoint('svc', `${nc}/${segment(id)}/last-bank-account`),
  validateTransferBalance: () => endpoint('svc', `${nc}/transfer-balance/validate`),
  load: (id: string) => endpoint('svc', `${nc}/${segment(id)}/load`),
  range: (id: string) => endpoint('svc', `${nc}/${segment(id)}/range`),
  paymentCard: (id: string) => endpoint('svc', `${nc}/${segment(id)}/payment-card`),
  partner: (id: string) => endpoint('svc', `forms/v2/policy/${segment(id)}/cancellation/partner`),
};

export const vinculationEndpoints = {
  vinculation: (id: string) => endpoint('latest', `forms/v2/policy/${segment(id)}/vinculation`),
  vinculants: () => endpoint('svc', 'online/v2/vinculants'),
};

export const otherEndpoints = {
  /** The caller gives the whole path below the API host. */
  promoCodeValidation: (path: string) => endpoint(null, path),
  requirement: (token: string) => endpoint('latest', 'requirement/', undefined, { token }),
  authenticate: () => endpoint('svc', 'security/policy/authenticate'),
  renewApiKey: () => endpoint('latest', 'security/apikey/renew'),
  whistleblowing: () => endpoint('latest', 'forms/v2/whistleblowing'),
  greenCard: (id: string) => endpoint('latest', `forms/v2/policy/${segment(id)}/green-card`),
  vehicleOffer: (type?: 'HAV') => endpoint('v1', 'web/v2/form/offer/vehicle', 'POST', { type }),
  liabilityAdviceRequest: () => endpoint('latest', 'insurance/liability/advice-request'),
  payuStatus: (id: string) => endpoint('latest', `payu/status/${segment(id)}`),
  featurePermit,
};

/** The whole table, one group per SPEC group. */
export const endpoints = {
  travel: travelEndpoints,
  property: propertyEndpoints,
  vehicle: vehicleEndpoints,
  resignation: resignationEndpoints,
  claimRegistration: claimRegistrationEndpoints,
  client: clientEndpoints,
  cancellation: cancellationEndpoints,
  vinculation: vinculationEndpoints,
  others: otherEndpoints,
};
