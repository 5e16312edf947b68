import { cascoEmailSchema, needHelpSchema } from '@insurance-web/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FieldsStoryForm } from '../../test/fieldsStoryForm.js';
import { ConsentFields, type ConsentFieldsProps } from './ConsentFields.js';

type Args = Omit<ConsentFieldsProps<FieldValues>, 'register' | 'errors'>;

const PERSONAL_DATA = /zpracováním svých osobních údajů/;
const MARKETING = /novinek a nabídek/;

const meta = {
  title: 'Callback forms/Lead form/ConsentFields',
  // Its props table on the docs page; `register` and `errors` come from the story's form (`render`).
  component: ConsentFields as ComponentType<Args>,
  args: { personalData: 'personalDataConsent', marketing: 'marketingConsent' },
  render: (args) => (
    <FieldsStoryForm
      schema={needHelpSchema}
      defaultValues={{ personalDataConsent: false, marketingConsent: false }}
    >
      {(form) => <ConsentFields {...args} {...form} />}
    </FieldsStoryForm>
  ),
  parameters: {
    docs: {
      description: {
        component: `The consent checkboxes of the lead forms (\`@insurance-web/callback-forms/leadForm\`), in one
order and with one text each: the consent to the processing of personal data, required, and the consent to
news and offers, always optional (SPEC-NOTES: never a condition of a service request, GDPR Art. 7(4)). Each
form names its own two fields (\`agreement2\`/\`agreement1\`, \`termsAgreement\`/\`marketingAgreement\`,
\`personalDataConsent\`/\`marketingConsent\`). The casco dialog leaves \`personalData\` out: its call
states that consent itself, with a line about the processing under the checkbox, so only the marketing
consent is shown. The errors come from the form's schema, under the checkbox with \`aria-invalid\`.`,
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Both, unticked: the personal-data consent required, the marketing one not. */
export const Both: Story = {
  play: async ({ canvas }) => {
    const [personalData, marketing] = canvas.getAllByRole('checkbox');
    await expect(personalData).toHaveAccessibleName(PERSONAL_DATA);
    await expect(personalData).toHaveAttribute('aria-required', 'true');
    await expect(marketing).toHaveAccessibleName(MARKETING);
    await expect(marketing).not.toHaveAttribute('aria-required');
    await expect(personalData).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
  },
};

/** Submitted unticked: the required consent's message, invalid and focused; the marketing one stays valid. */
export const ErrorShown: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    const personalData = canvas.getByRole('checkbox', { name: PERSONAL_DATA });
    const marketing = canvas.getByRole('checkbox', { name: MARKETING });
    await expect(await canvas.findByText('Souhlas je povinný údaj.')).toBeVisible();
    await expect(personalData).toHaveAttribute('aria-invalid', 'true');
    await expect(marketing).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(personalData).toHaveFocus());
  },
};

/** The required consent ticked after the error: valid, without the marketing consent. */
export const Ticked: Story = {
  play: async ({ canvas }) => {
    const personalData = canvas.getByRole('checkbox', { name: PERSONAL_DATA });
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    await expect(await canvas.findByText('Souhlas je povinný údaj.')).toBeVisible();
    await userEvent.click(personalData);
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pole jsou vyplněna správně.');
    await expect(personalData).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Souhlas je povinný údaj.')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: MARKETING })).not.toBeChecked();
  },
};

/** The casco dialog's: the marketing consent alone, optional; a submit without it is fine. */
export const MarketingOnly: Story = {
  args: { personalData: undefined, marketing: 'marketingAgreement' },
  render: (args) => (
    <FieldsStoryForm schema={cascoEmailSchema} defaultValues={{ marketingAgreement: false }}>
      {(form) => <ConsentFields {...args} {...form} />}
    </FieldsStoryForm>
  ),
  play: async ({ canvas }) => {
    const [marketing, ...others] = canvas.getAllByRole('checkbox');
    await expect(others).toHaveLength(0);
    await expect(marketing).toHaveAccessibleName(MARKETING);
    await expect(marketing).not.toHaveAttribute('aria-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pole jsou vyplněna správně.');
    await expect(marketing).not.toHaveAttribute('aria-invalid');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Consent is required.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /processing of my personal data/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
