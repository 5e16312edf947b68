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
import { JANA } from '../../test/fixtures/person.js';
import { SERVICE_BOOKING } from '../../test/fixtures/serviceBooking.js';
import { ServiceBookingForm } from './ServiceBookingForm.js';

const BOOKING_URL = `${API}/api/v1.0/rest/web/v2/form/service-booking`;

const meta = {
  title: 'Callback forms/ServiceBookingForm',
  component: ServiceBookingForm,
  decorators: [withSite()],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The service booking form (SPEC §2 item 5, §3, §5), the CMS section \`forms.service-booking\`
(\`heading\`, \`perex\`). The visitor chooses the location (Praha, Brno) and the make, then one of the car centres of
the service network that serve that make there (none: \`Takový výběr zatím obsloužit neumíme.\`; a centre that no
longer matches a changed choice is cleared); Kia is serviced without the maker's authorisation, and the form says
so. Then the contact, and either a broker's plate, name and optional partner id (\`Jsem zprostředkovatel\`), or the
visitor's insurance with us and one identification (birth number, IČO, contract number, or the plate, which only a
vehicle insurance offers) whose field alone is required and sent. Validation runs on submit only and focus moves
to the first error. The call is api-client's \`sendServiceBooking\`; a success opens \`Děkujeme za váš zájem!\`, a
server's field errors land on the fields, any other failure opens the error dialog and keeps every value.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof ServiceBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Region = ReturnType<typeof within>;

async function form(): Promise<Region> {
  return within(await screen.findByRole('region', { name: /Objednávka do servisu|Book a service/ }));
}

async function chooseCar(region: Region, location: string, brand: string, centre?: RegExp) {
  await userEvent.selectOptions(region.getByRole('combobox', { name: /^Lokalita/ }), location);
  await userEvent.selectOptions(region.getByRole('combobox', { name: /^Značka vozu/ }), brand);
  if (centre) await userEvent.click(region.getByRole('radio', { name: centre }));
}

async function fillContact(region: Region) {
  await userEvent.type(region.getByRole('textbox', { name: /^Jméno/ }), JANA.firstName);
  await userEvent.type(region.getByRole('textbox', { name: /^Příjmení/ }), JANA.surname);
  await userEvent.type(region.getByRole('textbox', { name: /^Telefon/ }), JANA.phoneDigits);
  await userEvent.type(region.getByRole('textbox', { name: /^E-mail/ }), JANA.email);
}

async function consent(region: Region) {
  await userEvent.click(region.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }));
}

/** A client in Brno with an Audi, insured with casco, identified by the birth number. */
async function fillClient(region: Region) {
  await chooseCar(region, SERVICE_BOOKING.location, SERVICE_BOOKING.brand, SERVICE_BOOKING.centre);
  await fillContact(region);
  await userEvent.selectOptions(
    region.getByRole('combobox', { name: /^Pojištění, které u nás máte/ }),
    SERVICE_BOOKING.insurance,
  );
  await userEvent.click(region.getByRole('radio', { name: 'Rodné číslo' }));
  await userEvent.type(region.getByRole('textbox', { name: /^Rodné číslo/ }), SERVICE_BOOKING.birthNumber);
  await consent(region);
}

const common = SERVICE_BOOKING.payload;

export const Idle: Story = {
  play: async () => {
    const region = await form();
    await expect(region.getByRole('heading', { level: 2, name: 'Objednávka do servisu' })).toBeVisible();
    await expect(region.getByText('*povinné informace')).toBeVisible();
    await expect(region.getByRole('group', { name: /^Autocentrum/ })).toHaveAccessibleDescription(
      'Autocentra nabídneme, jakmile vyberete lokalitu a značku vozu.',
    );
    await expect(region.queryAllByRole('radio', { name: /Autocentrum|Autotrio/ })).toHaveLength(0);
    await expect(region.getByRole('option', { name: 'Kia (neautorizovaný servis)' })).toBeInTheDocument();
    await expect(region.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 ');
    await expect(region.getByRole('checkbox', { name: /^Jsem zprostředkovatel/ })).not.toBeChecked();
    const identification = region.getByRole('group', { name: /^Podle čeho vás dohledáme/ });
    await expect(within(identification).getAllByRole('radio')).toHaveLength(4);
    await expect(region.queryByRole('textbox', { name: /^Rodné číslo/ })).toBeNull();
  },
};

export const EmptySubmit: Story = {
  play: async () => {
    const region = await form();
    const location = region.getByRole('combobox', { name: /^Lokalita/ });
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Lokalita je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Výběr autocentra je povinný údaj.')).toBeVisible();
    // One pattern in the form: brand, names and e-mail follow SPEC's `… je povinný údaj.` too.
    await expect(region.queryByText('Prosím vyplňte.')).toBeNull();
    for (const message of ['Značka', 'Jméno', 'Příjmení', 'E-mail']) {
      await expect(region.getByText(`${message} je povinný údaj.`)).toBeVisible();
    }
    await expect(region.getByText('Telefon je povinný údaj.')).toBeVisible();
    // The insurance and the identification choice.
    await expect(region.getAllByText('Výběr pojištění je povinný údaj.')).toHaveLength(2);
    await expect(region.getByText('Souhlas je povinný údaj.')).toBeVisible();
    // Focused and announced, no call: the lead-form contract (test/leadFormContract.tsx).
    await waitFor(() => expect(location).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const CarCentreChoice: Story = {
  play: async () => {
    const region = await form();
    const centres = () => region.queryAllByRole('radio', { name: /Autocentrum|Autotrio/ });
    await chooseCar(region, 'Praha', 'Skoda');
    await expect(centres()).toHaveLength(3);
    await expect(region.getByText('Vaši značku v této lokalitě opravují 3 autocentra.')).toBeVisible();
    await chooseCar(region, 'Brno', 'Audi');
    await expect(centres()).toHaveLength(1);
    const vinohrady = region.getByRole('radio', { name: /Autocentrum Brno-Vinohrady/ });
    await expect(vinohrady).toHaveAccessibleDescription('Žarošická 13, 628 00 Brno');
    await userEvent.click(vinohrady);
    // Fiat has no car centre in Brno: the choice says so, and the chosen centre goes.
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Značka vozu/ }), 'Fiat');
    await expect(region.getByText('Takový výběr zatím obsloužit neumíme.')).toBeVisible();
    await expect(centres()).toHaveLength(0);
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Značka vozu/ }), 'Audi');
    await expect(region.getByRole('radio', { name: /Autocentrum Brno-Vinohrady/ })).not.toBeChecked();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Výběr autocentra je povinný údaj.')).toBeVisible();
  },
};

export const KiaUnauthorisedService: Story = {
  play: async () => {
    const region = await form();
    await expect(region.queryByText(/neautorizovaný servis:/)).toBeNull();
    await chooseCar(region, 'Praha', 'Kia');
    await expect(
      region.getByText(/^Vozy Kia opravujeme jako neautorizovaný servis: postaráme se o pravidelnou údržbu/),
    ).toBeVisible();
    await expect(region.getAllByRole('radio', { name: /Autocentrum|Autotrio/ })).toHaveLength(2);
  },
};

export const IdentificationRequired: Story = {
  play: async () => {
    const region = await form();
    const submit = region.getByRole('button', { name: 'Odeslat' });
    const cases = [
      ['Rodné číslo', /^Rodné číslo/, 'Rodné číslo je povinný údaj.'],
      ['IČO', /^IČO/, 'IČO je povinný údaj.'],
      ['Číslo smlouvy', /^Číslo smlouvy/, 'Číslo smlouvy je povinný údaj.'],
      ['SPZ', /^SPZ pojištěného vozidla/, 'SPZ je povinný údaj.'],
    ] as const;
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Pojištění, které/ }), 'MTPL');
    for (const [choice, field, message] of cases) {
      await userEvent.click(region.getByRole('radio', { name: choice }));
      await userEvent.click(submit);
      await expect(await region.findByText(message)).toBeVisible();
      await expect(region.getByRole('textbox', { name: field })).toHaveAccessibleDescription(
        expect.stringContaining(`Chyba: ${message}`),
      );
    }
    // A birth number and an IČO are checked, not only required.
    await userEvent.click(region.getByRole('radio', { name: 'Rodné číslo' }));
    await userEvent.type(region.getByRole('textbox', { name: /^Rodné číslo/ }), '855101/1234');
    await userEvent.click(submit);
    await expect(await region.findByText('Rodné číslo je neplatné.')).toBeVisible();
  },
};

export const PlateOnlyForVehicleInsurance: Story = {
  play: async () => {
    const region = await form();
    const insurance = region.getByRole('combobox', { name: /^Pojištění, které/ });
    await userEvent.selectOptions(insurance, 'CASCO');
    await userEvent.click(region.getByRole('radio', { name: 'SPZ' }));
    await expect(region.getByRole('textbox', { name: /^SPZ pojištěného vozidla/ })).toBeVisible();
    // A property insurance is not found by a plate: the choice goes, with its field.
    await userEvent.selectOptions(insurance, 'PROPERTY');
    await expect(region.queryByRole('radio', { name: 'SPZ' })).toBeNull();
    await expect(region.queryByRole('textbox', { name: /^SPZ/ })).toBeNull();
    for (const radio of region.getAllByRole('radio', { name: /Rodné číslo|IČO|Číslo smlouvy/ })) {
      await expect(radio).not.toBeChecked();
    }
  },
};

export const BrokerRequired: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('checkbox', { name: /^Jsem zprostředkovatel/ }));
    await expect(region.queryByRole('combobox', { name: /^Pojištění, které/ })).toBeNull();
    await expect(region.getByRole('textbox', { name: /^ID partnera/ })).not.toBeRequired();
    await chooseCar(region, 'Praha', 'Volkswagen', /Autocentrum Horizont Strahov/);
    await fillContact(region);
    await consent(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('SPZ je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Název zprostředkovatele je povinný údaj.')).toBeVisible();
    await expect(region.queryByText('Výběr pojištění je povinný údaj.')).toBeNull();
    await waitFor(() => expect(region.getByRole('textbox', { name: /^SPZ vozidla/ })).toHaveFocus());
  },
};

const sent = recordPosts(BOOKING_URL);

export const SentAsClient: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await form();
    // An IČO typed first, then the visitor identifies by the birth number: only that is sent.
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Pojištění, které/ }), 'CASCO');
    await userEvent.click(region.getByRole('radio', { name: 'IČO' }));
    await userEvent.type(region.getByRole('textbox', { name: /^IČO/ }), '25596641');
    await fillClient(region);
    await userEvent.click(region.getByRole('checkbox', { name: /novinek a nabídek/ }));
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(
      within(thanks).getByText(
        'A je to. Vybrané autocentrum se vám brzy ozve a potvrdí s vámi termín servisu.',
      ),
    ).toBeVisible();
    await expect(sent.bodies).toStrictEqual([
      {
        ...common,
        ...SERVICE_BOOKING.client,
        agreement1: true,
      },
    ]);
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Odeslani formulare', label: 'service-booking' }],
    ]);
    await closeDialog(thanks);
    // A sent form starts again empty.
    await expect(region.getByRole('combobox', { name: /^Lokalita/ })).toHaveValue('');
    await expect(region.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 ');
  },
};

export const SentAsBroker: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await form();
    await chooseCar(region, 'Brno', 'Audi', /Autocentrum Brno-Vinohrady/);
    await fillContact(region);
    await userEvent.click(region.getByRole('checkbox', { name: /^Jsem zprostředkovatel/ }));
    await userEvent.type(region.getByRole('textbox', { name: /^SPZ vozidla/ }), '1ab 2345');
    await userEvent.type(
      region.getByRole('textbox', { name: /^Název zprostředkovatele/ }),
      'Makléř Brno s.r.o.',
    );
    await userEvent.type(region.getByRole('textbox', { name: /^ID partnera/ }), 'P-20417');
    await consent(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Děkujeme za váš zájem!');
    await expect(sent.bodies).toStrictEqual([
      {
        ...common,
        brokers: true,
        spz: '1AB2345',
        brokerName: 'Makléř Brno s.r.o.',
        partnerId: 'P-20417',
      },
    ]);
  },
};

const slow = recordPosts(BOOKING_URL, 4000);

export const Submitting: Story = {
  beforeEach({ msw }) {
    slow.bodies.length = 0;
    msw.use(slow.handler);
  },
  play: async () => {
    const region = await form();
    await fillClient(region);
    const submit = region.getByRole('button', { name: 'Odeslat' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(submit).toHaveFocus();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true');
    await shownDialog('Děkujeme za váš zájem!');
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(BOOKING_URL, { personalId: 'Rodné číslo je neplatné.' }));
  },
  play: async () => {
    const region = await form();
    await fillClient(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const personalId = region.getByRole('textbox', { name: /^Rodné číslo/ });
    await expect(await region.findByText('Rodné číslo je neplatné.')).toBeVisible();
    // Focused, every value kept, no error dialog: the lead-form contract.
    await waitFor(() => expect(personalId).toHaveFocus());
  },
};

/** The server names a field of an identification the visitor did not choose: nothing to fix on screen. */
export const ServerErrorOnHiddenField: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(BOOKING_URL, { companyId: 'IČO je neplatné.' }));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await form();
    await fillClient(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Chyba při zpracování');
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(dropConnection(BOOKING_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await form();
    await fillClient(region);
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
    await expect(region.getByRole('option', { name: 'Kia (independent service)' })).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Send' }));
    await expect(await region.findByText('Location is required.')).toBeVisible();
    await expect(region.getByText('Phone is required.')).toBeVisible();
    await waitFor(() => expect(region.getByRole('combobox', { name: /^Location/ })).toHaveFocus());
  },
};
