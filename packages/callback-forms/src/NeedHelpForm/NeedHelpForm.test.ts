import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { NeedHelpForm } from './NeedHelpForm';
import { needHelpFormBlock } from './needHelpFormBlock';

/** The values of the radios the server rendered as chosen. */
const checkedRadios = (html: string) =>
  (html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [])
    .filter((tag) => tag.includes('checked=""'))
    .map((tag) => tag.match(/value="([^"]*)"/)?.[1]);

describeBlockContract(needHelpFormBlock, {
  valid: {
    minimal: {},
    full: { heading: 'Poradíme vám', perex: 'Ozveme se do dvou dnů.' },
    nulls: { heading: null, perex: null },
  },
  invalid: {
    headingNotText: { data: { heading: 42 }, path: 'heading' },
    perexNotText: { data: { perex: ['a'] }, path: 'perex' },
  },
});

describe('forms.need-help', () => {
  const html = (data: object) => renderBlockToHtml(needHelpFormBlock, contentProps(needHelpFormBlock, data));

  it('renders on the server: `Ne` answered, no contract number, the personal-data consent required, marketing optional', () => {
    const page = html({});
    expect(page).toContain('Potřebujete pomoc?');
    expect(page).toMatch(/<legend[^>]*>Jste náš klient\?/);
    expect(checkedRadios(page)).toEqual(['no']);
    expect(page).not.toContain('Číslo smlouvy');
    expect(page).toContain('value="+420 "');
    // Consent to marketing is never a condition of a request (SPEC-NOTES, GDPR Art. 7(4)).
    expect(page.match(/type="checkbox"[^>]*aria-required="true"/g)).toHaveLength(1);
    expect(page.match(/type="checkbox"/g)).toHaveLength(2);
    expect(page).toMatch(/<form novalidate/i);
  });

  it('takes the editor’s heading and perex', () => {
    const page = html({ heading: 'Poradíme vám', perex: 'Ozveme se do dvou dnů.' });
    expect(page).toContain('Poradíme vám');
    expect(page).toContain('Ozveme se do dvou dnů.');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(needHelpFormBlock.island?.(contentProps(needHelpFormBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.need-help']?.()).toBe(NeedHelpForm);
  });
});
