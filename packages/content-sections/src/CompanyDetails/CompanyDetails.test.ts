import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { companyDetailsBlock } from './companyDetailsBlock';
import type { CompanyDetailsProps } from './companyDetailsContent';
import { companyDetailsFixtures, companyDetailsInvalidFixtures } from './fixtures';

describeBlockContract(companyDetailsBlock, {
  valid: companyDetailsFixtures,
  invalid: {
    badIco: { data: companyDetailsInvalidFixtures.badIco, path: 'ico' },
    badIban: { data: companyDetailsInvalidFixtures.badIban, path: 'bankAccounts.0.iban' },
    threeAccounts: { data: companyDetailsInvalidFixtures.threeAccounts, path: 'bankAccounts' },
    noZip: { data: companyDetailsInvalidFixtures.noZip, path: 'address.zip' },
    badSwift: { data: companyDetailsInvalidFixtures.badSwift, path: 'swift' },
  },
});

const props = (data: object) => contentProps<CompanyDetailsProps>(companyDetailsBlock, data);
const html = (data: object) => renderBlockToHtml(companyDetailsBlock, props(data));

/** The JSON of the page's structured data scripts. */
const structuredData = (out: string) =>
  [...out.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );

describe('CompanyDetails', () => {
  it('lists the details in a description list, in the forms Czech documents print them', () => {
    const out = html(companyDetailsFixtures.full);
    expect(out).toContain('<dl');
    expect(out).toMatch(/<dt[^>]*>IČO<\/dt><dd[^>]*>12345679<\/dd>/);
    expect(out).toMatch(/<dt[^>]*>DIČ<\/dt><dd[^>]*>CZ12345679<\/dd>/);
    expect(out).toMatch(/<dt[^>]*>ID datové schránky<\/dt><dd[^>]*>ab12cd3<\/dd>/);
    expect(out).toContain('Ukázková 1234/5<br/>110 00<!-- --> <!-- -->Praha 1');
    expect(out).toContain('CZ89 9999 0000 0012 3456 7891');
    expect(out).toContain(
      'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 1234',
    );
  });

  it('shows the one SWIFT once for both accounts (SPEC §9), and the payment instructions', () => {
    const out = html(companyDetailsFixtures.full);
    expect(out.match(/HRZTCZPP/g)).toHaveLength(1);
    expect(out.match(/>IBAN<\/dt>/g)).toHaveLength(2);
    expect(out).toContain(
      'Platby prosím posílejte vždy podle pokynů ve smlouvě nebo v předpisu plateb, s uvedeným variabilním symbolem.',
    );
    expect(html(companyDetailsFixtures.ownPaymentNote)).toContain(
      'Pojistné plaťte pouze na účet uvedený v pojistné smlouvě.',
    );
    expect(html(companyDetailsFixtures.minimal)).not.toContain('Bankovní spojení');
  });

  it('validates IČO with its check digit and accepts it typed with spaces', () => {
    expect(props(companyDetailsFixtures.strapiNulls).ico).toBe('12345679');
  });

  it('writes schema.org Organization data into the server HTML', () => {
    const [data, ...rest] = structuredData(html(companyDetailsFixtures.full));
    expect(rest).toHaveLength(0);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Horizont pojišťovna, a.s.',
      legalName: 'Horizont pojišťovna, a.s.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Ukázková 1234/5',
        addressLocality: 'Praha 1',
        postalCode: '110 00',
        addressCountry: 'CZ',
      },
      identifier: { '@type': 'PropertyValue', propertyID: 'IČO', value: '12345679' },
      taxID: 'CZ12345679',
      vatID: 'CZ12345679',
      url: 'https://www.example.com',
    });
    const [minimal] = structuredData(html(companyDetailsFixtures.minimal));
    expect(minimal).not.toHaveProperty('taxID');
    expect(minimal).not.toHaveProperty('url');
  });

  it('keeps CMS text that tries to close the script inside the JSON', () => {
    const attack = 'Horizont</script><script>alert(1)</script><!--';
    const out = html({
      ...companyDetailsFixtures.full,
      companyName: attack,
      address: { ...companyDetailsFixtures.full.address, street: '</SCRIPT><script>alert(1)</script>' },
    });
    expect(out.match(/<script/gi)).toHaveLength(1);
    expect(out.match(/<\/script>/gi)).toHaveLength(1);
    const [data] = structuredData(out);
    expect(data.name).toBe(attack);
    expect(data.address.streetAddress).toBe('</SCRIPT><script>alert(1)</script>');
  });
});
