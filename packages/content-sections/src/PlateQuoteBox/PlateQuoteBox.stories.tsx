import { memoryNavigation, SiteProvider, type SiteUser, useSite } from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { plateQuoteBoxFixtures } from './fixtures.js';
import { PlateQuoteBox } from './PlateQuoteBox.js';
import { plateQuoteBoxBlock } from './plateQuoteBoxBlock.js';
import type { PlateQuoteBoxProps } from './plateQuoteBoxContent.js';
import { loadVehicleLookup, VEHICLE_LOOKUP_STORAGE_KEY } from './vehicleLookupStorage.js';

const props = (data: object) => contentProps<PlateQuoteBoxProps>(plateQuoteBoxBlock, data);

/** The demo API host's vehicle info and rollout check (SPEC §7). */
const LOOKUP_URL = 'http://localhost:4010/api/latest/rest/vehicle/ckp/load';
const ROLLOUT_URL = 'http://localhost:4010/api/services/rest/utils/feature/permit/:flag';
/** The sandbox's demo plates and their model codes (one the local table does not know). */
const VEHICLES: Record<string, string> = {
  '1AB2345': 'SKODA_OCTAVIA',
  '5T81234': 'VW_GOLF',
  '8XY1234': 'LADA_NIVA',
};

const lookupAnswers = http.get(LOOKUP_URL, ({ request }) => {
  const plate = new URL(request.url).searchParams.get('spz') ?? '';
  const code = VEHICLES[plate];
  return code
    ? HttpResponse.json({ manufacturerModelCode: code, registrationPlate: plate })
    : HttpResponse.json(
        { message: 'Údaje o vozidle jsme nenašli.', errors: [{ code: 'vehicleNotFound', field: 'spz' }] },
        { status: 404 },
      );
});
const rolloutOff = http.get(ROLLOUT_URL, () =>
  HttpResponse.json({ message: 'Funkce není povolena.' }, { status: 403 }),
);
const rolloutOn = http.get(ROLLOUT_URL, ({ params }) =>
  HttpResponse.json({ flag: params.flag, enabled: true }),
);

interface SiteParameters {
  url?: string;
  user?: SiteUser | null;
}

/** Where the last story's box navigated (in memory: the story stays on its page). */
let navigation = memoryNavigation('http://localhost:6006/auto');

/** The page the box is on (`parameters.site.url`, e.g. with `?spz=`) and the signed-in user. */
const withPage: Decorator = (Story, context) => {
  const site = useSite();
  const { url = 'http://localhost:6006/auto', user = null } = (context.parameters.site ??
    {}) as SiteParameters;
  const config = useMemo(() => ({ ...site.config, url, user }), [site.config, url, user]);
  const nav = useMemo(() => {
    navigation = memoryNavigation(url);
    return navigation;
  }, [url]);
  return (
    <SiteProvider config={config} navigation={nav}>
      <Story />
    </SiteProvider>
  );
};

