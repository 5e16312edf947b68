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

/**
 * JSON for a `<script type="application/ld+json">`: every `<` escaped as `\u003c` (still the same
 * JSON), so no CMS text can close the script element or open a comment in it.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
