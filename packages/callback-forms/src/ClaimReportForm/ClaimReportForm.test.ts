import { contentProps } from '@insurance-web/ui';
import { CLAIM_TYPES } from '@insurance-web/validation';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormBlockLoaders } from '../blockLoaders';
import { callbackFormBlocks } from '../blocks';
import { callbackFormIslands } from '../islands';
import { ClaimReportForm } from './ClaimReportForm';
import { claimReportFormBlock } from './claimReportFormBlock';
import { claimReportFormMessages } from './messages';

describeBlockContract(claimReportFormBlock, {
  valid: {
    minimal: {},
    full: {
      heading: 'Nahlaste škodu po telefonu',
      perex: 'Zavoláme vám a škodu sepíšeme spolu.',
      claimsPhone: '800 100 900',
    },
    nulls: { heading: null, perex: null, claimsPhone: null },
  },
  invalid: {
    headingNotText: { data: { heading: 12 }, path: 'heading' },
    claimsPhoneNotText: { data: { claimsPhone: 800100900 }, path: 'claimsPhone' },
  },
});

describe('forms.claim-report', () => {
  // React marks where two texts meet with `<!-- -->`: read as the visitor sees it.
  const html = (data: object) =>
    renderBlockToHtml(claimReportFormBlock, contentProps(claimReportFormBlock, data)).replaceAll(
      '<!-- -->',
      '',
    );
  const t = claimReportFormMessages.cs;

  it('renders the whole short form on the server, labelled as a request to be called', () => {
    const page = html({});
    expect(page).toContain('Požádat o nahlášení škody telefonem');
    expect(page).toContain('likvidátor vám zavolá a škodu s vámi sepíše');
    expect(page).toMatch(/<form novalidate/i);
    for (const value of CLAIM_TYPES) expect(page).toContain(t.claimTypes[value].label);
    for (const label of [
      'Druh škody',
      'Datum události',
      'SPZ nebo číslo smlouvy',
      'Jméno a příjmení',
      'Telefon',
      'E-mail',
      'Stručný popis',
    ]) {
      expect(page).toContain(label);
    }
    // Today in Prague as the example: the demo site's "now" is 25 November 2026.
    expect(page).toContain('Např. 25. 11. 2026');
    expect(page).toContain('value="+420 "');
    expect(page).toContain('Odeslat žádost');
  });

  it('never says the claim is reported online, and asks no marketing consent', () => {
    const page = html({});
    expect(page).not.toMatch(/online/i);
    expect(page).toContain('Souhlasím se zpracováním svých osobních údajů');
    expect(page).not.toMatch(/novinek|nabídek/);
    expect(page.match(/type="checkbox"/g)).toHaveLength(1);
  });

  it('offers the claims line the editor gave as a tel: link, and only names it otherwise', () => {
    const withLine = html({ claimsPhone: '800 100 900' });
    expect(withLine).toMatch(
      /Volejte nonstop linku pro hlášení škod a asistenci <a [^>]*href="tel:\+420800100900"[^>]*>800 100 900<\/a>\./,
    );
    const without = html({});
    expect(without).toContain('Volejte nonstop linku pro hlášení škod a asistenci.');
    expect(without).not.toContain('tel:');
  });

  it('shows the editor’s heading and perex', () => {
    const page = html({ heading: 'Nahlaste škodu po telefonu', perex: 'Zavoláme vám ještě dnes.' });
    expect(page).toContain('Nahlaste škodu po telefonu');
    expect(page).toContain('Zavoláme vám ještě dnes.');
  });

  it('has the same words in English, each kind of claim with its label', () => {
    const en = claimReportFormMessages.en;
    expect(Object.keys(en.claimTypes)).toEqual([...CLAIM_TYPES]);
    expect(Object.keys(t.claimTypes)).toEqual([...CLAIM_TYPES]);
  });

  it('is registered, lazily loadable, and always hydrates from its own island loader', async () => {
    expect(callbackFormBlocks).toContain(claimReportFormBlock);
    expect(await callbackFormBlockLoaders['forms.claim-report']?.()).toBe(claimReportFormBlock);
    expect(claimReportFormBlock.island?.(contentProps(claimReportFormBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.claim-report']?.()).toBe(ClaimReportForm);
  });
});
