import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormBlocks } from '../blocks';
import { callbackFormIslands } from '../islands';
import { whistleblowingFormMessages } from './messages';
import { WhistleblowingForm, whistleblowingFieldsOnScreen } from './WhistleblowingForm';
import { whistleblowingFormBlock } from './whistleblowingFormBlock';

describeBlockContract(whistleblowingFormBlock, {
  valid: {
    minimal: {},
    full: { heading: 'Oznámení online', perex: 'Oznámení přijme jen příslušná osoba.' },
    nulls: { heading: null, perex: null },
  },
  invalid: {
    headingNotText: { data: { heading: 12 }, path: 'heading' },
  },
});

describe('forms.whistleblowing', () => {
  const html = (data: object) =>
    renderBlockToHtml(whistleblowingFormBlock, contentProps(whistleblowingFormBlock, data));

  it('renders the whole form on the server: relationships, anonymity, contact, the data line', () => {
    const page = html({});
    const t = whistleblowingFormMessages.cs;
    expect(page).toContain('Podat oznámení online');
    expect(page).toMatch(/<form novalidate/i);
    for (const label of Object.values(t.relationships)) expect(page).toContain(label);
    expect(page).toContain('Chci zůstat v anonymitě');
    expect(page).toContain(t.anonymousNote);
    expect(page).toContain('Jméno a příjmení');
    expect(page).toContain('value="+420 "');
    expect(page).toContain(t.dataNote);
  });

  it('asks no consent at all, and never the marketing one', () => {
    const page = html({});
    expect(page).not.toContain('Souhlasím');
    expect(page).not.toMatch(/novinek|nabídek/);
    // The one checkbox is the anonymity.
    expect(page.match(/type="checkbox"/g)).toHaveLength(1);
  });

  it('shows the editor’s heading and perex', () => {
    const page = html({ heading: 'Nahlásit podezření', perex: 'Vše zůstane mezi námi.' });
    expect(page).toContain('Nahlásit podezření');
    expect(page).toContain('Vše zůstane mezi námi.');
  });

  it('an anonymous reporter has no contact fields on screen', () => {
    expect(whistleblowingFieldsOnScreen(true)).toEqual([
      'relationship',
      'text',
      'whenAndWhere',
      'involved',
      'anonymous',
    ]);
    expect(whistleblowingFieldsOnScreen(false)).toEqual([
      'relationship',
      'text',
      'whenAndWhere',
      'involved',
      'anonymous',
      'name',
      'email',
      'phone',
    ]);
  });

  it('is registered, and always hydrates from its own island loader', async () => {
    expect(callbackFormBlocks).toContain(whistleblowingFormBlock);
    expect(whistleblowingFormBlock.island?.(contentProps(whistleblowingFormBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.whistleblowing']?.()).toBe(WhistleblowingForm);
  });

  it('promises a reply only to a reporter who left a contact', () => {
    for (const t of Object.values(whistleblowingFormMessages)) {
      expect(t.successText).toMatch(/7/);
      expect(t.anonymousSuccessText).not.toMatch(/7|potvrdí|confirm/);
    }
  });
});