const meta = {
  title: 'Content sections/PlateQuoteBox',
  component: PlateQuoteBox,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The vehicle plate quote box (\`blocks.plate-quote-box\`, SPEC §2 item 2): the plate field
(\`Registrační značka (SPZ)\`, at most 9 characters, shown in capitals, prefilled from \`spz\`), a button and
an optional helper link. Two looks:

- \`inline\`: field and button on one line, on the hero's background right under it. It only checks the
  plate on submit (\`SPZ je povinný údaj.\`) and sends it on to the quote flow.
- \`card\` (the info variant): as the visitor types more than 4 characters it looks the vehicle up
  (debounced 500 ms; a newer lookup aborts the earlier one) and says what it found in its bubble, a polite
  live region: default, loading, ok (the vehicle named from the local model table, button \`Pokračovat\`),
  fail (\`Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…\` with the small registration certificate
  hint). Each answer is stored in local storage (\`${VEHICLE_LOOKUP_STORAGE_KEY}\`) with \`preloaded\` and
  \`fromLP\`. With an internal user or nobody signed in, the rollout check asks whether the new quote flow
  is available; if it is, a found vehicle takes the visitor to \`/auto/autosjednavac?spz=…\` by itself.

Submitting (button or Enter) stores the plate and goes to \`quoteFlowUrl\` with \`?spz=\`; without
JavaScript the form does the same by GET.

\`\`\`json
{ "__component": "blocks.plate-quote-box", "look": "card",
  "heading": "Nabídka povinného ručení podle SPZ",
  "helperLink": { "text": "Nemám SPZ", "url": "/auto/autosjednavac" } }
\`\`\``,
      },
    },
  },
  beforeEach({ msw }) {
    localStorage.removeItem(VEHICLE_LOOKUP_STORAGE_KEY);
    // Every story answers from the sandbox's demo plates; the new flow is off unless a story says so.
    msw.use(lookupAnswers, rolloutOff);
  },
} satisfies Meta<typeof PlateQuoteBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Registrační značka (SPZ)' });
const bubble = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** The card before anything is typed: the bubble explains what the box does. */
export const CardDefault: Story = {
  args: props(plateQuoteBoxFixtures.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toHaveAttribute('maxlength', '9');
    await expect(canvas.getByRole('button', { name: 'Chci nabídku' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nemám SPZ' })).toHaveAttribute(
      'href',
      '/auto/autosjednavac',
    );
    await expect(bubble(canvasElement)).toHaveTextContent('Zadejte SPZ a údaje o vozidle doplníme za vás.');
  },
};

/** The lookup is on its way (here it never answers). */
export const CardLoading: Story = {
  args: props(plateQuoteBoxFixtures.full),
  beforeEach({ msw }) {
    msw.use(
      http.get(LOOKUP_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1AB2345');
    await expect(bubble(canvasElement)).toHaveTextContent('Hledáme vaše vozidlo…');
    await expect(within(canvasElement).getByRole('button', { name: 'Chci nabídku' })).toBeVisible();
  },
};

/** Found: the vehicle's name from the local table, and `Pokračovat`. */
export const CardFound: Story = {
  args: props(plateQuoteBoxFixtures.full),
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1ab 2345');
    await waitFor(() =>
      expect(bubble(canvasElement)).toHaveTextContent('Našli jsme vaše vozidlo: Škoda Octavia'),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Pokračovat' })).toBeVisible();
    await waitFor(() =>
      expect(loadVehicleLookup()).toMatchObject({ plate: '1AB2345', preloaded: true, fromLP: true }),
    );
  },
};

/** Found, but its model code is not in the local table: named by its plate, stored without names. */
export const CardFoundUnknownModel: Story = {
  args: props(plateQuoteBoxFixtures.full),
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '8XY1234');
    await waitFor(() =>
      expect(bubble(canvasElement)).toHaveTextContent('Vozidlo se SPZ 8XY1234 jsme našli v registru.'),
    );
  },
};

/** Not found (404): the failure with the small registration certificate hint, and `Pokračovat`. */
export const CardNotFound: Story = {
  args: props(plateQuoteBoxFixtures.full),
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '9ZZ9999');
    await waitFor(() =>
      expect(bubble(canvasElement)).toHaveTextContent(
        /Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…/,
      ),
    );
    await expect(bubble(canvasElement)).toHaveTextContent(/malého technického průkazu/);
    await expect(within(canvasElement).getByRole('button', { name: 'Pokračovat' })).toBeVisible();
  },
};

