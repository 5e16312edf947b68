import { SiteProvider, useSite } from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
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
import { MOBILITY } from '../../test/fixtures/mobility.js';
import { JANA } from '../../test/fixtures/person.js';
import { MobilityForm } from './MobilityForm.js';

const MOBILITY_URL = `${API}/api/v1.0/rest/web/v2/form/horizont-mobility`;
const GUARANTEE_LATEST_URL = `${API}/api/latest/rest/web/v2/horizont-mobility-guarantee`;
const GUARANTEE_V1_URL = `${API}/api/v1.0/rest/web/v2/horizont-mobility-guarantee`;

/** Re-provides the story's site with another back-end environment (the demo site names none: production). */
function SiteEnvironment({ environment, children }: { environment: string; children: ReactNode }) {
  const site = useSite();
  const config = useMemo(
    () => ({ ...site.config, api: { ...site.config.api, environment } }),
    [site.config, environment],
  );
  return (
    <SiteProvider config={config} navigation={site.navigation} clock={site.clock} analytics={analytics}>
      {children}
    </SiteProvider>
  );
}

function withEnvironment(environment: string): Decorator {
  return (Story) => (
    <SiteEnvironment environment={environment}>
      <Story />
    </SiteEnvironment>
  );
}

const meta = {
  title: 'Callback forms/MobilityForm',
  component: MobilityForm,
  decorators: [withSite()],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The mobility form and the mobility guarantee form (SPEC §3, §5 "Mobility form", §7, §8), the CMS
sections \`forms.mobility\` and \`forms.mobility-guarantee\` (\`heading\`, \`perex\`; the type decides the call). The
visitor chooses the location and the brand, then one of the car centres that serve them (a prompt before both are
chosen, \`Takový výběr zatím obsloužit neumíme.\` when none does, announced politely), gives a name, e-mail and phone,
and either ticks \`Jsem zprostředkovatel\` (plate, broker name, optional sales number) or chooses the insurance type
and one identification: birth number, IČO, contract number, or the plate, which only a vehicle insurance allows.
Only the fields of the chosen mode and identification are sent: \`sendMobility\`, or \`sendMobilityGuarantee\` (latest
API in production, v1 elsewhere). The terms consent is required; the marketing one is optional (SPEC-NOTES). Validation runs on submit only, focus moves to the
first error, the confirmation's text depends on the mode, a server's field errors land on the fields, any other
failure opens the error dialog and keeps every value.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof MobilityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function form(name: RegExp = /Náhradní mobilita|Záruka mobility|Replacement mobility/) {
  return within(await screen.findByRole('region', { name }));
}

type Region = Awaited<ReturnType<typeof form>>;

const select = (region: Region, name: RegExp) => region.getByRole('combobox', { name });

async function chooseBranch(
  region: Region,
  brand: string = MOBILITY.brand,
  branch: string = MOBILITY.branch,
) {
  await userEvent.selectOptions(select(region, /^Lokalita/), MOBILITY.city);
  await userEvent.selectOptions(select(region, /^Značka vozidla/), brand);
  await userEvent.click(await region.findByRole('radio', { name: branch }));
}

async function fillContact(region: Region) {
  await userEvent.type(region.getByRole('textbox', { name: /^Jméno/ }), JANA.firstName);
  await userEvent.type(region.getByRole('textbox', { name: /^Příjmení/ }), JANA.surname);
  await userEvent.type(region.getByRole('textbox', { name: /^E-mail/ }), JANA.email);
  await userEvent.type(region.getByRole('textbox', { name: /^Telefon/ }), JANA.phoneDigits);
}

async function consent(region: Region) {
  await userEvent.click(region.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }));
  await userEvent.click(region.getByRole('checkbox', { name: /novinek a nabídek/ }));
}

/** A client with the insurance type and one identification, its value typed in. */
async function fillClient(region: Region, type: string, identification: string, value: string) {
  await chooseBranch(region);
  await fillContact(region);
  await userEvent.click(region.getByRole('radio', { name: type }));
  await userEvent.click(region.getByRole('radio', { name: identification }));
  await userEvent.type(region.getByRole('textbox', { name: new RegExp(`^${identification}`) }), value);
  await consent(region);
}

async function fillBroker(region: Region, salesNumber?: string) {
  await chooseBranch(region);
  await fillContact(region);
  await userEvent.click(region.getByRole('checkbox', { name: /Jsem zprostředkovatel/ }));
  await userEvent.type(region.getByRole('textbox', { name: /^SPZ vozidla/ }), '1AB 2345');
  await userEvent.type(
    region.getByRole('textbox', { name: /^Název zprostředkovatele/ }),
    'Makléřský dům s.r.o.',
  );
  if (salesNumber)
    await userEvent.type(region.getByRole('textbox', { name: /^Získatelské číslo/ }), salesNumber);
  await consent(region);
}

// These fills tick the marketing consent too (`consent`).
const common = { ...MOBILITY.payload, marketingAgreement: true };

const CLIENT_THANKS =
  'A je to. Ozveme se vám do 24 hodin. Mějte prosím po ruce VIN vozidla a rodné číslo nebo číslo pojistné smlouvy.';
const BROKER_THANKS =
  'A je to. Ozveme se vám do 24 hodin. Mějte prosím po ruce VIN vozidla a své získatelské číslo.';

const sent = recordPosts(MOBILITY_URL);
const recording: Pick<Story, 'beforeEach'> = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
};

export const Idle: Story = {
  play: async () => {
    const region = await form();
    await expect(region.getByRole('heading', { level: 2, name: 'Náhradní mobilita' })).toBeVisible();
    await expect(region.getByRole('status')).toHaveTextContent(
      'Pro zobrazení poboček prosím vyberte město a značku.',
    );
    await expect(region.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 ');
    await expect(region.getByRole('group', { name: /^Druh pojištění/ })).toBeVisible();
    // The plate says why it cannot be chosen yet.
    const plate = region.getByRole('radio', { name: 'SPZ vozidla' });
    await expect(plate).toBeDisabled();
    await expect(plate).toHaveAccessibleDescription('Jen u pojištění vozidla.');
    await expect(region.queryByRole('textbox', { name: /Název zprostředkovatele/ })).toBeNull();
    await expect(region.getByText('*povinné informace')).toBeVisible();
  },
};

export const EmptySubmit: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Lokalita je povinný údaj.')).toBeVisible();
    for (const message of [
      'Značka je povinný údaj.',
      'Pobočka je povinný údaj.',
      'Jméno je povinný údaj.',
      'Příjmení je povinný údaj.',
      'E-mail je povinný údaj.',
      'Telefon je povinný údaj.',
      'Výběr pojištění je povinný údaj.',
      'Výběr identifikace je povinný údaj.',
    ]) {
      await expect(region.getByText(message)).toBeVisible();
    }
    // Only the terms consent: marketing is never a condition (SPEC-NOTES, GDPR Art. 7(4)).
    await expect(region.getAllByText('Souhlas je povinný údaj.')).toHaveLength(1);
    await expect(region.getByRole('checkbox', { name: /novinek a nabídek/ })).not.toBeRequired();
    // Focused and announced, no call: the lead-form contract (test/leadFormContract.tsx).
    const location = select(region, /^Lokalita/);
    await waitFor(() => expect(location).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const BranchesFollowTheBrand: Story = {
  play: async () => {
    const region = await form();
    const status = region.getByRole('status');
    await userEvent.selectOptions(select(region, /^Lokalita/), 'Praha');
    await expect(status).toHaveTextContent('Pro zobrazení poboček prosím vyberte město a značku.');
    await userEvent.selectOptions(select(region, /^Značka vozidla/), 'Škoda');
    const branches = await region.findByRole('group', { name: /^Pobočka/ });
    await expect(status).toHaveTextContent('Nalezené pobočky: 3.');
    await expect(within(branches).getAllByRole('radio')).toHaveLength(3);
    await expect(
      within(branches).getByRole('radio', { name: 'Autotrio Modřany' }),
    ).toHaveAccessibleDescription('Komořanská 326/63, 143 00 Praha');
    // Černý Most serves Volkswagen Užitkové vozy too: it stays chosen.
    await userEvent.click(within(branches).getByRole('radio', { name: 'Autocentrum Horizont Černý Most' }));
    await userEvent.selectOptions(select(region, /^Značka vozidla/), 'Volkswagen Užitkové vozy');
    await expect(status).toHaveTextContent('Nalezené pobočky: 1.');
    await expect(region.getByRole('radio', { name: 'Autocentrum Horizont Černý Most' })).toBeChecked();
    // Strahov does not: after the change, no branch is chosen.
    await userEvent.selectOptions(select(region, /^Značka vozidla/), 'Škoda');
    await userEvent.click(region.getByRole('radio', { name: 'Autocentrum Horizont Strahov' }));
    await userEvent.selectOptions(select(region, /^Značka vozidla/), 'Volkswagen Užitkové vozy');
    await expect(region.getByRole('radio', { name: 'Autocentrum Horizont Černý Most' })).not.toBeChecked();
    await userEvent.selectOptions(select(region, /^Značka vozidla/), 'Volkswagen');
    await expect(region.getByRole('radio', { name: 'Autocentrum Horizont Strahov' })).not.toBeChecked();
  },
};

export const NoBranchForTheBrand: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    const status = region.getByRole('status');
    await userEvent.selectOptions(select(region, /^Lokalita/), 'Praha');
    await userEvent.selectOptions(select(region, /^Značka vozidla/), 'Seat');
    await expect(status).toHaveTextContent(
      'Takový výběr zatím obsloužit neumíme. Zavolejte nám prosím na +420 800 100 200.',
    );
    await expect(within(status).getByRole('link', { name: '+420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
    await expect(region.queryByRole('group', { name: /^Pobočka/ })).toBeNull();
    await fillContact(region);
    await userEvent.click(region.getByRole('radio', { name: 'Pojištění majetku' }));
    await userEvent.click(region.getByRole('radio', { name: 'Číslo pojistné smlouvy' }));
    await userEvent.type(region.getByRole('textbox', { name: /^Číslo pojistné smlouvy/ }), '8001234567');
    await consent(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    // The submit says it on the brand, the choice to change, and focuses it; the region does not repeat it.
    const brand = select(region, /^Značka vozidla/);
    await waitFor(() => expect(brand).toHaveFocus());
    await expect(brand).toHaveAccessibleDescription('Chyba: Takový výběr zatím obsloužit neumíme.');
    await expect(status).not.toHaveTextContent('Takový výběr');
    await expect(region.queryByText('Pobočka je povinný údaj.')).toBeNull();
    await expect(sent.bodies).toStrictEqual([]);
    // Another brand: the branches come back, and so does the choice.
    await userEvent.selectOptions(brand, 'Volkswagen');
    await expect(await region.findByRole('group', { name: /^Pobočka/ })).toBeVisible();
  },
};

export const BrokerSent: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    await fillBroker(region, 'Z-4711');
    // The client's choices are gone from the screen.
    await expect(region.queryByRole('group', { name: /^Druh pojištění/ })).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(within(thanks).getByText(BROKER_THANKS)).toBeVisible();
    await expect(sent.bodies).toStrictEqual([
      {
        ...common,
        registrationPlate: '1AB2345',
        brokerName: 'Makléřský dům s.r.o.',
        salesNumber: 'Z-4711',
      },
    ]);
    await expect(analytics.mock.calls).toStrictEqual([[{ name: 'Odeslani formulare', label: 'mobility' }]]);
    await closeDialog(thanks);
    await expect(region.getByRole('checkbox', { name: /Jsem zprostředkovatel/ })).not.toBeChecked();
    await expect(region.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('');
  },
};

export const BrokerWithoutSalesNumber: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    await chooseBranch(region);
    await fillContact(region);
    await userEvent.click(region.getByRole('checkbox', { name: /Jsem zprostředkovatel/ }));
    await consent(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('SPZ je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Název zprostředkovatele je povinný údaj.')).toBeVisible();
    const plate = region.getByRole('textbox', { name: /^SPZ vozidla/ });
    await waitFor(() => expect(plate).toHaveFocus());
    await userEvent.type(plate, '1AB 2345');
    await userEvent.type(
      region.getByRole('textbox', { name: /^Název zprostředkovatele/ }),
      'Makléřský dům s.r.o.',
    );
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Děkujeme za váš zájem!');
    await expect(sent.bodies).toStrictEqual([
      { ...common, registrationPlate: '1AB2345', brokerName: 'Makléřský dům s.r.o.' },
    ]);
  },
};

export const ClientBirthNumber: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    await fillClient(region, MOBILITY.insurance, MOBILITY.identification, MOBILITY.birthNumber);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(within(thanks).getByText(CLIENT_THANKS)).toBeVisible();
    await expect(sent.bodies).toStrictEqual([{ ...common, ...MOBILITY.client }]);
  },
};

export const ClientCompanyId: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    await fillClient(region, 'Pojištění podnikatelů', 'IČO', '25596641');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Děkujeme za váš zájem!');
    await expect(sent.bodies).toStrictEqual([
      { ...common, productTypeCode: 'BUSINESS', companyIn: '25596641' },
    ]);
  },
};

/** A birth number typed, then the contract number chosen instead: the birth number is not sent. */
export const ClientContractNumber: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    await fillClient(region, 'Pojištění odpovědnosti', 'Rodné číslo', '7360285163');
    await userEvent.click(region.getByRole('radio', { name: 'Číslo pojistné smlouvy' }));
    await expect(region.queryByRole('textbox', { name: /^Rodné číslo/ })).toBeNull();
    await userEvent.type(region.getByRole('textbox', { name: /^Číslo pojistné smlouvy/ }), '8001234567');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Děkujeme za váš zájem!');
    await expect(sent.bodies).toStrictEqual([
      { ...common, productTypeCode: 'LIABILITY', policyNumber: '8001234567' },
    ]);
  },
};

export const ClientPlateForVehicle: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('radio', { name: 'Pojištění vozidla' }));
    await expect(region.getByRole('radio', { name: 'SPZ vozidla' })).toBeEnabled();
    await fillClient(region, 'Pojištění vozidla', 'SPZ vozidla', '1ab 2345');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await shownDialog('Děkujeme za váš zájem!');
    await expect(sent.bodies).toStrictEqual([
      { ...common, productTypeCode: 'VEHICLE', registrationPlate: '1ab2345' },
    ]);
  },
};

/** The plate chosen for a vehicle, then the type changed: the submit refuses it and says why. */
export const PlateRefusedForProperty: Story = {
  ...recording,
  play: async () => {
    const region = await form();
    await fillClient(region, 'Pojištění vozidla', 'SPZ vozidla', '1AB2345');
    await userEvent.click(region.getByRole('radio', { name: 'Pojištění majetku' }));
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('SPZ lze použít jen u pojištění vozidla.')).toBeVisible();
    // The group is entered at its chosen radio, the refused plate, which carries the error.
    await waitFor(() => expect(region.getByRole('radio', { name: 'SPZ vozidla' })).toHaveFocus());
    await expect(region.getByRole('textbox', { name: /^SPZ vozidla/ })).toHaveValue('1AB2345');
    await expect(sent.bodies).toStrictEqual([]);
    // Once another identification is chosen, the plate cannot be chosen back for this type.
    await userEvent.click(region.getByRole('radio', { name: 'Číslo pojistné smlouvy' }));
    await expect(region.getByRole('radio', { name: 'SPZ vozidla' })).toBeDisabled();
  },
};

const latest = recordPosts(GUARANTEE_LATEST_URL);

export const Guarantee: Story = {
  args: { variant: 'guarantee' },
  beforeEach({ msw }) {
    latest.bodies.length = 0;
    msw.use(latest.handler);
  },
  play: async () => {
    const region = await form(/Záruka mobility/);
    await expect(region.getByRole('heading', { level: 2, name: 'Záruka mobility' })).toBeVisible();
    await fillClient(region, 'Pojištění majetku', 'IČO', '25596641');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Žádost o záruku mobility jsme přijali');
    await expect(within(thanks).getByText(CLIENT_THANKS)).toBeVisible();
    // The demo site names no environment: production, the latest API.
    await expect(latest.bodies).toStrictEqual([
      { ...common, productTypeCode: 'PROPERTY', companyIn: '25596641' },
    ]);
    await expect(analytics).toHaveBeenCalledWith({ name: 'Odeslani formulare', label: 'mobility-guarantee' });
  },
};

const v1 = recordPosts(GUARANTEE_V1_URL);

export const GuaranteeOutsideProduction: Story = {
  args: { variant: 'guarantee' },
  decorators: [withEnvironment('test')],
  beforeEach({ msw }) {
    v1.bodies.length = 0;
    latest.bodies.length = 0;
    msw.use(v1.handler, latest.handler);
  },
  play: async () => {
    const region = await form(/Záruka mobility/);
    await fillBroker(region);
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Žádost o záruku mobility jsme přijali');
    await expect(within(thanks).getByText(BROKER_THANKS)).toBeVisible();
    await expect(v1.bodies).toStrictEqual([
      { ...common, registrationPlate: '1AB2345', brokerName: 'Makléřský dům s.r.o.' },
    ]);
    await expect(latest.bodies).toStrictEqual([]);
  },
};

const slow = recordPosts(MOBILITY_URL, 4000);

export const Submitting: Story = {
  beforeEach({ msw }) {
    slow.bodies.length = 0;
    msw.use(slow.handler);
  },
  play: async () => {
    const region = await form();
    await fillClient(region, 'Pojištění majetku', 'IČO', '25596641');
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
    msw.use(rejectFields(MOBILITY_URL, { personalIn: 'Rodné číslo je neplatné.' }));
  },
  play: async () => {
    const region = await form();
    await fillClient(region, 'Pojištění majetku', 'Rodné číslo', '7360285163');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const birthNumber = region.getByRole('textbox', { name: /^Rodné číslo/ });
    await expect(await region.findByText('Rodné číslo je neplatné.')).toBeVisible();
    // Focused, every value kept, no error dialog: the lead-form contract.
    await waitFor(() => expect(birthNumber).toHaveFocus());
  },
};

/** The branch comes back from the server as `{slug}AutoBranchCode`: the error lands on the branch choice. */
export const ServerBranchError: Story = {
  beforeEach({ msw }) {
    msw.use(rejectFields(MOBILITY_URL, { horizontAutoBranchCode: 'Tato pobočka teď žádosti nepřijímá.' }));
  },
  play: async () => {
    const region = await form();
    await fillClient(region, 'Pojištění majetku', 'IČO', '25596641');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    await expect(await region.findByText('Tato pobočka teď žádosti nepřijímá.')).toBeVisible();
    await waitFor(() =>
      expect(region.getByRole('radio', { name: 'Autocentrum Horizont Strahov' })).toHaveFocus(),
    );
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(dropConnection(MOBILITY_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await form();
    await fillBroker(region, 'Z-4711');
    await userEvent.click(region.getByRole('button', { name: 'Odeslat' }));
    const error = await shownDialog('Chyba při zpracování');
    await expect(console.error).toHaveBeenCalled();
    await closeDialog(error);
    // The dialog's text and every value kept: the lead-form contract (a client's row); a broker's mode stays.
    await expect(region.getByRole('checkbox', { name: /Jsem zprostředkovatel/ })).toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await form();
    await expect(region.getByRole('status')).toHaveTextContent(
      'Please choose a city and a brand to see the branches.',
    );
    await userEvent.click(region.getByRole('button', { name: 'Send' }));
    await expect(await region.findByText('Location is required.')).toBeVisible();
    await expect(region.getByText('Choosing the identification is required.')).toBeVisible();
    await waitFor(() => expect(region.getByRole('combobox', { name: /^Location/ })).toHaveFocus());
  },
};
