import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { CallMeForm } from './CallMeForm';
import { callMeFormBlock } from './callMeFormBlock';

/** The values of the radios the server rendered as chosen. */
const checkedRadios = (html: string) =>
  (html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [])
    .filter((tag) => tag.includes('checked=""'))
    .map((tag) => tag.match(/value="([^"]*)"/)?.[1]);

describeBlockContract(callMeFormBlock, {
  valid: {
    minimal: {},
    full: { heading: 'Ozveme se vám ke smlouvě', perex: 'Do druhého dne.', withPolicyNumber: true },
    nulls: { heading: null, perex: null, withPolicyNumber: null },
  },
  invalid: {
    policyNumberNotAFlag: { data: { withPolicyNumber: 'ano' }, path: 'withPolicyNumber' },
    headingNotText: { data: { heading: 42 }, path: 'heading' },
  },
});

describe('forms.call-me', () => {
  const html = (data: object) => renderBlockToHtml(callMeFormBlock, contentProps(callMeFormBlock, data));

  it('renders on the server: default heading, a call preselected, the phone prefilled and required', () => {
    const page = html({});
    expect(page).toContain('Ozveme se vám');
    expect(page).toMatch(/<legend[^>]*>Jak se vám máme ozvat\?/);
    expect(checkedRadios(page)).toEqual(['PHONE']);
    expect(page).toMatch(/<input[^>]*type="tel"[^>]*aria-required="true"[^>]*value="\+420 "/);
    expect(page).not.toMatch(/<input[^>]*type="email"[^>]*aria-required="true"/);
    expect(page).not.toContain('Číslo smlouvy');
    expect(page).toMatch(/<form novalidate/i);
  });

  it('asks for the contract number in the variant, with the editor’s heading', () => {
    const page = html({ heading: 'Ozveme se vám ke smlouvě', withPolicyNumber: true });
    expect(page).toContain('Ozveme se vám ke smlouvě');
    expect(page).toContain('Číslo smlouvy');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(callMeFormBlock.island?.(contentProps(callMeFormBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.call-me']?.()).toBe(CallMeForm);
  });
});
