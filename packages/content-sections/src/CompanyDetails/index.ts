export { CompanyDetails } from './CompanyDetails.js';
export type { CompanyDetailsTextProps } from './CompanyDetailsText.js';
export { CompanyDetailsText } from './CompanyDetailsText.js';
export { companyDetailsBlock } from './companyDetailsBlock.js';
export type { CompanyBankAccount, CompanyDetailsProps } from './companyDetailsContent.js';
export { companyDetailsContent } from './companyDetailsContent.js';
export { organizationJsonLd, scriptSafeJson } from './structuredData.js';
