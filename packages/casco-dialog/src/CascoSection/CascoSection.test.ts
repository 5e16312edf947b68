import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { cascoDialogIslands } from '../islands';
import { CascoSection } from './CascoSection';
import { cascoSectionBlock } from './cascoSectionBlock';

describeBlockContract(cascoSectionBlock, {
  valid: {
    minimal: {},
    full: {
      heading: 'Havarijní pojištění na míru',
      perex: 'Ozveme se vám s konkrétní nabídkou.',
      buttonLabel: 'Chci nabídku',
      fromCalculator: true,
    },
    nulls: { heading: null, perex: null, buttonLabel: null, fromCalculator: null },
  },
  invalid: {
    fromCalculatorNotAFlag: { data: { fromCalculator: 'ano' }, path: 'fromCalculator' },
    headingNotText: { data: { heading: 3 }, path: 'heading' },
  },
});

describe('casco.callback', () => {
  const html = (data: object) => renderBlockToHtml(cascoSectionBlock, contentProps(cascoSectionBlock, data));

  it('renders the heading and the button on the server, without the dialog', () => {
    const page = html({});
    expect(page).toContain('Chcete havarijní pojištění na míru?');
    expect(page).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Chci poradit/);
    expect(page).not.toContain('role="dialog"');
    expect(page).not.toContain('Značka vozidla');
  });

  it('takes the editor’s texts; it follows no calculator unless told', () => {
    expect(contentProps(cascoSectionBlock, {})).toMatchObject({ fromCalculator: false });
    const page = html({ heading: 'Havarijko s poradcem', buttonLabel: 'Chci nabídku', fromCalculator: true });
    expect(page).toContain('Havarijko s poradcem');
    expect(page).toContain('Chci nabídku');
    // Storage is the browser's: the server names no calculation.
    expect(page).not.toContain('Vaše kalkulace');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(cascoSectionBlock.island?.(contentProps(cascoSectionBlock, {}))).toBe(true);
    expect(await cascoDialogIslands['casco.callback']?.()).toBe(CascoSection);
  });
});
