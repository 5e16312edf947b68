import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentProps } from '../registry/registry';
import { claimsLinkBlock } from './claimsLinkBlock';
import { isClaimsPage } from './claimsPage';
import { claimsLinkFixtures, claimsLinkInvalidFixtures } from './fixtures';

const claimsSite = {
  ...demoSite,
  url: 'https://www.example.com/pojisteni-vozidel/hlaseni-skody/?utm_source=x',
};

describeBlockContract(claimsLinkBlock, {
  valid: claimsLinkFixtures,
  invalid: { headingNotText: { data: claimsLinkInvalidFixtures.headingNotText, path: 'heading' } },
  site: claimsSite,
});

const html = (data: object, site = claimsSite) =>
  renderBlockToHtml(claimsLinkBlock, contentProps(claimsLinkBlock, data), site);

describe('ClaimsLink', () => {
  it('links to /online/hlaseni-skody/ on a page whose URL contains the claims path', () => {
    const out = html(claimsLinkFixtures.full);
    expect(out).toMatch(/<a href="\/online\/hlaseni-skody\/"[^>]*>Požádat o zavolání<\/a>/);
    expect(out).toContain('<h2');
    expect(out).toContain('data-analytics-category="Hlášení škody"');
  });

  it('links from /Hlaseni-Skody too: the case of the address does not count (issue 25)', () => {
    const out = html(claimsLinkFixtures.full, { ...demoSite, url: 'https://www.example.com/Hlaseni-Skody' });
    expect(out).toMatch(/<a href="\/online\/hlaseni-skody\/"[^>]*>Požádat o zavolání<\/a>/);
  });

  it('renders nothing on other pages, decided on the server', () => {
    expect(html(claimsLinkFixtures.full, demoSite)).toBe('');
    expect(
      html(claimsLinkFixtures.full, { ...demoSite, url: 'https://www.example.com/kontakty?hlaseni-skody' }),
    ).toBe('');
  });

  it('uses its own Czech texts when the editor leaves them empty', () => {
    const out = html(claimsLinkFixtures.strapiNulls);
    expect(out).toContain('Hlášení škody</h2>');
    expect(out).toContain(
      'Stala se vám škoda? Nechte nám číslo a likvidátor vám zavolá a škodu s vámi sepíše.',
    );
    expect(out).toContain('Požádat o nahlášení škody telefonem</a>');
    // The site takes claims by a call-back request: its own words (not the SPEC path) never say online.
    expect(out.replace(/<[^>]*>/g, ' ')).not.toMatch(/online/i);
  });

  it('looks at the path only', () => {
    expect(isClaimsPage('/online/hlaseni-skody/')).toBe(true);
    expect(isClaimsPage('https://www.example.com/pojisteni/hlaseni-skody-auto')).toBe(true);
    expect(isClaimsPage('https://www.example.com/?next=hlaseni-skody')).toBe(false);
    expect(isClaimsPage('https://www.example.com/#hlaseni-skody')).toBe(false);
  });

  it('shows the link whatever the case of the path: /Hlaseni-Skody as /hlaseni-skody (issue 25)', () => {
    expect(isClaimsPage('/Hlaseni-Skody')).toBe(true);
    expect(isClaimsPage('https://www.example.com/Online/HLASENI-SKODY/')).toBe(true);
  });
});
