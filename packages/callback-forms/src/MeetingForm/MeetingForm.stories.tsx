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
import { MEETING } from '../../test/fixtures/meeting.js';
import { JANA } from '../../test/fixtures/person.js';
import { MeetingForm, type MeetingFormProps } from './MeetingForm.js';

// The demo site's brand slug is `horizont` (.storybook/site.ts).
const MEETING_URL = `${API}/api/v1.0/rest/web/v2/horizont-technologies/meeting`;
const INCOMPLETE = 'Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.';

const techEvent: MeetingFormProps = MEETING.techEvent;

const digitalMeeting: MeetingFormProps = {
  variant: 'digitalMeeting',
  heading: 'Digitální schůzka o pojištění firemní flotily',
  perex: 'Projdeme s vámi pojištění vozového parku vaší firmy: online, nebo osobně na pobočce.',
  event: null,
  topics: [
    { value: 'fleet-casco', label: 'Havarijní pojištění vozového parku' },
    { value: 'fleet-telematics', label: 'Telematika a sleva za bezpečnou jízdu' },
  ],
  drinks: [
    { value: 'espresso', label: 'Espresso' },
    { value: 'tea', label: 'Čaj' },
    { value: 'none', label: 'Nic, děkuji' },
  ],
};

const meta = {
  title: 'Callback forms/MeetingForm',
  component: MeetingForm,
  // The stories' "now": a Friday in November 2026, months before the event.
  decorators: [withSite(undefined, '2026-11-27T10:00:00+01:00')],
  args: techEvent,
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `Tech-event registration and the digital meeting form (SPEC §2 item 6, §3, §5), one component for
two CMS sections: \`forms.tech-event\` (\`heading\`, \`perex\`, \`eventName\`, \`eventDate\`, \`eventDay\`, \`venue\`, \`topics\`,
\`drinks\`) and \`forms.digital-meeting\` (\`heading\`, \`perex\`, \`topics\`, \`drinks\`); topics and drinks are
\`{ value, label }\` lists, at least one each, no value twice. Topic and place (online / in person) are choices,
the drink is asked (and required) only in person, name, surname, e-mail and phone are required, the notes optional; the phone's hint names the +420 / +421
prefix. \`Pokračovat\` validates: an invalid form shows \`${INCOMPLETE}\` above the button (announced) and focuses
the first invalid field; a valid one is sent with api-client's \`sendMeeting\` (topic → \`technology\`, place →
\`online\`, names joined, notes → \`message\`) and thanked with \`Děkujeme!\`. Server field errors land on the
fields, any other failure opens the error dialog and keeps every value. Once the event's day (\`eventDay\`) is over
in Prague, the form gives way to \`Akce už proběhla, registrace je uzavřena.\``,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof MeetingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = recordPosts(MEETING_URL);

async function form(name: RegExp = /Registrace: AI v likvidaci škod|Digitální schůzka o pojištění/) {
  return within(await screen.findByRole('region', { name }));
}

interface Choices {
  topic: string;
  place: 'Online' | 'Osobně';
  /** Only in person: online, no drink is asked. */
  drink?: string;
  notes?: string;
}

async function fill(choices: Choices) {
  const region = await form();
  await userEvent.selectOptions(region.getByRole('combobox', { name: /^Téma/ }), choices.topic);
  await userEvent.click(region.getByRole('radio', { name: choices.place }));
  if (choices.drink) await userEvent.click(region.getByRole('radio', { name: choices.drink }));
  await userEvent.type(region.getByRole('textbox', { name: /^Jméno/ }), JANA.firstName);
  await userEvent.type(region.getByRole('textbox', { name: /^Příjmení/ }), JANA.surname);
  await userEvent.type(region.getByRole('textbox', { name: /^E-mail/ }), JANA.email);
  await userEvent.type(region.getByRole('textbox', { name: /^Telefon/ }), JANA.phoneDigits);
  if (choices.notes) await userEvent.type(region.getByRole('textbox', { name: /^Poznámka/ }), choices.notes);
  return region;
}

const inPerson: Choices = MEETING.inPerson;

export const TechEventIdle: Story = {
  play: async () => {
    const region = await form();
    await expect(
      region.getByRole('heading', { level: 2, name: 'Registrace: AI v likvidaci škod' }),
    ).toBeVisible();
    await expect(region.getByText('čtvrtek 4. března 2027 od 18:00')).toBeVisible();
    await expect(region.getByRole('combobox', { name: /^Téma/ })).toHaveValue('');
    const place = region.getByRole('group', { name: /Jak se zúčastníte/ });
    await expect(within(place).getByRole('radio', { name: 'Osobně' })).toHaveAccessibleDescription(
      'Horizont Campus, Na Pankráci 1, Praha 4',
    );
    await expect(within(place).getByRole('radio', { name: 'Online' })).not.toBeChecked();
    // The drink is for a visitor in person only: asked once "Osobně" is chosen, gone for "Online".
    await expect(region.queryByRole('group', { name: /Co si dáte k pití/ })).toBeNull();
    await userEvent.click(within(place).getByRole('radio', { name: 'Osobně' }));
    await expect(region.getByRole('group', { name: /Co si dáte k pití/ })).toBeVisible();
    await userEvent.click(within(place).getByRole('radio', { name: 'Online' }));
    await expect(region.queryByRole('group', { name: /Co si dáte k pití/ })).toBeNull();
    const phone = region.getByRole('textbox', { name: /^Telefon/ });
    await expect(phone).toHaveValue('+420 ');
    await expect(phone).toHaveAccessibleDescription('Zadejte číslo s předvolbou +420 nebo +421.');
    await expect(region.getByRole('textbox', { name: /^Poznámka/ })).not.toBeRequired();
    await expect(region.getByRole('button', { name: 'Pokračovat' })).not.toHaveAttribute('aria-disabled');
    await expect(region.queryByText(INCOMPLETE)).toBeNull();
  },
};

export const DigitalMeetingIdle: Story = {
  args: digitalMeeting,
  play: async () => {
    const region = await form();
    await expect(region.getByRole('group', { name: /Jak se chcete setkat/ })).toBeVisible();
    await expect(region.getByRole('radio', { name: 'Osobně' })).toHaveAccessibleDescription(
      'Na pobočce, kterou si spolu domluvíme.',
    );
    await userEvent.click(region.getByRole('radio', { name: 'Osobně' }));
    await expect(region.getByRole('radio', { name: 'Nic, děkuji' })).toBeVisible();
    await expect(region.queryByRole('term')).toBeNull();
  },
};

export const EmptySubmit: Story = {
  play: async () => {
    const region = await form();
    const topic = region.getByRole('combobox', { name: /^Téma/ });
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent(INCOMPLETE);
    // Topic and place; the drink is asked only once "in person" is chosen.
    await expect(region.getAllByText('Prosím vyberte jednu z možností.')).toHaveLength(2);
    await expect(region.queryByRole('radiogroup', { name: /k pití/ })).toBeNull();
    await expect(region.getByText('Prosím vyplňte jméno.')).toBeVisible();
    await expect(region.getByText('Prosím vyplňte příjmení.')).toBeVisible();
    // SPEC's own texts for the e-mail and the phone (SPEC §5: `E-mail je povinný údaj`, the phone
    // as in the call-back form).
    await expect(region.getByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(region.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(region.queryByText('Prosím vyplňte e-mail.')).toBeNull();
    // Focused and announced, no call: the lead-form contract (test/leadFormContract.tsx).
    await waitFor(() => expect(topic).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const InPersonWithoutDrink: Story = {
  play: async () => {
    const region = await form();
    await userEvent.click(region.getByRole('radio', { name: 'Osobně' }));
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    const drinks = region.getByRole('group', { name: /Co si dáte k pití/ });
    await expect(await within(drinks).findByText('Prosím vyberte jednu z možností.')).toBeVisible();
  },
};

/** The event's day is over in Prague: no form, a closed registration (the facts stay). */
export const RegistrationClosed: Story = {
  decorators: [withSite(undefined, '2027-03-05T00:30:00+01:00')],
  play: async () => {
    const region = await form();
    await expect(region.getByText('čtvrtek 4. března 2027 od 18:00')).toBeVisible();
    await expect(region.getByRole('status')).toHaveTextContent(
      'Akce už proběhla, registrace je uzavřena. Děkujeme za váš zájem.',
    );
    await expect(region.queryByRole('button', { name: 'Pokračovat' })).toBeNull();
    await expect(region.queryByRole('combobox', { name: /^Téma/ })).toBeNull();
  },
};

/** On the event's day itself (late evening in Prague) the registration is still open. */
export const RegistrationOnTheDay: Story = {
  decorators: [withSite(undefined, '2027-03-04T23:30:00+01:00')],
  play: async () => {
    const region = await form();
    await expect(region.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
    await expect(region.queryByText(/registrace je uzavřena/)).toBeNull();
  },
};

export const EmptySubmitDigitalMeeting: Story = {
  args: digitalMeeting,
  play: async () => {
    const region = await form();
    await userEvent.selectOptions(region.getByRole('combobox', { name: /^Téma/ }), 'fleet-casco');
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    await expect(await region.findByText(INCOMPLETE)).toBeVisible();
    // The topic is chosen: the first invalid field is the place, its first radio focused.
    await waitFor(() => expect(region.getByRole('radio', { name: 'Online' })).toHaveFocus());
    // Only the place: the drink is not asked before "in person" is chosen.
    await expect(region.getAllByText('Prosím vyberte jednu z možností.')).toHaveLength(1);
  },
};

export const InvalidEmailAndPhone: Story = {
  play: async () => {
    const region = await fill(inPerson);
    const email = region.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jana@');
    const phone = region.getByRole('textbox', { name: /^Telefon/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 7700 900123');
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    await expect(await region.findByText('E-mail je ve špatném formátu.')).toBeVisible();
    await expect(region.getByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await expect(region.getByText(INCOMPLETE)).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const TechEventSent: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await form();
    // First an invalid submit, then the form made valid: the message goes with the valid submit.
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    await expect(await region.findByText(INCOMPLETE)).toBeVisible();
    await fill(inPerson);
    await expect(region.getByText(INCOMPLETE)).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    const thanks = await shownDialog('Děkujeme!');
    await expect(
      within(thanks).getByText(
        'Registraci na akci AI v likvidaci škod jsme přijali. Podrobnosti vám pošleme e-mailem.',
      ),
    ).toBeVisible();
    // Its exact payload (in person, a drink, no notes): the lead-form contract's row.
    await expect(analytics.mock.calls).toStrictEqual([[{ name: 'Odeslani formulare', label: 'tech-event' }]]);
    await expect(region.queryByText(INCOMPLETE)).toBeNull();
    await closeDialog(thanks);
    // A sent form starts again empty: a second click cannot register twice.
    await expect(region.getByRole('combobox', { name: /^Téma/ })).toHaveValue('');
    await expect(region.getByRole('radio', { name: 'Osobně' })).not.toBeChecked();
    await expect(region.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 ');
  },
};

export const DigitalMeetingSent: Story = {
  args: digitalMeeting,
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async () => {
    const region = await fill({
      topic: 'Telematika a sleva za bezpečnou jízdu',
      place: 'Online',
      notes: 'Máme 24 dodávek, hodí se mi úterý dopoledne.',
    });
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    const thanks = await shownDialog('Děkujeme!');
    await expect(
      within(thanks).getByText(
        'Specialista se vám do dvou pracovních dnů ozve a domluví s vámi termín schůzky.',
      ),
    ).toBeVisible();
    await expect(sent.bodies).toStrictEqual([
      {
        technology: 'fleet-telematics',
        drink: '',
        online: true,
        name: 'Jana Nováková',
        message: 'Máme 24 dodávek, hodí se mi úterý dopoledne.',
        email: 'jana.novakova@example.cz',
        phone: '+420 601 123 456',
      },
    ]);
    await expect(analytics).toHaveBeenCalledWith({ name: 'Odeslani formulare', label: 'digital-meeting' });
  },
};

const slow = recordPosts(MEETING_URL, 4000);

export const Submitting: Story = {
  beforeEach({ msw }) {
    slow.bodies.length = 0;
    msw.use(slow.handler);
  },
  play: async () => {
    const region = await fill(inPerson);
    const submit = region.getByRole('button', { name: 'Pokračovat' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(submit).toHaveFocus();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true');
    await shownDialog('Děkujeme!');
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      rejectFields(MEETING_URL, {
        technology: 'Toto téma už je plně obsazené, vyberte prosím jiné.',
        phone: 'Na toto číslo se nedovoláme, zkontrolujte ho prosím.',
      }),
    );
  },
  play: async () => {
    const region = await fill({ ...inPerson, notes: 'Přijdu s kolegou.' });
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    const topic = region.getByRole('combobox', { name: /^Téma/ });
    await expect(
      await region.findByText('Toto téma už je plně obsazené, vyberte prosím jiné.'),
    ).toBeVisible();
    await expect(region.getByText('Na toto číslo se nedovoláme, zkontrolujte ho prosím.')).toBeVisible();
    // `technology` is the topic's payload name: its error is on the topic, which is focused (every
    // value kept, no error dialog: the lead-form contract).
    await waitFor(() => expect(topic).toHaveFocus());
    // The form itself was complete: no form-level message.
    await expect(region.queryByText(INCOMPLETE)).toBeNull();
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(dropConnection(MEETING_URL));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fill(inPerson);
    await userEvent.click(region.getByRole('button', { name: 'Pokračovat' }));
    const error = await shownDialog('Chyba při zpracování');
    await expect(console.error).toHaveBeenCalled();
    // The dialog's text and every value kept after it: the lead-form contract.
    await closeDialog(error);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...digitalMeeting, heading: '' },
  play: async () => {
    const region = await form(/Digital meeting with a specialist/);
    await userEvent.click(region.getByRole('button', { name: 'Continue' }));
    await expect(
      await region.findByText('Oops, something is still missing. Please check the details you entered.'),
    ).toBeVisible();
    await expect(region.getByText('Please fill in your first name.')).toBeVisible();
    await expect(region.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Enter the number with the prefix +420 or +421. Error: Phone is required.',
    );
    await waitFor(() => expect(region.getByRole('combobox', { name: /^Topic/ })).toHaveFocus());
  },
};
