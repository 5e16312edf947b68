import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAnswer, isClientAnswer, NEED_HELP_FIELDS, needHelpFieldsOnScreen } from './needHelpFields';

describe('need-help fields', () => {
  it('shows the contract number to clients only, keeping the reading order', () => {
    expect(needHelpFieldsOnScreen(true)).toEqual(NEED_HELP_FIELDS);
    expect(needHelpFieldsOnScreen(false)).toEqual(NEED_HELP_FIELDS.filter((f) => f !== 'contractNumber'));
  });

  it('the radio answer and the boolean go back and forth unchanged', () => {
    fc.assert(
      fc.property(fc.boolean(), (isClient) => {
        expect(isClientAnswer(clientAnswer(isClient))).toBe(isClient);
      }),
    );
    expect(clientAnswer(undefined)).toBe('');
  });

  it('only the answer `yes` makes a client, whatever else a radio reports', () => {
    fc.assert(
      fc.property(fc.string(), (answer) => {
        expect(isClientAnswer(answer)).toBe(answer === 'yes');
      }),
    );
  });
});
