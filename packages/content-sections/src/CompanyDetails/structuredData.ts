import type { CompanyDetailsProps } from './companyDetailsContent.js';

/** schema.org `Organization` of the company, for search engines. */
export function organizationJsonLd(props: CompanyDetailsProps): Record<string, unknown> {
  const { companyName, address, ico, dic, url } = props;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: companyName,
    legalName: companyName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.zip,
      addressCountry: 'CZ',
    },
    // IČO is the company's registration number; DIČ is its tax and VAT number.
    identifier: { '@type': 'PropertyValue', propertyID: 'IČO', value: ico },
    ...(dic ? { taxID: dic, vatID: dic } : {}),
    ...(url ? { url } : {}),
  };
}

// Moved to ui (the branch blocks need it too); re-exported here, where it was public before.
export { scriptSafeJson } from '@insurance-web/ui';
