import {
  createModuleLoader,
  fixedClock,
  type LazyDialogControl,
  Modal,
  memoryNavigation,
  SiteProvider,
  useSite,
} from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CallbackButton, CallbackModalButton } from './CallbackButton.js';
import { CallbackModal, type CallbackModalProps } from './CallbackModal.js';

/** The default kind's endpoint (latest offer call-me) on the demo API host. */
const CALL_ME_URL = 'http://localhost:4010/api/latest/rest/web/v2/form/offer/call-me';

const analytics = fn();

/** Re-provides the story's site with its own clock and an observable analytics sink. */
function SiteOverride({
  now,
  url,
  children,
}: {
  now?: string | undefined;
  url?: string | undefined;
  children: ReactNode;
}) {
  const site = useSite();
  const navigation = useMemo(() => (url ? memoryNavigation(url) : site.navigation), [url, site.navigation]);
  return (
    <SiteProvider
      config={site.config}
      navigation={navigation}
      clock={now ? fixedClock(now) : site.clock}
      analytics={analytics}
    >
      {children}
    </SiteProvider>
  );
}

function withSite(now?: string, url?: string): Decorator {
  return (Story) => (
    <SiteOverride now={now} url={url}>
      <Story />
    </SiteOverride>
  );
}

const meta = {
  title: 'Callback forms/CallbackModal',
  component: CallbackModal,
  args: { defaultOpen: true },
  decorators: [withSite()],
  parameters: { a11y: { context: 'body' } },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof CallbackModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog once its opening animation has finished (until then its opacity is 0). */
async function shownDialog(name: string | RegExp) {
  const found = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

const dialog = () => shownDialog('Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky');

async function fill(name: string, phone: string, date: string) {
  const modal = within(await dialog());
  await userEvent.type(modal.getByRole('textbox', { name: /Jméno/ }), name);
  await userEvent.type(modal.getByRole('textbox', { name: /Telefon/ }), phone);
  await userEvent.type(modal.getByRole('textbox', { name: /Datum/ }), date);
  return modal;
}

export const Idle: Story = {
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('textbox', { name: /Jméno/ })).toHaveValue('');
    await expect(modal.getByRole('textbox', { name: /Telefon/ })).toHaveValue('+420 ');
    await expect(modal.getByRole('textbox', { name: /Datum/ })).toHaveValue('');
    await expect(
      modal.getByText('Např. 25. 11. 2026 (nejbližší možný den).', { exact: false }),
    ).toBeVisible();
    await expect(modal.getByRole('radio', { name: /Dopoledne/ })).not.toBeChecked();
    await expect(modal.getByRole('radio', { name: /Odpoledne/ })).not.toBeChecked();
    await expect(modal.getByText('8:00–12:00')).toBeVisible();
    await expect(modal.getByText('13:00–17:00')).toBeVisible();
  },
};

