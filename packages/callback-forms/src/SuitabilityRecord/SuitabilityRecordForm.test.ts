import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { SuitabilityRecordForm } from './SuitabilityRecordForm';
import { suitabilityRecordBlock } from './suitabilityRecordBlock';

describeBlockContract(suitabilityRecordBlock, {
  valid: {
    minimal: {},
    full: {
      heading: 'Záznam z jednání',
      perex: 'Pro zprostředkovatele.',
      audience: 'agent',
      calculator: 'vehicle',
    },
    nulls: { heading: null, perex: null, audience: null, calculator: null },
  },
  invalid: {
    unknownAudience: { data: { audience: 'broker' }, path: 'audience' },
    calculatorWithSpaces: { data: { calculator: 'car insurance' }, path: 'calculator' },
  },
});

describe('forms.suitability-record', () => {
  const html = (data: object) =>
    renderBlockToHtml(suitabilityRecordBlock, contentProps(suitabilityRecordBlock, data));

  it('is for clients and the vehicle calculation unless the editor says otherwise', () => {
    expect(contentProps(suitabilityRecordBlock, {})).toStrictEqual({
      heading: '',
      perex: '',
      audience: 'client',
      calculator: 'vehicle',
    });
  });

  it('renders its heading on the server and waits for the browser to know the calculation', () => {
    // The calculation is in the tab's storage: the server says neither "no calculation" nor shows a form.
    const page = html({});
    expect(page).toContain('Záznam z jednání');
    expect(page).toContain('Načítáme váš výpočet…');
    expect(page).not.toContain('<form');
    expect(page).not.toContain('Záznam patří k výpočtu pojištění');
  });

  it('speaks to agents on the agents’ page', () => {
    expect(html({ audience: 'agent' })).toContain('Zapište požadavky a potřeby klienta');
    expect(html({})).toContain('Zapište, co od pojištění očekáváte');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(suitabilityRecordBlock.island?.(contentProps(suitabilityRecordBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.suitability-record']?.()).toBe(SuitabilityRecordForm);
  });
});
