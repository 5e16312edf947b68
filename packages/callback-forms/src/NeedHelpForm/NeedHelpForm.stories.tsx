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
import { NEED_HELP } from '../../test/fixtures/needHelp.js';
import { JANA } from '../../test/fixtures/person.js';
import { NeedHelpForm } from './NeedHelpForm.js';

const NEED_HELP_URL = `${API}/api/v1.0/rest/web/v2/form/need-help`;

const meta = {
  title: 'Callback forms/NeedHelpForm',
  component: NeedHelpForm,
  decorators: [withSite()],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The need-help form (SPEC §5 "Need-help form", §6), the CMS section \`forms.need-help\`
(\`heading\`, \`perex\`). \`Jste náš klient?\` starts at \`Ne\`; answering \`Ano\` shows the contract number,
which is then required and sent, and is never sent otherwise. Name, surname, e-mail, phone, the question and
the consent to the processing of personal data are required; the marketing consent is asked but optional
(SPEC-NOTES: it is never a condition of a request, GDPR Art. 7(4)).
Validation runs on submit only and focus moves to the first error. The call is api-client's \`sendNeedHelp\`
(\`web/v2/form/need-help\`); a success opens the confirmation, a server's field errors land on the fields, any
other failure opens the error dialog and keeps every value.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof NeedHelpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = recordPosts(NEED_HELP_URL);

async function form() {
  return within(await screen.findByRole('region', { name: /Potřebujete pomoc\?|Do you need help\?/ }));
}

const contractField = (region: ReturnType<typeof within>) =>
  region.queryByRole('textbox', { name: /^Číslo smlouvy/ });

async function fill({ contractNumber }: { contractNumber?: string } = {}) {
  const region = await form();
  if (contractNumber !== undefined) {
    await userEvent.click(region.getByRole('radio', { name: 'Ano' }));
    await userEvent.type(contractField(region) as HTMLElement, contractNumber);
  }
  await userEvent.type(region.getByRole('textbox', { name: /^Jméno/ }), JANA.firstName);
  await userEvent.type(region.getByRole('textbox', { name: /^Příjmení/ }), JANA.surname);
  await userEvent.type(region.getByRole('textbox', { name: /^E-mail/ }), JANA.email);
  await userEvent.type(region.getByRole('textbox', { name: /^Telefon/ }), JANA.phoneDigits);
  await userEvent.type(
    region.getByRole('textbox', { name: /^Váš dotaz/ }),
    NEED_HELP.question,
  );
  await userEvent.click(region.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }));
  await userEvent.click(region.getByRole('checkbox', { name: /novinek a nabídek/ }));
  return region;
}

// This fill ticks the marketing consent too.
const nonClientPayload = { ...NEED_HELP.payload, marketingConsent: true };

export const Idle: Story = {
  play: async () => {
    const region = await form();
    await expect(region.getByRole('heading', { level: 2, name: 'Potřebujete pomoc?' })).toBeVisible();
    const client = region.getByRole('group', { name: /Jste náš klient\?/ });
    await expect(within(client).getByRole('radio', { name: 'Ne' })).toBeChecked();
    await expect(contractField(region)).toBeNull();
    await expect(region.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 ');
    await expect(region.getByRole('checkbox', { name: /novinek a nabídek/ })).not.toBeRequired();
    await expect(region.getByText('*povinné informace')).toBeVisible();
  },
};

export const EmptySubmit: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Příjmení je povinný údaj.')).toBeVisible();
    await expect(region.getByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Dotaz je povinný údaj.')).toBeVisible();
    // The message names the field it is under: the text area is "Váš dotaz", described by it.
    await expect(region.getByRole('textbox', { name: /^Váš dotaz/ })).toHaveAccessibleDescription(
      /Dotaz je povinný údaj\./,
    );
    // Only the personal-data consent is required; marketing never is (SPEC-NOTES).
    await expect(region.getAllByText('Souhlas je povinný údaj.')).toHaveLength(1);
    await expect(region.queryByText('Číslo smlouvy je povinný údaj.')).toBeNull();
    // Focused and announced, no call: the lead-form contract (test/leadFormContract.tsx).
    const name = region.getByRole('textbox', { name: /^Jméno/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
  },
};

/** A client must give the contract number; it is the first field in error. */
export const ClientWithoutContractNumber: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('radio', { name: 'Ano' }));
    const contract = contractField(region) as HTMLElement;
    await expect(contract).toBeVisible();
    await expect(contract).toBeRequired();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Číslo smlouvy je povinný údaj.')).toBeVisible();
    await waitFor(() => expect(contract).toHaveFocus());
  },
};

export const InvalidEmailAndPhone: Story = {
  play: async () => {
    const region = await fill();
    const email = region.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jana@');
    const phone = region.getByRole('textbox', { name: /^Telefon/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+420 601');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('E-mail je ve špatném formátu.')).toBeVisible();
    await expect(region.getByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const SentByClient: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fill({ contractNumber: NEED_HELP.contractNumber });
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Děkujeme, že jste se na nás obrátili!');
    await expect(
      within(thanks).getByText(
        'A je to. Ozveme se vám e-mailem nebo telefonicky nejpozději do dvou pracovních dnů.',
      ),
    ).toBeVisible();
    await expect(sent.bodies).toStrictEqual([
      { ...nonClientPayload, isClient: true, contractNumber: NEED_HELP.contractNumber },
    ]);
    await expect(analytics.mock.calls).toStrictEqual([[{ name: 'Odeslani formulare', label: 'need-help' }]]);
    await closeDialog(thanks);
    // A sent form starts again empty: `Ne`, no contract number.
    await expect(region.getByRole('radio', { name: 'Ne' })).toBeChecked();
    await expect(contractField(region)).toBeNull();
    await expect(region.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('');
  },
};

/** A number typed before answering `Ne` stays in the browser: a non-client's lead has none. */
export const SentByNonClient: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fill({ contractNumber: NEED_HELP.contractNumber });
    await userEvent.click(region.getByRole('radio', { name: 'Ne' }));
    await expect(contractField(region)).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Děkujeme, že jste se na nás obrátili!');
    await expect(sent.bodies).toStrictEqual([nonClientPayload]);
  },
};

const slow = recordPosts(NEED_HELP_URL, 4000);

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
    await expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true');
    await shownDialog('Děkujeme, že jste se na nás obrátili!');
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(NEED_HELP_URL, { contractNumber: 'Smlouvu s tímto číslem nenacházíme.' }));
  },
  play: async () => {
    const region = await fill({ contractNumber: NEED_HELP.contractNumber });
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const contract = contractField(region) as HTMLElement;
    await expect(await region.findByText('Smlouvu s tímto číslem nenacházíme.')).toBeVisible();
    // Focused, every value kept, no error dialog: the lead-form contract.
    await waitFor(() => expect(contract).toHaveFocus());
  },
};

/** The same server error while the contract number is hidden (not a client): the error dialog. */
export const ServerErrorOnHiddenField: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(NEED_HELP_URL, { contractNumber: 'Smlouvu s tímto číslem nenacházíme.' }));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fill();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Chyba při zpracování');
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(dropConnection(NEED_HELP_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fill({ contractNumber: NEED_HELP.contractNumber });
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const error = await shownDialog('Chyba při zpracování');
    await expect(console.error).toHaveBeenCalled();
    // The dialog's text and every value kept after it: the lead-form contract.
    await closeDialog(error);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await form();
    await expect(region.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(region.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(region.getByRole('button', { name: 'Send' }));
    await expect(await region.findByText('Contract number is required.')).toBeVisible();
    await expect(region.getByText('Question is required.')).toBeVisible();
    await waitFor(() => expect(region.getByRole('textbox', { name: /^Contract number/ })).toHaveFocus());
  },
};