export const EmptySubmit: Story = {
  play: async () => {
    const modal = within(await dialog());
    const name = modal.getByRole('textbox', { name: /Jméno/ });
    // Nothing is checked while leaving a field: validation runs on submit only.
    await userEvent.click(name);
    await userEvent.tab();
    await expect(modal.queryByText('Jméno je povinný údaj.')).toBeNull();

    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    await expect(await modal.findByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(modal.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(modal.getByText('Datum je povinný údaj.')).toBeVisible();
    await expect(modal.getByText('Čas je povinný údaj.')).toBeVisible();
    // Focused and announced, no call: the lead-form contract (test/leadFormContract.tsx).
    await waitFor(() => expect(name).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const InvalidPhoneAndDate: Story = {
  play: async () => {
    const modal = await fill('Jana', '12345', '31. 2. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Odpoledne/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    const phone = modal.getByRole('textbox', { name: /Telefon/ });
    await expect(await modal.findByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await expect(modal.getByText('Datum je ve špatném formátu.')).toBeVisible();
    await expect(modal.queryByText('Jméno je povinný údaj.')).toBeNull();
    await waitFor(() => expect(phone).toHaveFocus());
  },
};

export const WeekendDate: Story = {
  play: async () => {
    // The live region is in the page, empty, before anything is typed: a screen reader knows it
    // before its text changes, and announces the warning when it appears.
    const region = within(await dialog()).getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    const modal = await fill('Jana', '601 123 456', '28. 11. 2026');
    await expect(modal.getByRole('status')).toBe(region);
    await expect(region).toHaveTextContent(
      'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…',
    );
    await expect(
      modal.getByText('V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…'),
    ).toBeVisible();
    await expect(modal.queryByRole('radio')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    const date = modal.getByRole('textbox', { name: /Datum/ });
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    // The warning now stands under the date as its error, once, and still no day part is offered.
    await expect(
      modal.getAllByText('V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…'),
    ).toHaveLength(1);
    await expect(date).toHaveAccessibleDescription(/V tento den se vám nemůžeme věnovat/);
    await expect(modal.queryByRole('radio')).toBeNull();
    await expect(analytics).not.toHaveBeenCalled();
  },
};

export const TodayBeforeCutoff: Story = {
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '25. 11. 2026');
    const afternoon = modal.getByRole('radio', { name: /Odpoledne/ });
    await expect(afternoon).toBeChecked();
    await expect(modal.queryByRole('radio', { name: /Dopoledne/ })).toBeNull();
    // Another day clears the preselected slot and offers both.
    const date = modal.getByRole('textbox', { name: /Datum/ });
    await userEvent.clear(date);
    await userEvent.type(date, '26. 11. 2026');
    await expect(modal.getByRole('radio', { name: /Dopoledne/ })).not.toBeChecked();
    await expect(modal.getByRole('radio', { name: /Odpoledne/ })).not.toBeChecked();
  },
};

/** 10:30 in Prague: past the fixed-window cut-off, so the first bookable day is tomorrow. */
export const TodayAfterCutoff: Story = {
  decorators: [withSite('2026-11-25T09:30:00.000Z')],
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '25. 11. 2026');
    await expect(
      modal.getByText('Např. 26. 11. 2026 (nejbližší možný den).', { exact: false }),
    ).toBeVisible();
    await expect(
      modal.getByText('Na tento den už vám zavolat nestihneme, zvolte prosím pozdější datum.'),
    ).toBeVisible();
    await expect(modal.queryByRole('radio')).toBeNull();
    const date = modal.getByRole('textbox', { name: /Datum/ });
    await userEvent.clear(date);
    await userEvent.type(date, '26. 11. 2026');
    await expect(modal.getByRole('radio', { name: /Dopoledne/ })).not.toBeChecked();
    await expect(modal.getByRole('radio', { name: /Odpoledne/ })).not.toBeChecked();
  },
};

/**
 * The date chosen from the calendar on Friday evening: the weekend and the past are disabled (the
 * call-back's own rules, Prague time), the escape key closes the calendar and not the modal, and a
 * chosen day fills the text and offers its day parts.
 */
export const DateFromCalendar: Story = {
  decorators: [withSite('2026-11-27T18:00:00.000Z')],
  play: async () => {
    const modal = within(await dialog());
    const open = modal.getByRole('button', { name: 'Vybrat datum z kalendáře' });
    await userEvent.click(open);
    // The calendar's code arrives on the first opening (a busy stand-in of the same name shows meanwhile).
    const calendar = within(
      await waitFor(
        () => {
          const found = screen.getByRole('dialog', { name: 'Kalendář' });
          expect(found).not.toHaveAttribute('aria-busy');
          return found;
        },
        { timeout: 15_000 },
      ),
    );
    for (const day of [
      /pátek, 27\. listopadu 2026, nelze vybrat$/,
      /^sobota, 28\. listopadu 2026, nelze vybrat$/,
    ]) {
      await expect(calendar.getByRole('button', { name: day })).toBeDisabled();
    }
    await waitFor(() =>
      expect(calendar.getByRole('button', { name: /^pondělí, 30\. listopadu 2026$/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kalendář' })).toBeNull());
    await expect(open).toHaveFocus();
    await expect(screen.getByRole('dialog', { name: /Dejte nám prosím vědět/ })).toBeVisible();
    await userEvent.click(open);
    const again = within(await screen.findByRole('dialog', { name: 'Kalendář' }));
    await userEvent.click(await again.findByRole('button', { name: /^pondělí, 30\. listopadu 2026$/ }));
    await expect(modal.getByRole('textbox', { name: /Datum/ })).toHaveValue('30. 11. 2026');
    await expect(modal.getByRole('radio', { name: /Dopoledne/ })).toBeVisible();
    await expect(modal.getByRole('radio', { name: /Odpoledne/ })).toBeVisible();
  },
};

/**
 * Friday 27 November 2026, 19:00 in Prague: past both cut-offs before a weekend, so the first bookable
 * day is Monday, in the hint and in the rules; the weekend between says it is a weekend.
 */
export const FridayEvening: Story = {
  decorators: [withSite('2026-11-27T18:00:00.000Z')],
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '28. 11. 2026');
    await expect(
      modal.getByText('Např. 30. 11. 2026 (nejbližší možný den).', { exact: false }),
    ).toBeVisible();
    await expect(modal.getByRole('status')).toHaveTextContent(
      'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…',
    );
    const date = modal.getByRole('textbox', { name: /Datum/ });
    await userEvent.clear(date);
    await userEvent.type(date, '30. 11. 2026');
    await expect(modal.getByRole('status')).toBeEmptyDOMElement();
    await expect(modal.getByRole('radio', { name: /Dopoledne/ })).not.toBeChecked();
    await expect(modal.getByRole('radio', { name: /Odpoledne/ })).not.toBeChecked();
  },
};

/**
 * A public holiday typed on a weekday (Štědrý den, Thursday 24 December 2026): the weekend's text,
 * SPEC's one for a day we do not call, and no day part to choose; after a submit it stands under the
 * date as its error, and nothing is sent.
 */
export const HolidayDate: Story = {
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '24. 12. 2026');
    const weekend = 'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…';
    await expect(modal.getByRole('status')).toHaveTextContent(weekend);
    await expect(modal.queryByRole('radio')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    const date = modal.getByRole('textbox', { name: /Datum/ });
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    await expect(date).toHaveAccessibleDescription(/V tento den se vám nemůžeme věnovat/);
    await expect(modal.getAllByText(weekend)).toHaveLength(1);
    await expect(modal.queryByRole('radio')).toBeNull();
    await expect(analytics).not.toHaveBeenCalled();
  },
};

/**
 * Christmas in the calendar, seen on Monday 21 December 2026: 24 to 26 December are disabled like the
 * weekend and said to be so; the 23rd and Monday 28th can be chosen. After 10:00 on the 23rd the
 * first bookable day is the 28th.
 */
export const HolidaysInCalendar: Story = {
  decorators: [withSite('2026-12-21T07:00:00.000Z')],
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Vybrat datum z kalendáře' }));
    const calendar = within(await screen.findByRole('dialog', { name: 'Kalendář' }, { timeout: 15_000 }));
    await expect(calendar.getByRole('grid', { name: 'prosinec 2026' })).toBeVisible();
    for (const day of [
      /^čtvrtek, 24\. prosince 2026, nelze vybrat$/,
      /^pátek, 25\. prosince 2026, nelze vybrat$/,
      /^sobota, 26\. prosince 2026, nelze vybrat$/,
    ]) {
      await expect(calendar.getByRole('button', { name: day })).toBeDisabled();
    }
    await expect(calendar.getByRole('button', { name: /^středa, 23\. prosince 2026$/ })).toBeEnabled();
    await expect(calendar.getByRole('button', { name: /^pondělí, 28\. prosince 2026$/ })).toBeEnabled();
  },
};

/** The same 10:30 in `asap` mode: same-day calls run until 17:00, so today still has the afternoon. */
export const AsapAfterTen: Story = {
  args: { mode: 'asap' },
  decorators: [withSite('2026-11-25T09:30:00.000Z')],
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '25. 11. 2026');
    await expect(
      modal.getByText('Např. 25. 11. 2026 (nejbližší možný den).', { exact: false }),
    ).toBeVisible();
    await expect(modal.getByRole('radio', { name: /Odpoledne/ })).toBeChecked();
    await expect(modal.queryByRole('radio', { name: /Dopoledne/ })).toBeNull();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CALL_ME_URL, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '26. 11. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Dopoledne/ }));
    const submit = modal.getByRole('button', { name: 'Odeslat' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(submit).toHaveFocus();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CALL_ME_URL, () => new HttpResponse(null, { status: 204 })));
  },
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '26. 11. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Odpoledne/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    // The same thank-you dialog as every other form of the site, with SPEC's text of this modal.
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(
      within(thanks).getByText('Děkujeme, formulář byl odeslán a my se brzy ozveme.'),
    ).toBeVisible();
    // It says when we will call: the day and part of day booked.
    await expect(
      within(thanks).getByText('Zavoláme vám ve čtvrtek 26. listopadu odpoledne (13–17 h).'),
    ).toBeVisible();
    // Its exact payload: the lead-form contract's row.
    await expect(analytics).toHaveBeenCalledWith({ name: 'Zavolejte mi' });
    await expect(analytics).toHaveBeenCalledWith({ name: 'Odeslani formulare' });
    // The form's modal has closed; the thank-you dialog has the focus and closes with its button.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Dejte nám prosím vědět/ })).toBeNull());
    await waitFor(() => expect(thanks).toContainElement(document.activeElement as HTMLElement));
    const close = within(thanks)
      .getAllByRole('button', { name: 'Zavřít' })
      .find((button) => button.textContent === 'Zavřít');
    await userEvent.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The thank-you as a visitor reads it, for axe and the visual check: SPEC's text, then when we call. */
export const ThankYouNamesTheDay: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CALL_ME_URL, () => new HttpResponse(null, { status: 204 })));
  },
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '30. 11. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Dopoledne/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    const thanks = within(await shownDialog('Děkujeme za váš zájem!'));
    await expect(thanks.getByText('Děkujeme, formulář byl odeslán a my se brzy ozveme.')).toBeVisible();
    await expect(thanks.getByText('Zavoláme vám v pondělí 30. listopadu dopoledne (8–12 h).')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Dejte nám prosím vědět/ })).toBeNull());
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CALL_ME_URL, () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            errors: [{ field: 'phone', message: 'Špatný formát čísla nebo chybí předvolba.' }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '26. 11. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Dopoledne/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    await expect(await modal.findByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    // Focused, every value kept, no error dialog: the lead-form contract.
    const phone = modal.getByRole('textbox', { name: /Telefon/ });
    await waitFor(() => expect(phone).toHaveFocus());
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CALL_ME_URL, () => HttpResponse.error()));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '26. 11. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Odpoledne/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    const error = await shownDialog('Chyba při zpracování');
    await expect(console.error).toHaveBeenCalled();
    // The text button at the bottom, not the icon button in the corner.
    const close = within(error)
      .getAllByRole('button', { name: 'Zavřít' })
      .find((button) => button.textContent === 'Zavřít');
    await userEvent.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chyba při zpracování' })).toBeNull());
    // The dialog's text and every value kept after it: the lead-form contract.
    await dialog();
  },
};

