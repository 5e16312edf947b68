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
import { CLAIM_REPORT } from '../../test/fixtures/claimReport.js';
import { JANA } from '../../test/fixtures/person.js';
import { ClaimReportForm } from './ClaimReportForm.js';

const CLAIM_REPORT_URL = `${API}/api/v1.0/rest/web/v2/form/claim-report`;

const meta = {
  title: 'Callback forms/ClaimReportForm',
  component: ClaimReportForm,
  decorators: [withSite()],
  args: { claimsPhone: CLAIM_REPORT.claimsPhone },
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The claim pages' short claim-report request, the CMS section \`forms.claim-report\` (\`heading\`,
\`perex\`, \`claimsPhone\`). Not the claims form (a registered slot the site does not fill): a request to be
called, so that a claims handler takes the claim down with the visitor. Required: the kind of claim, the day it
happened (today or earlier, in Prague), the full name, a phone and the personal-data consent; optional: the plate
or contract number (never kept in the tab's session storage), an e-mail and a short description. No marketing
consent. A line above the button says the call comes on a working day and offers the nonstop claims line (a
\`tel:\` link when the page gives \`claimsPhone\`) for what cannot wait; the thank-you names the number we will call
and the line again. It is sent to \`web/v2/form/claim-report\` and stored as its own kind.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof ClaimReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = recordPosts(CLAIM_REPORT_URL);
const held = heldPosts(CLAIM_REPORT_URL);

async function form() {
  return within(
    await screen.findByRole('region', {
      name: /Požádat o nahlášení škody telefonem|Ask us to take your claim by phone/,
    }),
  );
}

const submit = (region: Awaited<ReturnType<typeof form>>) =>
  userEvent.click(region.getByRole('button', { name: 'Odeslat žádost' }));

/** Fills every field a visitor would, as `CLAIM_REPORT` (the lead-form contract's row fills the same). */
async function fill() {
  const region = await form();
  await userEvent.click(region.getByRole('radio', { name: CLAIM_REPORT.claimType }));
  await userEvent.type(region.getByRole('textbox', { name: /^Datum události/ }), CLAIM_REPORT.eventDate);
  await userEvent.type(
    region.getByRole('textbox', { name: /^SPZ nebo číslo smlouvy/ }),
    CLAIM_REPORT.policyOrPlate,
  );
  await userEvent.type(region.getByRole('textbox', { name: /^Jméno a příjmení/ }), JANA.fullName);
  await userEvent.type(region.getByRole('textbox', { name: /^Telefon/ }), JANA.phoneDigits);
  await userEvent.type(region.getByRole('textbox', { name: /^Stručný popis/ }), CLAIM_REPORT.description);
  await userEvent.click(region.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }));
  return region;
}

/** Empty: the five kinds of claim, today as the date example, the optional fields said so, one consent. */
export const Empty: Story = {
  play: async () => {
    const region = await form();
    await expect(
      region.getByRole('heading', { level: 2, name: 'Požádat o nahlášení škody telefonem' }),
    ).toBeVisible();
    const kinds = region.getByRole('group', { name: /^Druh škody/ });
    await expect(within(kinds).getAllByRole('radio')).toHaveLength(5);
    await expect(
      within(kinds).getByRole('radio', { name: 'Dopravní nehoda – povinné ručení' }),
    ).toHaveAccessibleDescription('Škoda, kterou jste autem způsobili někomu jinému.');
    await expect(region.getByRole('textbox', { name: /^Datum události/ })).toHaveAccessibleDescription(
      'Např. 25. 11. 2026',
    );
    await expect(region.getByRole('textbox', { name: /^SPZ nebo číslo smlouvy/ })).not.toBeRequired();
    await expect(region.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAttribute('aria-required');
    await expect(region.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 ');
    await expect(region.getAllByRole('checkbox')).toHaveLength(1);
    await expect(region.getByRole('link', { name: '800 100 900' })).toHaveAttribute(
      'href',
      'tel:+420800100900',
    );
  },
};

/** Submitted empty: a message under every required field, each naming the field as it is labelled. */
export const Errors: Story = {
  play: async () => {
    const region = await form();
    await submit(region);
    await expect(await region.findByText('Druh škody je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Datum události je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Jméno a příjmení je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Souhlas je povinný údaj.')).toBeVisible();
    // The optional fields have nothing to say while empty. Focus and no call: the lead-form contract.
    await expect(region.getByRole('textbox', { name: /^SPZ nebo číslo smlouvy/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(region.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAttribute('aria-invalid');
    await expect(region.getByRole('textbox', { name: /^Stručný popis/ })).not.toHaveAttribute('aria-invalid');
    await expect(analytics).not.toHaveBeenCalled();
  },
};

/** What a visitor may get wrong in the fields that are filled: each says what is wrong with it. */
export const WrongValues: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('radio', { name: 'Škoda na domě, bytě nebo věcech' }));
    const date = region.getByRole('textbox', { name: /^Datum události/ });
    // Tomorrow: the demo site's "now" is 25 November 2026.
    await userEvent.type(date, '26. 11. 2026');
    await userEvent.type(region.getByRole('textbox', { name: /^SPZ nebo číslo smlouvy/ }), '1'.repeat(31));
    await userEvent.type(region.getByRole('textbox', { name: /^Jméno a příjmení/ }), JANA.fullName);
    await userEvent.type(region.getByRole('textbox', { name: /^Telefon/ }), '601 123');
    await userEvent.type(region.getByRole('textbox', { name: /^E-mail/ }), 'jana.novakova');
    await userEvent.click(region.getByRole('textbox', { name: /^Stručný popis/ }));
    await userEvent.paste('Voda z pračky vytopila koupelnu a chodbu. '.repeat(25));
    await submit(region);
    await expect(await region.findByText('Datum události nemůže být v budoucnosti.')).toBeVisible();
    await expect(region.getByText('SPZ nebo číslo smlouvy může mít nejvýše 30 znaků.')).toBeVisible();
    await expect(region.getByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await expect(region.getByText('E-mail je ve špatném formátu.')).toBeVisible();
    await expect(region.getByText('Stručný popis může mít nejvýše 1 000 znaků.')).toBeVisible();
    await waitFor(() => expect(date).toHaveFocus());
    // A date that is no day at all.
    await userEvent.clear(date);
    await userEvent.type(date, '31. 11. 2026');
    await submit(region);
    await expect(await region.findByText('Datum je ve špatném formátu.')).toBeVisible();
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fill();
    await submit(region);
    const thanks = await shownDialog('Žádost jsme přijali');
    await expect(
      within(thanks).getByText(
        'Likvidátor vám zavolá na číslo +420 601 123 456 nejpozději následující pracovní den a škodu s vámi sepíše.',
      ),
    ).toBeVisible();
    await expect(within(thanks).getByRole('link', { name: '800 100 900' })).toHaveAttribute(
      'href',
      'tel:+420800100900',
    );
    await expect(sent.bodies).toStrictEqual([CLAIM_REPORT.payload]);
    // The event names the form; nothing of the claim or the person.
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Odeslani formulare', label: 'claim-report' }],
    ]);
    await expect(JSON.stringify(analytics.mock.calls)).not.toMatch(/1AB|Nováková|sloupu/);
    await closeDialog(thanks);
    await expect(region.getByRole('textbox', { name: /^Jméno a příjmení/ })).toHaveValue('');
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(held.hold());
  },
  play: async () => {
    const region = await fill();
    const button = region.getByRole('button', { name: 'Odeslat žádost' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    held.release();
    await shownDialog('Žádost jsme přijali');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CLAIM_REPORT_URL, () =>
        HttpResponse.json({ message: 'Internal error', errors: [], warnings: [] }, { status: 500 }),
      ),
    );
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fill();
    await submit(region);
    const error = await shownDialog('Chyba při zpracování');
    await expect(
      within(error).getByText('Litujeme, ale váš požadavek se nepodařilo dokončit.'),
    ).toBeVisible();
    await closeDialog(error);
    // Nothing the visitor typed is lost.
    await expect(region.getByRole('radio', { name: CLAIM_REPORT.claimType })).toBeChecked();
    await expect(region.getByRole('textbox', { name: /^Datum události/ })).toHaveValue(
      CLAIM_REPORT.eventDate,
    );
    await expect(region.getByRole('textbox', { name: /^Stručný popis/ })).toHaveValue(
      CLAIM_REPORT.description,
    );
  },
};

/** A page that gives no claims line: the form names the line, and the thank-you says no more. */
export const WithoutClaimsPhone: Story = {
  args: { claimsPhone: '' },
  beforeEach({ msw }) {
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await form();
    await expect(
      region.getByText(
        'Likvidátor vám zavolá v pracovní den. Potřebujete odtah nebo pomoc hned? Volejte nonstop linku pro hlášení škod a asistenci.',
      ),
    ).toBeVisible();
    await expect(region.queryByRole('link')).toBeNull();
    await fill();
    await submit(region);
    const thanks = await shownDialog('Žádost jsme přijali');
    await expect(within(thanks).queryByRole('link')).toBeNull();
  },
};

export const EditorTexts: Story = {
  args: {
    heading: 'Nahlaste škodu po telefonu',
    perex:
      'Zavoláme vám a škodu sepíšeme spolu. Fotografie si zatím nechte, likvidátor vám řekne, kam je poslat.',
  },
  play: async () => {
    const region = within(await screen.findByRole('region', { name: 'Nahlaste škodu po telefonu' }));
    await expect(region.getByText(/Fotografie si zatím nechte/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('button', { name: 'Send the request' }));
    await expect(await region.findByText('Type of claim is required.')).toBeVisible();
    await expect(region.getByText('Date of the event is required.')).toBeVisible();
    await expect(region.getByText('Full name is required.')).toBeVisible();
  },
};
