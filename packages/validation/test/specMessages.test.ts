import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { meetingInvalidMessage } from '../src/forms/techEvent.js';
import { messages } from '../src/messages.js';
import { firstErrors } from './issues.js';
import {
  SPEC_OUTCOME_MESSAGES,
  SPEC_RULE_MESSAGES,
  SPEC_SCHEMAS,
  SPEC_VALID,
  SPEC_VALIDATION_OUTCOMES,
  type SpecForm,
} from './specMessages.js';

/*
 * SPEC's texts where SPEC gives them: each rule of the table, broken on its own, makes the form's
 * schema report exactly SPEC's text (in correct Czech) on that field, and the English schema the
 * English text of the same message; each outcome is the text its package shows.
 */

/** What SPEC's undiacritised spelling keeps of a Czech text: no diacritics, `…` as `...`. */
const bare = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('…', '...');

/** The key of `messages.cs` that holds a Czech text. */
const keyOf = (cs: string) =>
  (Object.keys(messages.cs) as (keyof typeof messages.cs)[]).find((key) => messages.cs[key] === cs);

const label = (row: { form: string; field: string; rule: string }) =>
  `${row.form} › ${row.field} › ${row.rule}`;

describe('the table of SPEC’s messages', () => {
  it.each(Object.keys(SPEC_SCHEMAS) as SpecForm[])('%s: its complete submission passes', (form) => {
    expect(firstErrors(SPEC_SCHEMAS[form]('cs'), SPEC_VALID[form])).toEqual({});
  });

  it.each(SPEC_RULE_MESSAGES.map((row) => [label(row), row] as const))(
    '%s: the schema says SPEC’s text',
    (_, row) => {
      expect(firstErrors(SPEC_SCHEMAS[row.form]('cs'), row.input)[row.field]).toBe(row.cs);
      // The English form says the English text of the same message.
      const key = keyOf(row.cs);
      expect(key, `no message holds ${row.cs}`).toBeDefined();
      expect(firstErrors(SPEC_SCHEMAS[row.form]('en'), row.input)[row.field]).toBe(
        messages.en[key as keyof typeof messages.en],
      );
    },
  );

  it.each(SPEC_VALIDATION_OUTCOMES.map((row) => [row.where, row] as const))(
    '%s: validation holds SPEC’s text',
    (_, row) => {
      expect(messages.cs[row.key]).toBe(row.cs);
    },
  );

  it('the digital meeting’s invalid submit says SPEC’s text', () => {
    expect(meetingInvalidMessage('cs')).toBe('Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.');
  });

  it.each(SPEC_OUTCOME_MESSAGES.map((row) => [row.where, row] as const))(
    '%s: its package shows SPEC’s text',
    (_, row) => {
      const source = readFileSync(new URL(`../../${row.module}`, import.meta.url), 'utf8');
      // `{product}` is the brand, a template placeholder in the module.
      expect(source).toContain(row.cs.replaceAll('{product}', `$${'{'}product}`));
    },
  );

  it.each([
    ...SPEC_RULE_MESSAGES.map((row) => [label(row), row] as const),
    ...SPEC_OUTCOME_MESSAGES.map((row) => [row.where, row] as const),
  ])('%s: is SPEC’s text with its diacritics, or says why not', (_, row) => {
    if (bare(row.cs) !== bare(row.spec)) expect(row.reading, `${row.cs} ≠ ${row.spec}`).toBeTruthy();
    // Correct Czech: SPEC's undiacritised words never reach a visitor.
    expect(row.cs).not.toMatch(
      /\b(povinny|udaj|Jmeno|Prosim|vyplnte|Spatny|cisla|chybi|Vyber|Rodne|Cislo|ICO|uz|zrusena)\b/,
    );
  });

  it('covers every form SPEC gives texts for, and both tabs of the casco dialog', () => {
    const forms = new Set(SPEC_RULE_MESSAGES.map((row) => row.form));
    expect([...forms].sort()).toEqual(Object.keys(SPEC_SCHEMAS).sort());
    expect(SPEC_RULE_MESSAGES.length + SPEC_VALIDATION_OUTCOMES.length + SPEC_OUTCOME_MESSAGES.length).toBe(
      SPEC_TABLE_SIZE,
    );
  });
});

/** The table's size, stated so that a row lost in an edit shows (rules + validation's outcomes + the others'). */
const SPEC_TABLE_SIZE = 84;
