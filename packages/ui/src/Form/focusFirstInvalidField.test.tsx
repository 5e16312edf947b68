import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { focusFirstInvalidField } from './focusFirstInvalidField.js';

describe('focusFirstInvalidField', () => {
  it('focuses the first invalid control in reading order, skipping what cannot take focus', async () => {
    const screen = await render(
      <form aria-label="formulář">
        <input aria-label="jméno" />
        <input aria-label="skryté" type="hidden" aria-invalid="true" />
        <input aria-label="zakázané" disabled aria-invalid="true" />
        <fieldset aria-invalid="true">
          <legend>čas</legend>
          <input type="radio" name="t" aria-label="dopoledne" aria-invalid="true" />
        </fieldset>
        <input aria-label="telefon" aria-invalid="true" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'formulář' }).element();
    expect(focusFirstInvalidField(form)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'dopoledne' }).element());
  });

  it('enters an invalid radio group at its chosen radio (a server error on the chosen value)', async () => {
    const screen = await render(
      <form aria-label="formulář">
        <fieldset aria-invalid="true">
          <legend>pobočka</legend>
          <input type="radio" name="branch" value="a" aria-label="Černý Most" aria-invalid="true" />
          <input
            type="radio"
            name="branch"
            value="b"
            aria-label="Strahov"
            aria-invalid="true"
            defaultChecked
          />
        </fieldset>
        <input type="radio" name="other" value="c" aria-label="jiná skupina" defaultChecked />
        <input aria-label="telefon" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstInvalidField(screen.getByRole('form').element())).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Strahov' }).element());
  });

  it('does nothing when every field is valid', async () => {
    const screen = await render(
      <form aria-label="formulář">
        <input aria-label="jméno" aria-invalid="false" />
      </form>,
    );
    expect(focusFirstInvalidField(screen.getByRole('form').element())).toBe(false);
  });
});
