import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ConsentFields } from './ConsentFields.js';
import { ContactFields, type ContactFieldsProps } from './ContactFields.js';
import { fieldMessage } from './fieldMessage.js';

interface Values {
  email: string;
  phoneNumber: string;
  agreement2: boolean;
  agreement1: boolean;
}

// What react-hook-form's `register` gives an input, enough for the server's HTML.
const register = ((name: string) => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
})) as unknown as UseFormRegister<Values>;
const noErrors: FieldErrors<Values> = {};

function contact(props: Partial<ContactFieldsProps<Values>> = {}): string {
  return renderToStaticMarkup(
    createElement(ContactFields<Values>, {
      register,
      errors: noErrors,
      email: 'email',
      phone: 'phoneNumber',
      ...props,
    }),
  );
}

/** The inputs in document order, each as its attributes. */
const inputs = (html: string) => [...html.matchAll(/<input ([^>]*)\/?>/g)].map((match) => match[1] ?? '');

describe('ContactFields', () => {
  it('lays out e-mail then phone side by side, both required, as every form did by hand', () => {
    const html = contact();
    expect(html).toMatch(/^<div class="grid gap-5 sm:grid-cols-2">/);
    const [email, phone] = inputs(html);
    expect(email).toContain('name="email"');
    expect(email).toContain('type="email"');
    expect(email).toContain('autoComplete="email"');
    expect(email).toContain('aria-required="true"');
    expect(phone).toContain('name="phoneNumber"');
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('inputMode="tel"');
    expect(phone).toContain('value="+420 "');
    expect(phone).toContain('aria-required="true"');
    expect(html).toContain('>E-mail<');
    expect(html).toContain('>Telefon<');
  });

  it('stacks them in the form’s own column, phone first where a call is the point', () => {
    const html = contact({ layout: 'stacked', phoneFirst: true });
    expect(html).not.toContain('sm:grid-cols-2');
    const [first, second] = inputs(html);
    expect(first).toContain('name="phoneNumber"');
    expect(second).toContain('name="email"');
  });

  it('requires only the field of the chosen channel, or neither', () => {
    const byPhone = inputs(contact({ required: 'phone' }));
    expect(byPhone[0]).not.toContain('aria-required');
    expect(byPhone[1]).toContain('aria-required="true"');
    const byEmail = inputs(contact({ required: 'email' }));
    expect(byEmail[0]).toContain('aria-required="true"');
    expect(byEmail[1]).not.toContain('aria-required');
    for (const input of inputs(contact({ required: false }))) expect(input).not.toContain('aria-required');
  });

  it('says the phone hint and each field’s error under it', () => {
    const html = contact({
      phoneHint: 'Zavoláme vám před schůzkou.',
      errors: { phoneNumber: { type: 'server', message: 'Na toto číslo se nedovoláme.' } },
    });
    expect(html).toContain('Zavoláme vám před schůzkou.');
    expect(html).toContain('Na toto číslo se nedovoláme.');
    const [email, phone] = inputs(html);
    expect(email).not.toContain('aria-invalid="true"');
    expect(phone).toContain('aria-invalid="true"');
  });
});

describe('ConsentFields', () => {
  const consent = (personalData?: 'agreement2') =>
    renderToStaticMarkup(
      createElement(ConsentFields<Values>, {
        register,
        errors: noErrors,
        personalData,
        marketing: 'agreement1',
      }),
    );

  it('asks the required personal-data consent first, then the optional marketing one', () => {
    const html = consent('agreement2');
    const [personal, marketing] = inputs(html);
    expect(personal).toContain('name="agreement2"');
    expect(personal).toContain('type="checkbox"');
    expect(marketing).toContain('name="agreement1"');
    expect(html.indexOf('Souhlasím se zpracováním svých osobních údajů')).toBeLessThan(
      html.indexOf('Souhlasím se zasíláním novinek a nabídek e-mailem a telefonicky.'),
    );
  });

  it('leaves the personal-data consent out where the call states it (the casco dialog)', () => {
    const html = consent();
    expect(inputs(html)).toHaveLength(1);
    expect(html).not.toContain('osobních údajů');
    expect(html).toContain('Souhlasím se zasíláním novinek a nabídek e-mailem a telefonicky.');
  });
});

describe('fieldMessage', () => {
  it('finds a field’s message by its path, nested or not', () => {
    const errors = {
      email: { type: 'server', message: 'Špatně' },
      suitabilityRecord: { request: { type: 'server', message: 'Chybí' } },
    } as unknown as FieldErrors<Record<string, unknown>>;
    expect(fieldMessage(errors, 'email')).toBe('Špatně');
    expect(fieldMessage(errors, 'suitabilityRecord.request')).toBe('Chybí');
    expect(fieldMessage(errors, 'phone')).toBeUndefined();
  });

  it('gives nothing for an error without a text', () => {
    const errors = { email: { type: 'required' } } as unknown as FieldErrors<Record<string, unknown>>;
    expect(fieldMessage(errors, 'email')).toBeUndefined();
  });
});
