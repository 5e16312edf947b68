/** Every field of the claim-report request, in reading order: each is on screen, whatever is chosen. */
export const CLAIM_REPORT_FIELDS = [
  'claimType',
  'eventDate',
  'policyOrPlate',
  'name',
  'phone',
  'email',
  'description',
  'personalDataConsent',
] as const;
