import { type CalculatorProps, CalculatorProvider } from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingDownloads, shownDialog, withSite } from '../../../../test/storySupport.js';
import { advisorModal } from './AdvisorButton.js';
import { AdvisorSection } from './AdvisorSection.js';

const meta = {
  title: 'Callback forms/AdvisorSection',
  component: AdvisorSection,
  decorators: [withSite('http://localhost:6006/poradce')],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The advisor modal (SPEC §2 item 6) as the CMS section \`forms.advisor\` (\`heading\`, \`perex\`,
\`buttonLabel\`, \`calculator\`, default \`vehicle\`). The button \`Chci poradit s pojištěním auta\` opens a modal
that renders the calculator the host registered for \`calculator\` with \`vehicle: null\` (no calculation yet):
\`<CalculatorProvider calculators={{ vehicle: MyCalculator }}>\` from \`@insurance-web/ui\`. SPEC.md shows no
calculator, so this site registers none: the modal then says so (ui's \`CalculatorUnavailable\`, the quote
flow's notice) and offers the call-back button and the call centre's number. The modal's code loads when the
button is first pressed; until it is there a loading dialog shows a loading status (ui's \`LazyDialogButton\`).`,
      },
    },
  },
} satisfies Meta<typeof AdvisorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Poradíme vám s pojištěním auta';
const CALLBACK_TITLE = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';

/**
 * The advisor modal itself, once its code has loaded: until then a loading `<dialog>` of the same
 * name shows the loading status (ui's `LoadingDialog`).
 */
async function loadedModal(name: string) {
  // The modal's code downloads on the first click: on a busy CI machine that took over the default 1 s.
  await waitFor(
    () =>
      expect(screen.getAllByRole('dialog', { name }).some((dialog) => dialog.tagName !== 'DIALOG')).toBe(
        true,
      ),
    { timeout: 5000 },
  );
  return within(await shownDialog(name));
}

async function open(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: 'Chci poradit s pojištěním auta' });
  await userEvent.click(button);
  return { button, modal: await loadedModal(TITLE) };
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nevíte si rady s pojištěním auta?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chci poradit s pojištěním auta' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * The modal's code cannot be downloaded: ui's lazy-dialog rule, a stand-in of the modal's name with the
 * error and `Zkusit znovu`; the section stays, and Escape returns the focus to its button.
 */
export const ModalLoadFailed: Story = {
  beforeEach: () => failingDownloads(advisorModal),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit s pojištěním auta' });
    await userEvent.click(button);
    const standIn = await screen.findByRole('dialog', { name: TITLE });
    await expect(await within(standIn).findByRole('alert')).toHaveTextContent(
      'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await waitFor(() => expect(within(standIn).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nevíte si rady s pojištěním auta?' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // Asked again, it downloads again (and fails again here): the story ends on the stand-in.
    await userEvent.keyboard('{Enter}');
    await within(await screen.findByRole('dialog', { name: TITLE })).findByRole('alert');
  },
};

/** This site: no calculator registered, so the modal says so and offers a call back and the phone. */
export const WithoutCalculator: Story = {
  play: async ({ canvasElement }) => {
    const { button, modal } = await open(canvasElement);
    await expect(
      modal.getByRole('heading', { level: 3, name: 'Online výpočet tu zatím není k dispozici' }),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Zavolat na +420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
    await expect(modal.getByRole('button', { name: 'Zavolejte mi' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/**
 * The notice's call-back button opens the call-back modal over the advisor modal. Escape closes the
 * top layer only (the loading dialog while the form downloads, then the form), with focus back on
 * `Zavolejte mi`; the next Escape closes the advisor modal. (Regression: Escape used to close both.)
 */
export const CallBackInstead: Story = {
  play: async ({ canvasElement }) => {
    const { button, modal } = await open(canvasElement);
    const callBack = modal.getByRole('button', { name: 'Zavolejte mi' });
    await userEvent.click(callBack);
    await shownDialog(CALLBACK_TITLE);
    // The loading dialog shows the same title first; the form's field arrives with the modal's code.
    const phone = await screen.findByRole('textbox', { name: /Telefon/ });
    await expect(phone).toHaveValue('+420 ');
    const callbackModal = phone.closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(callbackModal.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CALLBACK_TITLE })).toBeNull());
    // Back in the advisor modal, on the button that opened the call-back modal.
    await expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    await waitFor(() => expect(callBack).toHaveFocus());
    // Opened again (the form's code is there now) and closed with its own button.
    await userEvent.click(callBack);
    const again = await shownDialog(CALLBACK_TITLE);
    await userEvent.click(within(again).getAllByRole('button', { name: 'Zavřít' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CALLBACK_TITLE })).toBeNull());
    await waitFor(() => expect(callBack).toHaveFocus());
    // The next Escape is the advisor modal's.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** What a host's calculator receives in the slot: its type, and no calculation (`vehicle: null`). */
function SlotInspector({ type, vehicle }: CalculatorProps) {
  return (
    <section aria-label="Registrovaná kalkulačka" className="rounded-card border border-line p-4">
      <p>
        Typ: <strong>{type}</strong>
      </p>
      <p>Výpočet: {vehicle === null ? 'žádný, začíná se od začátku' : 'převzatý'}</p>
    </section>
  );
}

const withCalculators =
  (types: string[]): Decorator =>
  (Story) => (
    <CalculatorProvider calculators={Object.fromEntries(types.map((type) => [type, SlotInspector]))}>
      <Story />
    </CalculatorProvider>
  );

/** A host that registers a vehicle calculator: the modal opens it without a calculation. */
export const WithRegisteredCalculator: Story = {
  decorators: [withCalculators(['vehicle'])],
  play: async ({ canvasElement }) => {
    const { modal } = await open(canvasElement);
    const slot = within(modal.getByRole('region', { name: 'Registrovaná kalkulačka' }));
    await expect(slot.getByText('vehicle')).toBeVisible();
    await expect(slot.getByText('Výpočet: žádný, začíná se od začátku')).toBeVisible();
    await expect(modal.queryByText('Online výpočet tu zatím není k dispozici')).toBeNull();
  },
};

/** The editor's texts and another calculator type (the host registered `vehicle-casco` only). */
export const EditorTexts: Story = {
  args: {
    heading: 'Havarijní pojištění s poradcem',
    perex: 'Spočítáme s vámi, kolik stojí havarijní pojištění vašeho auta.',
    buttonLabel: 'Poraďte mi s havarijním pojištěním',
    calculator: 'vehicle-casco',
  },
  decorators: [withCalculators(['vehicle-casco'])],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Havarijní pojištění s poradcem' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Poraďte mi s havarijním pojištěním' }));
    const modal = await loadedModal(TITLE);
    await expect(modal.getByText('vehicle-casco')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get advice on car insurance' }));
    const modal = await loadedModal('We will help you with your car insurance');
    await expect(
      modal.getByRole('heading', { level: 3, name: 'The online calculation is not available here yet' }),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Call +420 800 100 200' })).toBeVisible();
  },
};
