import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  API,
  analytics,
  closeDialog,
  dropConnection,
  heldPosts,
  recordPosts,
  rejectFields,
  shownDialog,
  withSite,
} from '../../../../test/storySupport.js';
import { CALCULATION, EMAIL_FILL, EMAIL_PAYLOAD, PHONE_FILL, VEHICLE } from '../../test/fixtures.js';
import { CascoButton } from '../CascoButton/CascoButton.js';
// CascoButton loads the dialog on demand. It is imported here too, so that Vite transforms the dialog's
// module graph while this file loads rather than inside the first story's 20 s: on a busy CI machine
// that first transform took 10 s, and once over 20 s (`Phone Idle` timed out). CascoButton's own stories
// still load it on the click.
import './index.js';

const CASCO_URL = `${API}/api/v1.0/rest/web/v2/form/offer/vehicle`;

const calculation = CALCULATION;

const meta = {
  title: 'Casco dialog/CascoDialog',
  component: CascoButton,
  decorators: [withSite('http://localhost:6006/havarijko-na-mesic')],
  args: { defaultOpen: true },
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The casco call-back dialog (SPEC §2 item 11), opened by \`CascoButton\` (its code loads on the first
click). Two tabs, switchable any time with the arrow keys: \`Zavolejte mi\` (default: first name and phone) and
\`Ozvěte se na e-mail\` (first name, birth number, PSČ, plate, start date, e-mail). **With a calculation** (the
host's calculator passes \`calculation\`) each tab starts with its summary card: make, age, value (phone tab only,
without \`více než \`) and the indicative price for 1 month in whole Kč, with \`(včetně slevy N %)\`. **Without**,
the visitor chooses the make (about 85 and \`Ostatní\`), the age (15 bands) and the value band (phone) or types
the exact value (e-mail). Validation runs on submit only and focus moves to the first error. A success closes
the dialog and opens \`Děkujeme za váš zájem!\`; a failure is logged (\`Error submitting the form\`) and shows
nothing but the server's field errors on their fields (SPEC §8), every value kept.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof CascoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its code has loaded (until then a stand-in of the same name says it is loading). */
async function dialog(name = 'Ozveme se vám s konkrétní nabídkou') {
  await screen.findByRole('tablist');
  return within(await shownDialog(name));
}

type Region = Awaited<ReturnType<typeof dialog>>;
const textbox = (region: Region, name: RegExp) => region.getByRole('textbox', { name });
const submit = (region: Region) => region.getByRole('button', { name: 'Odeslat' });

async function openEmailTab(region: Region) {
  await userEvent.click(region.getByRole('tab', { name: 'Ozvěte se na e-mail' }));
  await expect(region.getByRole('tab', { name: 'Ozvěte se na e-mail' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

async function chooseVehicle(region: Region, value: 'band' | 'exact') {
  await userEvent.selectOptions(region.getByRole('combobox', { name: /^Značka vozidla/ }), VEHICLE.brand);
  await userEvent.selectOptions(region.getByRole('combobox', { name: /^Stáří vozidla/ }), VEHICLE.age);
  if (value === 'band') {
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Hodnota vozidla/ }), VEHICLE.band);
  } else {
    await userEvent.type(textbox(region, /^Přesná hodnota vozidla/), VEHICLE.exactValue);
  }
}

async function fillPhone(region: Region) {
  await userEvent.type(textbox(region, /^Jméno/), PHONE_FILL.firstName);
  await userEvent.type(textbox(region, /^Telefon/), PHONE_FILL.phoneDigits);
}

async function fillEmail(region: Region) {
  await userEvent.type(textbox(region, /^Jméno/), EMAIL_FILL.firstName);
  await userEvent.type(textbox(region, /^Rodné číslo/), EMAIL_FILL.birthNumber);
  await userEvent.type(textbox(region, /^PSČ/), EMAIL_FILL.zip);
  await userEvent.type(textbox(region, /^SPZ/), EMAIL_FILL.plate);
  await userEvent.type(textbox(region, /^Počátek pojištění/), EMAIL_FILL.beginDate);
  await userEvent.type(textbox(region, /^E-mail/), EMAIL_FILL.email);
}

const emailPayload = EMAIL_PAYLOAD;

// ---------------------------------------------------------------------------------------------
// Phone tab, without a calculator

export const PhoneIdle: Story = {
  play: async () => {
    const region = await dialog();
    const phoneTab = region.getByRole('tab', { name: 'Zavolejte mi' });
    await expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    await expect(
      region.getByRole('heading', { level: 3, name: 'Na jaké číslo vám můžeme zavolat?' }),
    ).toBeVisible();
    const call = region.getByRole('link', { name: '+420 800 100 200' });
    await expect(call).toHaveAttribute('href', 'tel:+420800100200');
    await expect(call.closest('p')).toHaveTextContent(
      'Můžete nám také zavolat přímo na +420 800 100 200 v pracovní dny od 8 do 18 hodin.',
    );
    const brand = region.getByRole('combobox', { name: /^Značka vozidla/ });
    const brands = within(brand)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(brands.length).toBeGreaterThanOrEqual(86);
    await expect(brands.at(-1)).toBe('Ostatní');
    await expect(
      within(region.getByRole('combobox', { name: /^Stáří vozidla/ })).getAllByRole('option'),
    ).toHaveLength(16);
    const values = within(region.getByRole('combobox', { name: /^Hodnota vozidla/ })).getAllByRole('option');
    await expect(values).toHaveLength(10);
    await expect(values.at(-1)?.textContent?.replaceAll('\u00a0', ' ')).toBe('více než 601 000');
    await expect(textbox(region, /^Telefon/)).toHaveValue('+420 ');
    await expect(region.queryByText(/Vaše kalkulace/)).toBeNull();
    // The tabs move with the arrow keys.
    phoneTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(region.getByRole('tab', { name: 'Ozvěte se na e-mail' })).toHaveFocus();
    await expect(region.getByRole('tab', { name: 'Ozvěte se na e-mail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(phoneTab).toHaveAttribute('aria-selected', 'true');
  },
};

export const PhoneEmptySubmit: Story = {
  play: async () => {
    const region = await dialog();
    const brand = region.getByRole('combobox', { name: /^Značka vozidla/ });
    await userEvent.click(textbox(region, /^Jméno/));
    await userEvent.tab();
    // Nothing is checked before a submit.
    await expect(region.queryByText('Jméno je povinný údaj.')).toBeNull();
    await userEvent.click(submit(region));
    await expect(await region.findByText('Značka vozidla je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Věk vozidla je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Hodnota vozidla je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Telefon je povinný údaj.')).toBeVisible();
    // Focused and announced, no call: the lead-form contract (test/leadFormContract.tsx).
    await waitFor(() => expect(brand).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const PhoneWrongNumber: Story = {
  play: async () => {
    const region = await dialog();
    await chooseVehicle(region, 'band');
    await userEvent.type(textbox(region, /^Jméno/), 'Jana');
    await userEvent.clear(textbox(region, /^Telefon/));
    await userEvent.type(textbox(region, /^Telefon/), '601 123');
    await userEvent.click(submit(region));
    await expect(await region.findByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await waitFor(() => expect(textbox(region, /^Telefon/)).toHaveFocus());
  },
};

const sent = recordPosts(CASCO_URL);

/** Opened by a click, as on a page: after the confirmation, focus is back on the button. */
export const PhoneSent: Story = {
  args: { defaultOpen: false },
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Chci poradit' });
    await userEvent.click(opener);
    const region = await dialog();
    await chooseVehicle(region, 'band');
    await fillPhone(region);
    await userEvent.click(submit(region));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(
      within(thanks).getByText('A je to. Náš Horizont poradce vás bude brzy kontaktovat.'),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Ozveme se vám s konkrétní nabídkou' })).toBeNull();
    await waitFor(() => expect(thanks).toContainElement(document.activeElement as HTMLElement));
    // Its exact payload: the lead-form contract's row.
    await expect(analytics.mock.calls).toStrictEqual([[{ name: 'Chci poradit' }]]);
    await closeDialog(thanks);
    await waitFor(() => expect(opener).toHaveFocus());
    // Sent once: the dialog starts again empty.
    await userEvent.click(opener);
    const again = await dialog();
    await expect(textbox(again, /^Jméno/)).toHaveValue('');
    await expect(textbox(again, /^Telefon/)).toHaveValue('+420 ');
  },
};

const slow = heldPosts(CASCO_URL);

export const PhoneSubmitting: Story = {
  beforeEach({ msw }) {
    msw.use(slow.hold());
  },
  play: async () => {
    const region = await dialog();
    await chooseVehicle(region, 'band');
    await fillPhone(region);
    const button = submit(region);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    slow.release();
    await shownDialog('Děkujeme za váš zájem!');
  },
};

export const PhoneFailure: Story = {
  beforeEach({ msw }) {
    msw.use(dropConnection(CASCO_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await dialog();
    await chooseVehicle(region, 'band');
    await fillPhone(region);
    await userEvent.click(submit(region));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Error submitting the form', expect.anything()),
    );
    await waitFor(() => expect(submit(region)).not.toHaveAttribute('aria-disabled'));
    // SPEC §8: nothing else is shown, the dialog stays with every value (the lead-form contract); no alert either.
    await expect(region.queryByRole('alert')).toBeNull();
  },
};

export const PhoneServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(CASCO_URL, { phone: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.' }));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await dialog();
    await chooseVehicle(region, 'band');
    await fillPhone(region);
    await userEvent.click(submit(region));
    await expect(
      await region.findByText('Na toto číslo se nedovoláme, zkontrolujte ho prosím.'),
    ).toBeVisible();
    // Focused, every value kept: the lead-form contract.
    await waitFor(() => expect(textbox(region, /^Telefon/)).toHaveFocus());
    await expect(console.error).toHaveBeenCalledWith('Error submitting the form', expect.anything());
  },
};

// ---------------------------------------------------------------------------------------------
// E-mail tab, without a calculator

export const EmailIdle: Story = {
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await expect(
      region.getByRole('heading', {
        level: 3,
        name: 'Pro zaslání nabídky a výpočet bonusu potřebujeme znát tyto údaje',
      }),
    ).toBeVisible();
    await expect(region.getByText('*povinné informace')).toBeVisible();
    await expect(textbox(region, /^Počátek pojištění/)).toHaveAccessibleDescription(/Např\. 12\. 3\. 2021/);
    await expect(textbox(region, /^Rodné číslo/)).toHaveAccessibleDescription(
      'Rodné číslo potřebujeme pro výpočet bonusu.',
    );
    // A birth number typed with spaces is not cut short: the check comes on submit, after they go.
    await expect(textbox(region, /^Rodné číslo/)).not.toHaveAttribute('maxlength');
    await expect(textbox(region, /^SPZ/)).toHaveAttribute('maxlength', '9');
    await expect(textbox(region, /^E-mail/)).toHaveAttribute('type', 'email');
    // Without a calculator: make and age to choose, the exact value to type.
    await expect(region.getByRole('combobox', { name: /^Značka vozidla/ })).toBeVisible();
    await expect(textbox(region, /^Přesná hodnota vozidla/)).toBeVisible();
    await expect(region.queryByRole('combobox', { name: /^Hodnota vozidla/ })).toBeNull();
  },
};

export const EmailEmptySubmit: Story = {
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await userEvent.click(submit(region));
    for (const message of [
      'Značka vozidla je povinný údaj.',
      'Věk vozidla je povinný údaj.',
      'Hodnota vozidla je povinný údaj.',
      'Jméno je povinný údaj.',
      'Rodné číslo je povinný údaj.',
      'PSČ je povinný údaj.',
      'SPZ je povinný údaj.',
      'Datum je povinný údaj.',
      'E-mail je povinný údaj.',
    ]) {
      await expect(await region.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(region.getByRole('combobox', { name: /^Značka vozidla/ })).toHaveFocus());
  },
};

export const EmailInvalidValues: Story = {
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Značka vozidla/ }), 'Škoda');
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Stáří vozidla/ }), '3-4 roky');
    await userEvent.type(textbox(region, /^Přesná hodnota vozidla/), 'asi půl milionu');
    await fillEmail(region);
    await userEvent.clear(textbox(region, /^Rodné číslo/));
    await userEvent.type(textbox(region, /^Rodné číslo/), '851301/0000');
    await userEvent.clear(textbox(region, /^PSČ/));
    await userEvent.type(textbox(region, /^PSČ/), '1100');
    await userEvent.clear(textbox(region, /^E-mail/));
    await userEvent.type(textbox(region, /^E-mail/), 'jana@');
    await userEvent.click(submit(region));
    await expect(
      await region.findByText('Hodnotu vozidla zadejte v Kč číslicemi, např. 450 000.'),
    ).toBeVisible();
    await expect(region.getByText('Špatný formát rodného čísla.')).toBeVisible();
    await expect(region.getByText('PSČ musí mít přesně 5 číslic.')).toBeVisible();
    await expect(region.getByText('E-mail je ve špatném formátu.')).toBeVisible();
    await waitFor(() => expect(textbox(region, /^Přesná hodnota vozidla/)).toHaveFocus());
  },
};

export const EmailSent: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await chooseVehicle(region, 'exact');
    await fillEmail(region);
    await userEvent.click(region.getByRole('checkbox', { name: /novinek a nabídek/ }));
    await userEvent.click(submit(region));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(
      within(thanks).getByText(
        'A je to. Již děláme na zpracování nabídky, kterou obdržíte do vašeho emailu.',
      ),
    ).toBeVisible();
    await expect(sent.bodies).toStrictEqual([{ ...emailPayload, marketingAgreement: true }]);
    await expect(analytics.mock.calls).toStrictEqual([[{ name: 'Chci poradit' }]]);
  },
};

export const EmailSubmitting: Story = {
  beforeEach({ msw }) {
    msw.use(slow.hold());
  },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await chooseVehicle(region, 'exact');
    await fillEmail(region);
    const button = submit(region);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    slow.release();
    await shownDialog('Děkujeme za váš zájem!');
  },
};

export const EmailFailure: Story = {
  beforeEach({ msw }) {
    msw.use(dropConnection(CASCO_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await chooseVehicle(region, 'exact');
    await fillEmail(region);
    await userEvent.click(submit(region));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Error submitting the form', expect.anything()),
    );
    await waitFor(() => expect(submit(region)).not.toHaveAttribute('aria-disabled'));
    // Nothing else shown, every value kept: the lead-form contract. Switching tabs and back keeps what was typed.
    await userEvent.click(region.getByRole('tab', { name: 'Zavolejte mi' }));
    await openEmailTab(region);
    await expect(textbox(region, /^E-mail/)).toHaveValue('jana.novakova@example.cz');
  },
};

export const EmailServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(CASCO_URL, { personalIn: 'Rodné číslo nesouhlasí s údaji v registru.' }));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await chooseVehicle(region, 'exact');
    await fillEmail(region);
    await userEvent.click(submit(region));
    const personalId = textbox(region, /^Rodné číslo/);
    await expect(await region.findByText('Rodné číslo nesouhlasí s údaji v registru.')).toBeVisible();
    // Focused and announced, every value kept: the lead-form contract.
    await waitFor(() => expect(personalId).toHaveFocus());
  },
};

// ---------------------------------------------------------------------------------------------
// With a calculator

export const WithCalculatorPhoneIdle: Story = {
  args: { calculation },
  play: async ({ canvas }) => {
    // The opener stays on the page, hidden from assistive technology while the modal is open over it.
    await expect(canvas.getByRole('button', { name: 'Ozvěte se mi', hidden: true })).toBeVisible();

    const region = await dialog();
    const card = within(region.getByRole('region', { name: 'Vaše kalkulace' }));
    await expect(card.getByText('Škoda')).toBeVisible();
    await expect(card.getByText('3-4 roky')).toBeVisible();
    await expect(
      card.getByText('401 000', { normalizer: (text) => text.replaceAll('\u00a0', ' ') }),
    ).toBeVisible();
    await expect(
      card.getByText('1 235 Kč', { normalizer: (text) => text.replaceAll('\u00a0', ' ') }),
    ).toBeVisible();
    await expect(card.getByText('(včetně slevy 10 %)')).toBeVisible();
    // The price line as read and copied: a space before the bracket, none breakable inside an amount.
    const priceLine = card.getByText('Orientační cena havarijního pojištění na 1 měsíc').nextElementSibling;
    await expect(priceLine?.textContent).toBe('1\u00a0235\u00a0Kč (včetně slevy 10\u00a0%)');
    await expect(region.queryByRole('combobox')).toBeNull();
  },
};

export const WithCalculatorPhoneSent: Story = {
  args: { calculation },
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await dialog();
    await userEvent.click(submit(region));
    await expect(await region.findByText('Jméno je povinný údaj.')).toBeVisible();
    await waitFor(() => expect(textbox(region, /^Jméno/)).toHaveFocus());
    await fillPhone(region);
    await userEvent.click(submit(region));
    await shownDialog('Děkujeme za váš zájem!');
    // Its exact payload: the lead-form contract's row.
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Ozvěte se mi', label: 'Škoda, 3-4 roky, 401 000, 1 235 Kč' }],
    ]);
  },
};

/** A calculator without a price: `0 Kč`, and no discount of nothing. */
export const WithCalculatorNoPrice: Story = {
  args: { calculation: { ...calculation, price: null } },
  play: async () => {
    const region = await dialog();
    const card = within(region.getByRole('region', { name: 'Vaše kalkulace' }));
    await expect(
      card.getByText('0 Kč', { normalizer: (text) => text.replaceAll('\u00a0', ' ') }),
    ).toBeVisible();
    await expect(card.queryByText(/včetně slevy/)).toBeNull();
  },
};

export const WithCalculatorEmailIdle: Story = {
  args: { calculation },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    const card = within(region.getByRole('region', { name: 'Vaše kalkulace' }));
    await expect(card.getByText('Škoda')).toBeVisible();
    await expect(
      card.getByText('1 235 Kč', { normalizer: (text) => text.replaceAll('\u00a0', ' ') }),
    ).toBeVisible();
    // The e-mail tab's card has no value, and the form asks for none.
    await expect(card.queryByText(/Hodnota vozidla/)).toBeNull();
    await expect(region.queryByRole('textbox', { name: /^Přesná hodnota vozidla/ })).toBeNull();
  },
};

export const WithCalculatorEmailEmptySubmit: Story = {
  args: { calculation },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await userEvent.click(submit(region));
    await expect(await region.findByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(region.queryByText('Značka vozidla je povinný údaj.')).toBeNull();
    await waitFor(() => expect(textbox(region, /^Jméno/)).toHaveFocus());
  },
};

export const WithCalculatorEmailSent: Story = {
  args: { calculation },
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await fillEmail(region);
    await userEvent.click(submit(region));
    await shownDialog('Děkujeme za váš zájem!');
    // Its exact payload: the lead-form contract's row.
    await expect(analytics).toHaveBeenCalledWith({
      name: 'Ozvěte se mi',
      label: 'Škoda, 3-4 roky, 401 000, 1 235 Kč',
    });
  },
};

export const WithCalculatorPhoneFailure: Story = {
  args: { calculation },
  beforeEach({ msw }) {
    msw.use(dropConnection(CASCO_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await dialog();
    await fillPhone(region);
    await userEvent.click(submit(region));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Error submitting the form', expect.anything()),
    );
    // Nothing else shown, every value kept: the lead-form contract.
    await waitFor(() => expect(submit(region)).not.toHaveAttribute('aria-disabled'));
  },
};

export const WithCalculatorPhoneSubmitting: Story = {
  args: { calculation },
  beforeEach({ msw }) {
    msw.use(slow.hold());
  },
  play: async () => {
    const region = await dialog();
    await fillPhone(region);
    const button = submit(region);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    slow.release();
    await shownDialog('Děkujeme za váš zájem!');
  },
};

export const WithCalculatorEmailSubmitting: Story = {
  args: { calculation },
  beforeEach({ msw }) {
    msw.use(slow.hold());
  },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await fillEmail(region);
    const button = submit(region);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(button).toHaveFocus();
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    slow.release();
    await shownDialog('Děkujeme za váš zájem!');
  },
};

/** With a calculation too, a server's error on the birth number goes under it; nothing else is shown. */
export const WithCalculatorEmailFailure: Story = {
  args: { calculation },
  beforeEach({ msw }) {
    msw.use(rejectFields(CASCO_URL, { personalIn: 'Rodné číslo nesouhlasí s údaji v registru.' }));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await fillEmail(region);
    await userEvent.click(submit(region));
    const personalId = textbox(region, /^Rodné číslo/);
    await expect(await region.findByText('Rodné číslo nesouhlasí s údaji v registru.')).toBeVisible();
    // Focused, every value kept, no error dialog: the lead-form contract.
    await waitFor(() => expect(personalId).toHaveFocus());
    await expect(console.error).toHaveBeenCalledWith('Error submitting the form', expect.anything());
  },
};

export const WithCalculatorPhoneErrors: Story = {
  args: { calculation },
  play: async () => {
    const region = await dialog();
    await userEvent.click(submit(region));
    await expect(await region.findByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Telefon je povinný údaj.')).toBeVisible();
    await waitFor(() => expect(textbox(region, /^Jméno/)).toHaveFocus());
    await userEvent.type(textbox(region, /^Jméno/), 'Jana');
    await userEvent.type(textbox(region, /^Telefon/), '601 12');
    // Nothing is checked again until the next submit (SPEC §5).
    await expect(region.getByText('Jméno je povinný údaj.')).toBeVisible();
    await userEvent.click(submit(region));
    await expect(await region.findByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await expect(region.queryByText('Jméno je povinný údaj.')).toBeNull();
    await waitFor(() => expect(textbox(region, /^Telefon/)).toHaveFocus());
  },
};

export const WithCalculatorPhoneServerFieldError: Story = {
  args: { calculation },
  beforeEach({ msw }) {
    // The first name's error comes without a code or a text.
    msw.use(
      http.post(CASCO_URL, () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            errors: [
              { field: 'firstName' },
              { code: 'custom', field: 'phone', message: 'Na toto číslo se nedovoláme.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await dialog();
    await fillPhone(region);
    await userEvent.click(submit(region));
    // A server error without a text of its own still marks its field.
    await expect(await region.findByText('Zkontrolujte prosím tento údaj.')).toBeVisible();
    await expect(region.getByText('Na toto číslo se nedovoláme.')).toBeVisible();
    await waitFor(() => expect(textbox(region, /^Jméno/)).toHaveFocus());
    await expect(textbox(region, /^Telefon/)).toHaveValue('+420 601 123 456');
  },
};

export const WithCalculatorEmailInvalidValues: Story = {
  args: { calculation },
  play: async () => {
    const region = await dialog();
    await openEmailTab(region);
    await fillEmail(region);
    await userEvent.clear(textbox(region, /^Rodné číslo/));
    await userEvent.type(textbox(region, /^Rodné číslo/), '855101/0007');
    await userEvent.clear(textbox(region, /^Počátek pojištění/));
    await userEvent.type(textbox(region, /^Počátek pojištění/), '31. 2. 2027');
    await userEvent.click(submit(region));
    await expect(await region.findByText('Rodné číslo je neplatné.')).toBeVisible();
    await expect(region.getByText('Datum je ve špatném formátu.')).toBeVisible();
    await waitFor(() => expect(textbox(region, /^Rodné číslo/)).toHaveFocus());
  },
};

/** A call on its way from one tab: a submit of the other tab meanwhile sends nothing. */
export const OneLeadAtATime: Story = {
  beforeEach({ msw }) {
    msw.use(slow.hold());
  },
  play: async () => {
    const region = await dialog();
    await chooseVehicle(region, 'band');
    await fillPhone(region);
    await userEvent.click(submit(region));
    await openEmailTab(region);
    await chooseVehicle(region, 'exact');
    await fillEmail(region);
    // While the phone lead is on its way, the e-mail tab's button is busy too.
    await expect(submit(region)).toHaveAttribute('aria-disabled', 'true');
    await expect(submit(region)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit(region), { pointerEventsCheck: 0 });
    slow.release();
    await shownDialog('Děkujeme za váš zájem!');
    await expect(slow.bodies).toHaveLength(1);
    await expect(slow.bodies[0]).toMatchObject({ contact: 'PHONE' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await dialog('We will get back to you with a specific offer');
    await expect(region.getByRole('tab', { name: 'Call me' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(region.getByRole('button', { name: 'Send' }));
    await expect(await region.findByText('Name is required.')).toBeVisible();
  },
};
