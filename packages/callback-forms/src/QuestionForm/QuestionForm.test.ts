import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { QuestionForm } from './QuestionForm';
import { questionFormBlock } from './questionFormBlock';

describeBlockContract(questionFormBlock, {
  valid: {
    minimal: {},
    full: { heading: 'Máte dotaz ke smlouvě?', perex: 'Ozveme se do dvou dnů.', withPolicyNumber: true },
    nulls: { heading: null, perex: null, withPolicyNumber: null },
  },
  invalid: {
    policyNumberNotAFlag: { data: { withPolicyNumber: 'ano' }, path: 'withPolicyNumber' },
  },
});

describe('forms.question', () => {
  const html = (data: object) => renderBlockToHtml(questionFormBlock, contentProps(questionFormBlock, data));

  it('renders the form on the server with its default heading, the phone prefilled', () => {
    const page = html({});
    expect(page).toContain('Zeptejte se nás');
    expect(page).toContain('value="+420 "');
    expect(page).not.toContain('Číslo smlouvy');
    expect(page).toMatch(/<form novalidate/i);
  });

  it('asks for the contract number in the variant, with the editor’s heading', () => {
    const page = html({ heading: 'Dotaz ke smlouvě', withPolicyNumber: true });
    expect(page).toContain('Dotaz ke smlouvě');
    expect(page).toContain('Číslo smlouvy');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(questionFormBlock.island?.(contentProps(questionFormBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.question']?.()).toBe(QuestionForm);
  });
});
