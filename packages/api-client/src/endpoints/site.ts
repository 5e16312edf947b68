import { endpoint, segment } from './endpoint.js';
import { otherEndpoints, vehicleEndpoints } from './table.js';

/**
 * Paths of the website's own calls (SPEC §7, calls table) that the central table does not list.
 * Where SPEC names a call's endpoint without its path (the call-me kinds), the path follows the one
 * it does give, `web/v2/form/campaign/lead/call-me`; see the README.
 */
export const siteEndpoints = {
  /** Motorcycle offer and the call-me form. */
  callMeOffer: () => endpoint('v1', 'web/v2/form/offer/call-me', 'POST'),
  /** The default call-me kind. */
  callMeOfferLatest: () => endpoint('latest', 'web/v2/form/offer/call-me', 'POST'),
  callMeTravel: () => endpoint('v1', 'web/v2/form/campaign/travel/call-me', 'POST'),
  callMeLiability: () => endpoint('v1', 'web/v2/form/campaign/liability/call-me', 'POST'),
  callMeVehicle: () => endpoint('v1', 'web/v2/form/campaign/vehicle/call-me', 'POST'),
  /** `path` replaces the default with a path below the product API host. */
  callMeLead: (path?: string) =>
    path
      ? endpoint(null, path, 'POST', undefined, 'product')
      : endpoint('v1', 'web/v2/form/campaign/lead/call-me', 'POST'),
  /** Not shown in SPEC.md: the site forms' family of paths (`web/v2/form/…`); see the README. */
  question: () => endpoint('v1', 'web/v2/form/question', 'POST'),
  needHelp: () => endpoint('v1', 'web/v2/form/need-help', 'POST'),
  /**
   * The claim pages' request to be called and have a claim taken down: a lead of the site forms'
   * family, not SPEC's claim registration (`claimRegistrationEndpoints`); see the README.
   */
  claimReport: () => endpoint('v1', 'web/v2/form/claim-report', 'POST'),
  serviceBooking: () => endpoint('v1', 'web/v2/form/service-booking', 'POST'),
  meeting: (slug: string) => endpoint('v1', `web/v2/${slug}-technologies/meeting`, 'POST'),
  mobility: (slug: string) => endpoint('v1', `web/v2/form/${slug}-mobility`, 'POST'),
  mobilityGuarantee: (slug: string, production: boolean) =>
    endpoint(production ? 'latest' : 'v1', `web/v2/${slug}-mobility-guarantee`, 'POST'),
  vehicleInfo: vehicleEndpoints.ckpLoad,
  rollout: vehicleEndpoints.featurePermit,
  cancelContract: (encoded: string) =>
    endpoint('latest', 'email/onboarding/stop', 'POST', { encoded }, 'product'),
  cancelChange: (encodedKey: string) =>
    endpoint('latest', 'insurance/vehicle/revision/cancel', 'POST', { encodedKey }),
  /** `perPage` as SPEC §7 names it, and `page` (1-based) beside it for paging; see the README. */
  releaseNotes: (id: string, perPage?: number, page?: number) =>
    endpoint(
      null,
      `api/strapi/release-notes/${segment(id)}?populate[releaseNotes][populate]=category.category`,
      'GET',
      { perPage, page },
      'cms',
    ),
  careers: () => endpoint(null, 'api/strapi/recruitis-custom/data', 'GET', undefined, 'product'),
  suitabilityRecord: vehicleEndpoints.suitabilityRecordPdf,
  cascoOffer: otherEndpoints.vehicleOffer,
};
