import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API, recordPosts, shownDialog, withSite } from '../../../../test/storySupport.js';
import { CallbackSection } from './CallbackSection.js';

/** The kind of /dotaz (no keyword in the path): the latest offer call-me. */
const CALL_ME_URL = `${API}/api/latest/rest/web/v2/form/offer/call-me`;
const FORM_TITLE = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';

const meta = {
  title: 'Callback forms/CallbackSection',
  component: CallbackSection,
  decorators: [withSite('http://localhost:6006/dotaz')],
  args: {
    heading: 'Raději si zavoláme?',
    perex: 'Vyberte téma a čas, kdy se vám můžeme ozvat. Zavoláme ještě dnes, pokud to stihneme do 17 hodin.',
    buttonLabel: 'Chci zavolat',
    mode: 'asap',
    withTopic: true,
    topics: [
      { value: 'vehicle', label: 'Pojištění vozidla' },
      { value: 'property', label: 'Pojištění majetku' },
      { value: 'travel', label: 'Cestovní pojištění' },
      { value: 'contract', label: 'Moje smlouva' },
    ],
  },
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The call-back modal as the CMS section \`forms.callback\` (\`heading\`, \`perex\`, \`buttonLabel\`,
\`mode\`, \`withTopic\`, \`topics\`): a heading, a text and the call-back button with the editor's options. The
modal's code loads when the button is first pressed (a loading dialog of the same name shows meanwhile).`,
      },
    },
  },
} satisfies Meta<typeof CallbackSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = recordPosts(CALL_ME_URL);

/** As on /dotaz: `asap` with the editor's topics; the topic chosen is sent with the lead. */
export const AsapWithTopics: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Raději si zavoláme?' }));
    await expect(section.getByText(/Vyberte téma a čas/)).toBeVisible();
    const button = section.getByRole('button', { name: 'Chci zavolat' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const name = await screen.findByRole('textbox', { name: /Jméno/ });
    const modal = within(name.closest('[role="dialog"]') as HTMLElement);
    await userEvent.type(name, 'Jana');
    await userEvent.type(modal.getByRole('textbox', { name: /Telefon/ }), '601 123 456');
    await userEvent.type(modal.getByRole('textbox', { name: /Datum/ }), '26. 11. 2026');
    await userEvent.click(modal.getByRole('radio', { name: /Odpoledne/ }));
    await userEvent.click(modal.getByRole('combobox', { name: /Téma/ }));
    await screen.findByRole('option', { name: 'Cestovní pojištění' });
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pojištění vozidla',
      'Pojištění majetku',
      'Cestovní pojištění',
      'Moje smlouva',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Cestovní pojištění' }));
    // Until the menu has closed, Radix hides the rest of the page (aria-hidden) from the queries.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), { timeout: 5000 });
    await userEvent.click(await modal.findByRole('button', { name: 'Odeslat' }, { timeout: 5000 }));
    const thanks = await shownDialog('Děkujeme za váš zájem!');
    await expect(within(thanks).getByText('A je to.')).toBeVisible();
    await expect(
      within(thanks).getByText('Zavoláme vám ve čtvrtek 26. listopadu odpoledne (13–17 h).'),
    ).toBeVisible();
    await expect(sent.bodies).toEqual([
      {
        name: 'Jana',
        phone: '+420 601 123 456',
        date: '2026-11-26',
        dayTime: 1,
        topic: 'travel',
        contact: 'PHONE',
        termsAgreement: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FORM_TITLE })).toBeNull());
  },
};

/** The editor's minimum: a heading; the button says `Zavolejte mi` and opens the form without a topic. */
export const Defaults: Story = {
  args: { perex: '', buttonLabel: '', mode: 'fixedWindow', withTopic: false, topics: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Raději si zavoláme?' });
    await expect(region.querySelector('p')).toBeNull();
    const button = within(region).getByRole('button', { name: 'Zavolejte mi' });
    await userEvent.click(button);
    const name = await screen.findByRole('textbox', { name: /Jméno/ });
    const modal = name.closest('[role="dialog"]') as HTMLElement;
    await expect(within(modal).queryByRole('combobox', { name: /Téma/ })).toBeNull();
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { heading: 'Would you rather we called?', perex: '', buttonLabel: '', withTopic: false, topics: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Would you rather we called?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Call me back' })).toBeVisible();
  },
};
