import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { MobilityForm } from './MobilityForm';
import { mobilityFormBlock, mobilityGuaranteeFormBlock } from './mobilityFormBlock';

for (const block of [mobilityFormBlock, mobilityGuaranteeFormBlock]) {
  describeBlockContract(block, {
    valid: {
      minimal: {},
      full: { heading: 'Auto v servisu? Zůstaňte v pohybu', perex: 'Ozveme se do 24 hodin.' },
      nulls: { heading: null, perex: null },
    },
    invalid: {
      headingNotText: { data: { heading: 42 }, path: 'heading' },
      perexNotText: { data: { perex: ['a'] }, path: 'perex' },
    },
  });
}

describe('forms.mobility and forms.mobility-guarantee', () => {
  const html = (block: typeof mobilityFormBlock, data: object) =>
    renderBlockToHtml(block, contentProps(block, data));

  it('renders the mobility form on the server: the branch prompt, the phone prefilled, the client mode', () => {
    const page = html(mobilityFormBlock, {});
    expect(page).toContain('Náhradní mobilita');
    expect(page).toContain('Pro zobrazení poboček prosím vyberte město a značku.');
    expect(page).toMatch(/<p role="status"[^>]*>Pro zobrazení poboček/);
    expect(page).toContain('value="+420 "');
    expect(page).toContain('Druh pojištění');
    expect(page).toContain('Pojištění podnikatelů');
    expect(page).toContain('Jen u pojištění vozidla.');
    expect(page).not.toContain('Název zprostředkovatele');
    expect(page).toMatch(/<form novalidate/i);
  });

  it('the guarantee section has its own heading, or the editor’s', () => {
    expect(html(mobilityGuaranteeFormBlock, {})).toContain('Záruka mobility');
    expect(html(mobilityGuaranteeFormBlock, { heading: 'Garance mobility pro klienty' })).toContain(
      'Garance mobility pro klienty',
    );
  });

  it('the section type decides the call; the editor cannot switch it', () => {
    expect(contentProps(mobilityFormBlock, {})).toStrictEqual({
      heading: '',
      perex: '',
      variant: 'mobility',
    });
    expect(contentProps(mobilityGuaranteeFormBlock, { variant: 'mobility' })).toMatchObject({
      variant: 'guarantee',
    });
  });

  it('offers the mobility brands only, Škoda with its diacritics', () => {
    const page = html(mobilityFormBlock, {});
    for (const label of ['Seat', 'Škoda', 'Volkswagen', 'Volkswagen Užitkové vozy', 'Praha']) {
      expect(page).toContain(`>${label}</option>`);
    }
    expect(page).not.toContain('>Audi</option>');
    expect(page).not.toContain('>Brno</option>');
  });

  it('always hydrates, both types from one island loader', async () => {
    expect(mobilityFormBlock.island?.(contentProps(mobilityFormBlock, {}))).toBe(true);
    expect(mobilityGuaranteeFormBlock.island?.(contentProps(mobilityGuaranteeFormBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.mobility']?.()).toBe(MobilityForm);
    expect(await callbackFormIslands['forms.mobility-guarantee']?.()).toBe(MobilityForm);
  });
});
