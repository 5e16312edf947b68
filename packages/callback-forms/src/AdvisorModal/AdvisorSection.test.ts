import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { AdvisorSection } from './AdvisorSection';
import { advisorSectionBlock } from './advisorSectionBlock';

describeBlockContract(advisorSectionBlock, {
  valid: {
    minimal: {},
    full: {
      heading: 'Poradíme vám',
      perex: 'Spočítáme to s vámi.',
      buttonLabel: 'Chci poradit',
      calculator: 'vehicle-casco',
    },
    nulls: { heading: null, perex: null, buttonLabel: null, calculator: null },
  },
  invalid: {
    calculatorWithCapitals: { data: { calculator: 'Vehicle' }, path: 'calculator' },
    calculatorNotText: { data: { calculator: 3 }, path: 'calculator' },
  },
});

describe('forms.advisor', () => {
  const html = (data: object) =>
    renderBlockToHtml(advisorSectionBlock, contentProps(advisorSectionBlock, data));

  it('renders the heading and the button on the server, without the modal', () => {
    const page = html({});
    expect(page).toContain('Nevíte si rady s pojištěním auta?');
    expect(page).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Chci poradit s pojištěním auta/);
    expect(page).not.toContain('role="dialog"');
    expect(page).not.toContain('Online výpočet');
  });

  it('takes the editor’s texts and the vehicle calculator by default', () => {
    expect(contentProps(advisorSectionBlock, {})).toMatchObject({ calculator: 'vehicle' });
    const page = html({ heading: 'Pojištění auta s poradcem', buttonLabel: 'Poraďte mi' });
    expect(page).toContain('Pojištění auta s poradcem');
    expect(page).toContain('Poraďte mi');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(advisorSectionBlock.island?.(contentProps(advisorSectionBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.advisor']?.()).toBe(AdvisorSection);
  });
});
