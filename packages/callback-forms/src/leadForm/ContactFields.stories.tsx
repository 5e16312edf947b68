import { PHONE_PREFIX } from '@insurance-web/ui';
import { callMeFormSchema, needHelpSchema, whistleblowingSchema } from '@insurance-web/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FieldsStoryForm, type FieldsStoryFormProps } from '../../test/fieldsStoryForm.js';
import { ContactFields, type ContactFieldsProps } from './ContactFields.js';

type Args = Omit<ContactFieldsProps<FieldValues>, 'register' | 'errors'>;

/** The fields in a story form validated by `schema` (a real form's), starting from `defaultValues`. */
const withRules = (schema: FieldsStoryFormProps['schema'], defaultValues: FieldValues) => (args: Args) => (
  <FieldsStoryForm schema={schema} defaultValues={defaultValues}>
    {(form) => <ContactFields {...args} {...form} />}
  </FieldsStoryForm>
);

/** The call-me form's rules with `channel` chosen: that channel's field is required. */
const callMeRules = (channel: 'PHONE' | 'EMAIL') =>
  withRules(callMeFormSchema, { contact: channel, email: '', phone: PHONE_PREFIX });

const meta = {
  title: 'Callback forms/Lead form/ContactFields',
  // Its props table on the docs page; `register` and `errors` come from the story's form (`render`).
  component: ContactFields as ComponentType<Args>,
  args: { email: 'email', phone: 'phone' },
  // The need-help form's rules: both fields required, each with its shape checked.
  render: withRules(needHelpSchema, { email: '', phone: PHONE_PREFIX }),
  parameters: {
    docs: {
      description: {
        component: `The e-mail and phone pair of every lead form (\`@insurance-web/callback-forms/leadForm\`):
seven forms of this package use it, each naming its own two fields (\`email\`, \`phone\` or \`phoneNumber\`).
ui's \`TextField\` (\`type="email"\`, \`autocomplete="email"\`) and \`PhoneField\` (\`+420 \` prefilled,
\`inputMode="tel"\`), labelled \`E-mail\` and \`Telefon\`, each with its error under it and \`aria-invalid\`
once the form's schema rejects it. The component shows what the form's schema says; it validates nothing
itself. Props: \`required\` (both by default; \`false\` where the form asks for either, \`'email'\` or
\`'phone'\` for the channel the visitor chose), \`layout\` (\`pair\`: side by side from 40 rem; \`stacked\`:
one under the other, in a form's own column), \`phoneFirst\` (where a call is what the form is about),
\`phoneHint\`. The stories validate with real forms' schemas (need-help, call-me, whistleblowing) and
submit with the button under the fields.`,
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Both required, side by side from 40 rem (the question and need-help forms). */
export const Pair: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail (povinné)' });
    const phone = canvas.getByRole('textbox', { name: 'Telefon (povinné)' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(phone).toHaveValue('+420 ');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    // E-mail first, in the reading order, and both in one grid (two columns from 40 rem).
    await expect(email.compareDocumentPosition(phone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(email.closest('.grid')).toContainElement(phone);
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** One under the other in the form's own column (the mobility and meeting forms). */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    const phone = canvas.getByRole('textbox', { name: /^Telefon/ });
    // No grid of their own: each field stands in the form's column, as its other fields do.
    await expect(email.closest('.grid')).toBeNull();
    await expect(phone).toHaveValue('+420 ');
  },
};

/** The phone first, where a call is what the form is about (the service-booking form). */
export const StackedPhoneFirst: Story = {
  args: { layout: 'stacked', phoneFirst: true },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox');
    await expect(first).toHaveAccessibleName('Telefon (povinné)');
    await expect(second).toHaveAccessibleName('E-mail (povinné)');
  },
};

/** Said under the phone field (the meeting form's `Zavoláme vám…`). */
export const WithPhoneHint: Story = {
  args: { layout: 'stacked', phoneHint: 'Zavoláme vám, jen když se něco změní.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Telefon/ })).toHaveAccessibleDescription(
      'Zavoláme vám, jen když se něco změní.',
    );
  },
};

/** Submitted empty: both messages under their fields, both invalid, the e-mail focused. */
export const ErrorsRequired: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    const phone = canvas.getByRole('textbox', { name: /^Telefon/ });
    await expect(await canvas.findByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(canvas.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Chyba: E-mail je povinný údaj.');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** Filled in the wrong shape: the format messages under both, both invalid. */
export const ErrorsFormat: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    const phone = canvas.getByRole('textbox', { name: /^Telefon/ });
    await userEvent.type(email, 'jana@');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 7700 900123');
    await submit(canvas);
    await expect(await canvas.findByText('E-mail je ve špatném formátu.')).toBeVisible();
    await expect(canvas.getByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Chyba: Špatný formát čísla nebo chybí předvolba.');
  },
};

/** Corrected after the errors: both valid again, their messages gone. */
export const Corrected: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    const phone = canvas.getByRole('textbox', { name: /^Telefon/ });
    await submit(canvas);
    await expect(await canvas.findByText('E-mail je povinný údaj.')).toBeVisible();
    await userEvent.type(email, 'jana.novakova@example.cz');
    await userEvent.type(phone, '601 123 456');
    await submit(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pole jsou vyplněna správně.');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('E-mail je povinný údaj.')).toBeNull();
    await expect(canvas.queryByText('Telefon je povinný údaj.')).toBeNull();
  },
};

/** The call-me form: only the channel the visitor chose is required (here the phone); the other is checked when given. */
export const RequiredPerChannel: Story = {
  args: { required: 'phone', phoneFirst: true },
  render: callMeRules('PHONE'),
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Telefon (povinné)' });
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).not.toHaveAttribute('aria-required');
    await submit(canvas);
    await expect(await canvas.findByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(phone).toHaveFocus());
    // The e-mail left out is fine; one that is given must have its shape.
    await userEvent.type(email, 'jana@');
    await submit(canvas);
    await expect(await canvas.findByText('E-mail je ve špatném formátu.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The call-me form with `E-mailem` chosen: the e-mail required, the phone not. */
export const RequiredEmailChannel: Story = {
  args: { required: 'email', phoneFirst: true },
  render: callMeRules('EMAIL'),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail (povinné)' });
    const phone = canvas.getByRole('textbox', { name: 'Telefon' });
    await submit(canvas);
    await expect(await canvas.findByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** The whistleblowing form: neither is required, but one of them is (its message stands under the e-mail). */
export const EitherOne: Story = {
  args: { required: false },
  render: withRules(whistleblowingSchema, { email: '', phone: PHONE_PREFIX }),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const phone = canvas.getByRole('textbox', { name: 'Telefon' });
    await submit(canvas);
    await expect(await canvas.findByText('E-mail nebo telefon je povinný údaj.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).not.toHaveAttribute('aria-invalid');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('E-mail is required.')).toBeVisible();
    await expect(canvas.getByText('Phone is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
