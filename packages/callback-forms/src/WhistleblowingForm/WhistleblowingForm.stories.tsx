import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  API,
  analytics,
  closeDialog,
  heldPosts,
  recordPosts,
  shownDialog,
  withSite,
} from '../../../../test/storySupport.js';
import { JANA } from '../../test/fixtures/person.js';
import { WHISTLEBLOWING } from '../../test/fixtures/whistleblowing.js';
import { WhistleblowingForm } from './WhistleblowingForm.js';

const WHISTLEBLOWING_URL = `${API}/api/latest/rest/forms/v2/whistleblowing`;

const meta = {
  title: 'Callback forms/WhistleblowingForm',
  component: WhistleblowingForm,
  decorators: [withSite()],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The whistleblowing form (the internal reporting channel of zákon č. 171/2023 Sb., o ochraně
oznamovatelů; SPEC §7 \`forms/v2/whistleblowing\`), the CMS section \`forms.whistleblowing\` (\`heading\`, \`perex\`).
The relationship to the company and what happened are required, when, where and who optional. A reporter who ticks
\`Chci zůstat v anonymitě\` is told that we then cannot confirm receipt nor tell the outcome, loses the contact
fields, and sends nothing about themselves (whatever was typed before). Anyone else gives a name and an e-mail or a
phone, for the confirmation of receipt within 7 days. No consent is asked, the marketing one never: a line says the
report is processed confidentially by the příslušná osoba only. The thank-you promises a reply only to a reporter
who can receive one. Analytics carry the form's name, never the report.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof WhistleblowingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = recordPosts(WHISTLEBLOWING_URL);
const held = heldPosts(WHISTLEBLOWING_URL);

const REPORT = WHISTLEBLOWING.text;

async function form() {
  return within(await screen.findByRole('region', { name: /Podat oznámení online|Report online/ }));
}

async function fillReport() {
  const region = await form();
  await userEvent.selectOptions(
    region.getByRole('combobox', { name: /^Váš vztah ke společnosti/ }),
    WHISTLEBLOWING.relationship,
  );
  await userEvent.type(region.getByRole('textbox', { name: /^Co se stalo/ }), REPORT);
  await userEvent.type(region.getByRole('textbox', { name: /^Kdy a kde/ }), WHISTLEBLOWING.whenAndWhere);
  return region;
}

async function fillContact(region: Awaited<ReturnType<typeof form>>) {
  await userEvent.type(region.getByRole('textbox', { name: /^Jméno a příjmení/ }), JANA.fullName);
  await userEvent.type(region.getByRole('textbox', { name: /^E-mail/ }), JANA.email);
}

const report = WHISTLEBLOWING.report;

/** Empty: every field, the anonymity with what it costs, the line on processing, no consent box. */
export const Empty: Story = {
  play: async () => {
    const region = await form();
    await expect(region.getByRole('heading', { level: 2, name: 'Podat oznámení online' })).toBeVisible();
    await expect(region.getByRole('combobox', { name: /^Váš vztah ke společnosti/ })).toHaveValue('');
    const anonymous = region.getByRole('checkbox', { name: 'Chci zůstat v anonymitě' });
    await expect(anonymous).not.toBeChecked();
    await expect(anonymous).toHaveAccessibleDescription(/nemůžeme vám potvrdit jeho přijetí/);
    await expect(region.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 ');
    await expect(region.getAllByRole('checkbox')).toHaveLength(1);
    await expect(region.getByText(/zpracovává je jen příslušná osoba/)).toBeVisible();
  },
};

export const Errors: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat oznámení' }));
    const relationship = region.getByRole('combobox', { name: /^Váš vztah ke společnosti/ });
    await expect(await region.findByText('Vztah ke společnosti je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Popis toho, co se stalo, je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(region.getByText('E-mail nebo telefon je povinný údaj.')).toBeVisible();
    // One pattern in the form. Focused and announced, no call: the lead-form contract.
    await expect(region.queryByText('Prosím vyplňte.')).toBeNull();
    await waitFor(() => expect(relationship).toHaveFocus());
    // Too short a description says how long it must be.
    await userEvent.type(region.getByRole('textbox', { name: /^Co se stalo/ }), 'Krádež.');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat oznámení' }));
    await expect(await region.findByText('Popište prosím, co se stalo (alespoň 30 znaků).')).toBeVisible();
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const Anonymous: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fillReport();
    // A name typed before choosing anonymity is not sent.
    await fillContact(region);
    await userEvent.click(region.getByRole('checkbox', { name: 'Chci zůstat v anonymitě' }));
    await expect(region.queryByRole('textbox', { name: /^Jméno a příjmení/ })).toBeNull();
    await expect(region.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();
    await expect(region.queryByRole('textbox', { name: /^Telefon/ })).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat oznámení' }));
    const thanks = await shownDialog('Děkujeme za oznámení');
    await expect(
      within(thanks).getByText(
        'Oznámení jsme přijali a příslušná osoba ho prošetří. Protože jste nezanechali kontakt, nemůžeme vám odpovědět.',
      ),
    ).toBeVisible();
    await expect(sent.bodies).toStrictEqual([{ ...report, anonymous: true }]);
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Odeslani formulare', label: 'whistleblowing' }],
    ]);
    await closeDialog(thanks);
    await expect(region.getByRole('textbox', { name: /^Co se stalo/ })).toHaveValue('');
  },
};

export const SentWithContact: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fillReport();
    await fillContact(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat oznámení' }));
    const thanks = await shownDialog('Děkujeme za oznámení');
    await expect(
      within(thanks).getByText(
        'Oznámení jsme přijali. Příslušná osoba vám do 7 dnů potvrdí jeho přijetí a do 30 dnů vám sdělí, jak ho posoudila.',
      ),
    ).toBeVisible();
    // Its exact payload: the lead-form contract's row. The event names the form; nothing of the
    // report or the reporter.
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Odeslani formulare', label: 'whistleblowing' }],
    ]);
    await expect(JSON.stringify(analytics.mock.calls)).not.toContain('Vedoucí');
    await closeDialog(thanks);
    await expect(region.getByRole('textbox', { name: /^Jméno a příjmení/ })).toHaveValue('');
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(held.hold());
  },
  play: async () => {
    const region = await fillReport();
    await userEvent.click(region.getByRole('checkbox', { name: 'Chci zůstat v anonymitě' }));
    const submit = region.getByRole('button', { name: 'Odeslat oznámení' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    held.release();
    await shownDialog('Děkujeme za oznámení');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(WHISTLEBLOWING_URL, () =>
        HttpResponse.json({ message: 'Internal error', errors: [], warnings: [] }, { status: 500 }),
      ),
    );
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fillReport();
    await fillContact(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat oznámení' }));
    const error = await shownDialog('Chyba při zpracování');
    await expect(
      within(error).getByText('Litujeme, ale váš požadavek se nepodařilo dokončit.'),
    ).toBeVisible();
    await closeDialog(error);
    // Nothing the reporter wrote is lost.
    await expect(region.getByRole('textbox', { name: /^Co se stalo/ })).toHaveValue(REPORT);
    await expect(region.getByRole('textbox', { name: /^Jméno a příjmení/ })).toHaveValue(JANA.fullName);
    await expect(region.getByRole('combobox', { name: /^Váš vztah ke společnosti/ })).toHaveValue('EMPLOYEE');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('button', { name: 'Send the report' }));
    await expect(await region.findByText('Relationship to the company is required.')).toBeVisible();
    await expect(region.getByText('An e-mail or a phone is required.')).toBeVisible();
  },
};
