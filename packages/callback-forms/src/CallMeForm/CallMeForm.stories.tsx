import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  API,
  analytics,
  closeDialog,
  dropConnection,
  recordPosts,
  rejectFields,
  shownDialog,
  withSite,
} from '../../../../test/storySupport.js';
import { CALL_ME } from '../../test/fixtures/callMe.js';
import { JANA } from '../../test/fixtures/person.js';
import { CallMeForm } from './CallMeForm.js';

const CALL_ME_URL = `${API}/api/v1.0/rest/web/v2/form/offer/call-me`;

const meta = {
  title: 'Callback forms/CallMeForm',
  component: CallMeForm,
  decorators: [withSite()],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The call-me form (SPEC §3 "Call-me form payload", §4, §7), the CMS section \`forms.call-me\`
(\`heading\`, \`perex\`, \`withPolicyNumber\`). The visitor chooses \`Zavolejte mi\` (preselected) or \`Napište mi
e-mail\`: that channel's field is required, the other may stay empty but is checked when given. The first name
and the consent to the processing of personal data (\`termsAgreement\`) are required; the message and the
marketing consent are optional; the variant for clients also requires the contract number. Validation runs on
submit only and focus moves to the first error. The call is api-client's \`sendCallMeForm\` to the call-me
offer endpoint; a success opens \`Děkujeme za váš zájem!\` with the chosen channel, a server's field errors
land on the fields, any other failure opens the error dialog and keeps every value.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof CallMeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = recordPosts(CALL_ME_URL);

async function form() {
  return within(await screen.findByRole('region', { name: /Ozveme se vám|We will get in touch/ }));
}

const phoneField = (region: ReturnType<typeof within>) => region.getByRole('textbox', { name: /^Telefon/ });
const emailField = (region: ReturnType<typeof within>) => region.getByRole('textbox', { name: /^E-mail/ });

async function fill({ byEmail = false, policyNumber }: { byEmail?: boolean; policyNumber?: string } = {}) {
  const region = await form();
  await userEvent.type(region.getByRole('textbox', { name: /^Jméno/ }), JANA.firstName);
  if (byEmail) {
    await userEvent.click(region.getByRole('radio', { name: 'Napište mi e-mail' }));
    await userEvent.type(emailField(region), JANA.email);
  } else {
    await userEvent.type(phoneField(region), JANA.phoneDigits);
  }
  if (policyNumber !== undefined) {
    await userEvent.type(region.getByRole('textbox', { name: /^Číslo smlouvy/ }), policyNumber);
  }
  await userEvent.type(region.getByRole('textbox', { name: /^Vaše zpráva/ }), CALL_ME.message);
  await userEvent.click(region.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }));
  return region;
}

const byPhonePayload = CALL_ME.payload;

export const Idle: Story = {
  play: async () => {
    const region = await form();
    await expect(region.getByRole('heading', { level: 2, name: 'Ozveme se vám' })).toBeVisible();
    const contact = region.getByRole('group', { name: /Jak se vám máme ozvat\?/ });
    await expect(within(contact).getByRole('radio', { name: 'Zavolejte mi' })).toBeChecked();
    await expect(phoneField(region)).toHaveValue('+420 ');
    await expect(phoneField(region)).toBeRequired();
    await expect(emailField(region)).not.toBeRequired();
    await expect(region.queryByRole('textbox', { name: /Číslo smlouvy/ })).toBeNull();
    await expect(region.getByRole('checkbox', { name: /novinek a nabídek/ })).not.toBeChecked();
    await expect(region.getByText('*povinné informace')).toBeVisible();
  },
};

export const EmptySubmit: Story = {
  play: async () => {
    const region = await form();
    const name = region.getByRole('textbox', { name: /^Jméno/ });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(region.queryByText('Jméno je povinný údaj.')).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Souhlas je povinný údaj.')).toBeVisible();
    // The e-mail is not the chosen channel: left empty, it is no error.
    await expect(region.queryByText('E-mail je povinný údaj.')).toBeNull();
    // Focused and announced, no call: the lead-form contract (test/leadFormContract.tsx).
    await waitFor(() => expect(name).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
  },
};

/** Choosing the e-mail moves the requirement: the e-mail is required, the phone no longer. */
export const EmptySubmitByEmail: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('radio', { name: 'Napište mi e-mail' }));
    await expect(emailField(region)).toBeRequired();
    await expect(phoneField(region)).not.toBeRequired();
    await userEvent.type(region.getByRole('textbox', { name: /^Jméno/ }), 'Jana');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(region.queryByText('Telefon je povinný údaj.')).toBeNull();
    await waitFor(() => expect(emailField(region)).toHaveFocus());
  },
};

/** After a submit, switching the channel checks the two fields again at once. */
export const SwitchChannelAfterSubmit: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Telefon je povinný údaj.')).toBeVisible();
    await userEvent.click(region.getByRole('radio', { name: 'Napište mi e-mail' }));
    await expect(await region.findByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(region.queryByText('Telefon je povinný údaj.')).toBeNull();
  },
};

export const InvalidOtherChannel: Story = {
  play: async () => {
    const region = await fill();
    await userEvent.type(emailField(region), 'jana@');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('E-mail je ve špatném formátu.')).toBeVisible();
    await waitFor(() => expect(emailField(region)).toHaveFocus());
    const phone = phoneField(region);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 7700 900123');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
  },
};

export const SentByPhone: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fill();
    await userEvent.click(region.getByRole('checkbox', { name: /novinek a nabídek/ }));
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(
      within(thanks).getByText('A je to. Brzy vám zavoláme na číslo +420 601 123 456.'),
    ).toBeVisible();
    await expect(sent.bodies).toStrictEqual([{ ...byPhonePayload, marketingAgreement: true }]);
    await expect(analytics.mock.calls).toStrictEqual([[{ name: 'Odeslani formulare', label: 'call-me' }]]);
    await closeDialog(thanks);
    // A sent form starts again empty, with a call preselected.
    await expect(region.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('');
    await expect(phoneField(region)).toHaveValue('+420 ');
    await expect(region.getByRole('radio', { name: 'Zavolejte mi' })).toBeChecked();
  },
};

export const SentByEmail: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fill({ byEmail: true });
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(
      within(thanks).getByText('A je to. Brzy vám napíšeme na adresu jana.novakova@example.cz.'),
    ).toBeVisible();
    // The untouched phone field held only its prefix: it is sent empty.
    await expect(sent.bodies).toStrictEqual([
      { ...byPhonePayload, contact: 'EMAIL', email: 'jana.novakova@example.cz', phone: '' },
    ]);
  },
};

export const WithPolicyNumber: Story = {
  args: { withPolicyNumber: true },
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Číslo smlouvy je povinný údaj.')).toBeVisible();
    await fill({ policyNumber: '8801234567' });
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Děkujeme za váš zájem!');
    await expect(sent.bodies).toStrictEqual([{ ...byPhonePayload, policyNumber: '8801234567' }]);
    await expect(analytics).toHaveBeenCalledWith({ name: 'Odeslani formulare', label: 'call-me-policy' });
  },
};

const slow = recordPosts(CALL_ME_URL, 4000);

export const Submitting: Story = {
  beforeEach({ msw }) {
    slow.bodies.length = 0;
    msw.use(slow.handler);
  },
  play: async () => {
    const region = await fill();
    const submit = region.getByRole('button', { name: 'Odeslat' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(submit).toHaveFocus();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(phoneField(region).closest('form')).toHaveAttribute('aria-busy', 'true');
    await shownDialog('Děkujeme za váš zájem!');
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(CALL_ME_URL, { phone: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.' }));
  },
  play: async () => {
    const region = await fill();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const phone = phoneField(region);
    await expect(
      await region.findByText('Na toto číslo se nedovoláme, zkontrolujte ho prosím.'),
    ).toBeVisible();
    // Focused, every value kept, no error dialog: the lead-form contract.
    await waitFor(() => expect(phone).toHaveFocus());
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(dropConnection(CALL_ME_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fill({ byEmail: true });
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const error = await shownDialog('Chyba při zpracování');
    await expect(console.error).toHaveBeenCalled();
    await closeDialog(error);
    // The dialog's text and every value kept (the phone tab's contract row): here the e-mail channel stays chosen.
    await expect(region.getByRole('radio', { name: 'Napište mi e-mail' })).toBeChecked();
  },
};

/** A server error on a field the form does not show cannot be fixed by the visitor: the error dialog. */
export const ServerErrorOnHiddenField: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(CALL_ME_URL, { policyNumber: 'Číslo smlouvy je povinný údaj.' }));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fill();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Chyba při zpracování');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await form();
    await expect(region.getByRole('radio', { name: 'Call me' })).toBeChecked();
    await userEvent.click(region.getByRole('button', { name: 'Send' }));
    await expect(await region.findByText('Name is required.')).toBeVisible();
    await expect(region.getByText('Phone is required.')).toBeVisible();
    await waitFor(() => expect(region.getByRole('textbox', { name: /^First name/ })).toHaveFocus());
  },
};