let motorcycleBody: unknown;

/** On a motorcycle page the call goes to the v1 offer endpoint with the offer payload (SPEC §3, §7). */
export const MotorcyclePage: Story = {
  decorators: [withSite(undefined, 'http://localhost:6006/pojisteni/motorky')],
  beforeEach({ msw }) {
    motorcycleBody = undefined;
    msw.use(
      http.post('http://localhost:4010/api/v1.0/rest/web/v2/form/offer/call-me', async ({ request }) => {
        motorcycleBody = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '25. 11. 2026');
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(
      within(thanks).getByText('Děkujeme, formulář byl odeslán a my se brzy ozveme.'),
    ).toBeVisible();
    // Today before the cut-off: this afternoon, preselected.
    await expect(
      within(thanks).getByText('Zavoláme vám ve středu 25. listopadu odpoledne (13–17 h).'),
    ).toBeVisible();
    await expect(motorcycleBody).toEqual({
      contact: 'PHONE',
      firstName: 'Jana',
      phone: '+420 601 123 456',
      plannedOn: '2026-11-25',
      meridiemCode: 'PM',
      termsAgreement: true,
    });
  },
};

let topicBody: unknown;

export const WithTopic: Story = {
  args: {
    withTopic: true,
    topics: [
      { value: 'vehicle', label: 'Pojištění vozidla' },
      { value: 'property', label: 'Pojištění majetku' },
    ],
  },
  beforeEach({ msw }) {
    topicBody = undefined;
    msw.use(
      http.post(CALL_ME_URL, async ({ request }) => {
        topicBody = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async () => {
    const modal = await fill('Jana', '601 123 456', '26. 11. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Dopoledne/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Odeslat' }));
    await expect(await modal.findByText('Výběr tématu je povinný údaj.')).toBeVisible();
    await userEvent.click(modal.getByRole('combobox', { name: /Téma/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pojištění majetku' }));
    // Until the menu has closed, Radix hides the rest of the page (aria-hidden) from the queries.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), { timeout: 5000 });
    await userEvent.click(await modal.findByRole('button', { name: 'Odeslat' }, { timeout: 5000 }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(within(thanks).getByText('A je to.')).toBeVisible();
    await expect(
      within(thanks).getByText('Zavoláme vám ve čtvrtek 26. listopadu dopoledne (8–12 h).'),
    ).toBeVisible();
    await expect(topicBody).toEqual({
      name: 'Jana',
      phone: '+420 601 123 456',
      date: '2026-11-26',
      dayTime: 0,
      topic: 'property',
      contact: 'PHONE',
      termsAgreement: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Dejte nám prosím vědět/ })).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const modal = within(await shownDialog('Please let us know when we can call you back'));
    await userEvent.click(modal.getByRole('button', { name: 'Send' }));
    await expect(await modal.findByText('Name is required.')).toBeVisible();
    await expect(modal.getByText('Phone is required.')).toBeVisible();
    await expect(modal.getByText('Date is required.')).toBeVisible();
    await expect(modal.getByText('Time is required.')).toBeVisible();
    await expect(modal.getByRole('radio', { name: /Morning/ })).toBeVisible();
    await waitFor(() => expect(modal.getByRole('textbox', { name: /Name/ })).toHaveFocus());
  },
};

export const OpenedByButton: Story = {
  args: { defaultOpen: false },
  render: (args) => <CallbackButton mode={args.mode ?? 'fixedWindow'} />,
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Zavolejte mi' }));
    // The form, once its code has loaded (a loading dialog of the same name may show first), with
    // focus moved into it.
    await screen.findByRole('textbox', { name: /Jméno/ });
    const modal = await dialog();
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Zavolejte mi' })).toHaveFocus();
  },
};

type LoadedModal = ComponentType<Omit<CallbackModalProps, 'open' | 'onOpenChange'> & LazyDialogControl>;

/** A download that never finishes: what a visitor on a slow connection sees after the click. */
const neverLoads = createModuleLoader<LoadedModal>(() => new Promise(() => {}));

/** Clicking `Zavolejte mi` shows the dialog at once, busy, with focus in it; Escape gives up. */
export const LoadingForm: Story = {
  args: { defaultOpen: false },
  render: () => (
    <CallbackModalButton
      loader={neverLoads}
      modalProps={{}}
      title="Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky"
    >
      Zavolejte mi
    </CallbackModalButton>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Zavolejte mi' });
    await userEvent.click(button);
    const loading = await dialog();
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveFocus();
    await expect(within(loading).getByRole('status')).toHaveTextContent('Načítáme formulář…');
    await expect(loading).toHaveAccessibleDescription('Načítáme formulář…');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // Open again and stay: the story ends in the loading state (checked by axe as it is).
    await userEvent.click(button);
    await expect(await dialog()).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The loading dialog inside a Radix modal (the advisor modal's call-back button): Escape closes the
 * loading dialog only, and focus returns to `Zavolejte mi` in the modal. (Radix takes Escape on the
 * document and used to close its own modal with it.)
 */
export const LoadingInsideModal: Story = {
  args: { defaultOpen: false },
  render: () => (
    <Modal defaultOpen title="Poradíme vám s pojištěním auta">
      <CallbackModalButton
        loader={neverLoads}
        modalProps={{}}
        title="Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky"
      >
        Zavolejte mi
      </CallbackModalButton>
    </Modal>
  ),
  play: async () => {
    const outer = await shownDialog('Poradíme vám s pojištěním auta');
    const button = within(outer).getByRole('button', { name: 'Zavolejte mi' });
    await userEvent.click(button);
    const loading = await screen.findByRole('dialog', {
      name: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky',
    });
    await expect(loading).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky' }),
      ).toBeNull(),
    );
    await expect(screen.getByRole('dialog', { name: 'Poradíme vám s pojištěním auta' })).toBeVisible();
    await expect(button).toHaveFocus();
    // The next Escape is the modal's own.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A loader whose first `failures` downloads fail; each story makes its own (a loader keeps a success). */
function flakyLoader(failures: number) {
  let failuresLeft = failures;
  return createModuleLoader<LoadedModal>(async () => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: CallbackModal.js');
    }
    return CallbackModal;
  });
}
let flaky = flakyLoader(0);

/**
 * The form's code cannot be downloaded: an error with `Zkusit znovu`. Closing returns focus to the
 * button; the retry really downloads again, and the form opens.
 */
export const LoadFailed: Story = {
  args: { defaultOpen: false },
  beforeEach() {
    flaky = flakyLoader(2);
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  render: () => (
    <CallbackModalButton
      loader={flaky}
      modalProps={{}}
      title="Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky"
    >
      Zavolejte mi
    </CallbackModalButton>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Zavolejte mi' });
    const failed = 'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.';
    await userEvent.click(button);
    let error = await dialog();
    await expect(await within(error).findByRole('alert')).toHaveTextContent(failed);
    await expect(error).not.toHaveAttribute('aria-busy');
    const retry = within(error).getByRole('button', { name: 'Zkusit znovu' });
    await waitFor(() => expect(retry).toHaveFocus());
    await expect(console.error).toHaveBeenCalledTimes(1);
    // Giving up: focus goes back to the button.
    await userEvent.click(within(error).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // The second click fails too; `Zkusit znovu` downloads again, and this time the form opens.
    await userEvent.click(button);
    error = await dialog();
    await within(error).findByRole('alert');
    await userEvent.click(within(error).getByRole('button', { name: 'Zkusit znovu' }));
    await screen.findByRole('textbox', { name: /Jméno/ });
    const modal = await dialog();
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await expect(screen.queryByText(failed)).toBeNull();
    await expect(console.error).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The error state as a visitor meets it, for axe and the visual check: the download keeps failing. */
export const LoadFailedShown: Story = {
  args: { defaultOpen: false },
  beforeEach() {
    flaky = flakyLoader(Number.POSITIVE_INFINITY);
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  render: () => (
    <CallbackModalButton
      loader={flaky}
      modalProps={{}}
      title="Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky"
    >
      Zavolejte mi
    </CallbackModalButton>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zavolejte mi' }));
    const error = await dialog();
    await within(error).findByRole('alert');
    // A retry that fails again keeps the error and the focus on the retry.
    await userEvent.click(within(error).getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(error).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
  },
};