/** The back end fails (500): shown as not found, the visitor goes on all the same. */
export const CardServerError: Story = {
  args: props(plateQuoteBoxFixtures.full),
  beforeEach({ msw }) {
    msw.use(http.get(LOOKUP_URL, () => HttpResponse.json({ message: 'Chyba' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1AB2345');
    await waitFor(() => expect(bubble(canvasElement)).toHaveTextContent(/nenašli/));
  },
};

/** The new quote flow is rolled out: a found vehicle takes the visitor there by itself. */
export const CardRedirectsWhenRolledOut: Story = {
  args: props(plateQuoteBoxFixtures.full),
  beforeEach({ msw }) {
    msw.use(rolloutOn);
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1AB2345');
    await waitFor(() =>
      expect(bubble(canvasElement)).toHaveTextContent(/Převádíme vás k nabídce pro vaše vozidlo…/),
    );
    await expect(navigation.visited).toEqual([
      { url: 'http://localhost:6006/auto/autosjednavac?spz=1AB2345', newTab: false },
    ]);
  },
};

/** Rolled out, but the vehicle is not found: the failure cancels the redirect. */
export const CardNotFoundCancelsRedirect: Story = {
  args: props(plateQuoteBoxFixtures.full),
  beforeEach({ msw }) {
    msw.use(rolloutOn);
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '9ZZ9999');
    await waitFor(() => expect(bubble(canvasElement)).toHaveTextContent(/nenašli/));
    await expect(navigation.visited).toEqual([]);
  },
};

/** A signed-in user who is not internal: no rollout check, so no redirect (SPEC §6). */
export const CardSignedInClient: Story = {
  args: props(plateQuoteBoxFixtures.full),
  parameters: { site: { user: { internal: false } } },
  beforeEach({ msw }) {
    msw.use(rolloutOn);
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1AB2345');
    await waitFor(() => expect(bubble(canvasElement)).toHaveTextContent(/Škoda Octavia/));
    await expect(navigation.visited).toEqual([]);
  },
};

/** Emptying the field brings the bubble and the button back to their defaults. */
export const CardEmptied: Story = {
  args: props(plateQuoteBoxFixtures.full),
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1AB2345');
    await waitFor(() => expect(bubble(canvasElement)).toHaveTextContent(/Škoda Octavia/));
    await userEvent.clear(field(canvasElement));
    await expect(bubble(canvasElement)).toHaveTextContent(/Zadejte SPZ/);
    await expect(within(canvasElement).getByRole('button', { name: 'Chci nabídku' })).toBeVisible();
  },
};

/** `/auto?spz=1AB2345`: the plate is prefilled (also in the server HTML) and looked up. */
export const CardPrefilledFromAddress: Story = {
  args: props(plateQuoteBoxFixtures.full),
  parameters: { site: { url: 'http://localhost:6006/auto?spz=1AB2345' } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('1AB2345');
    await waitFor(() => expect(bubble(canvasElement)).toHaveTextContent(/Škoda Octavia/));
  },
};

/** No heading, perex or link: the card is the field, the button and the bubble. */
export const CardMinimal: Story = { args: props(plateQuoteBoxFixtures.strapiNulls) };

export const CardLongCzechText: Story = {
  args: props(plateQuoteBoxFixtures.longText),
  globals: { viewport: { value: 'mobile' } },
};

export const CardPhone: Story = {
  args: props(plateQuoteBoxFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};

export const CardEnglish: Story = {
  args: props(plateQuoteBoxFixtures.full),
  globals: { locale: 'en' },
};

/** Inline under a hero: field and button on one line, no bubble, no lookup. */
export const Inline: Story = {
  args: props(plateQuoteBoxFixtures.inline),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Sjednat bez SPZ' })).toBeVisible();
  },
};

/** Submitted empty: the message on the field, focus on it. */
export const InlineEmptySubmit: Story = {
  args: props(plateQuoteBoxFixtures.inline),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chci nabídku' }));
    await expect(canvas.getByText(/SPZ je povinný údaj\./)).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement)).toHaveFocus();
    await expect(navigation.visited).toEqual([]);
  },
};

/** Submitted with Enter: on to the quote flow with `?spz=`, the plate stored without a vehicle. */
export const InlineSubmit: Story = {
  args: props(plateQuoteBoxFixtures.inline),
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '5t8 1234{Enter}');
    await expect(navigation.visited).toEqual([
      { url: 'http://localhost:6006/auto/autosjednavac?spz=5T81234', newTab: false },
    ]);
    await expect(loadVehicleLookup()).toMatchObject({ plate: '5T81234', preloaded: false, fromLP: true });
  },
};

export const InlinePrefilledPhone: Story = {
  args: props(plateQuoteBoxFixtures.inline),
  parameters: { site: { url: 'http://localhost:6006/auto?spz=1AB2345' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('1AB2345');
  },
};
