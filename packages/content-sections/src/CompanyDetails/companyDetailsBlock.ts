import { defineBlock } from '../registry/defineBlock.js';
import { CompanyDetails } from './CompanyDetails.js';
import { companyDetailsContent } from './companyDetailsContent.js';

/** Static; it writes the company's schema.org `Organization` into the server HTML. */
export const companyDetailsBlock = defineBlock({
  type: 'blocks.company-details',
  label: 'Údaje o společnosti',
  content: companyDetailsContent,
  component: CompanyDetails,
});
