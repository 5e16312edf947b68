import { Button, memoryNavigation, SiteProvider, useSite } from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  type StoredVehicleLookup,
  saveVehicleLookup,
  VEHICLE_LOOKUP_STORAGE_KEY,
} from '../PlateQuoteBox/vehicleLookupStorage.js';
import { contentProps } from '../registry/registry.js';
import { type CalculatorProps, CalculatorProvider } from './CalculatorSlot.js';
import { vehicleQuoteFlowFixtures } from './fixtures.js';
import { VehicleQuoteFlow } from './VehicleQuoteFlow.js';
import { vehicleQuoteFlowBlock } from './vehicleQuoteFlowBlock.js';
import type { VehicleQuoteFlowContent } from './vehicleQuoteFlowContent.js';

const props = (data: object) => contentProps<VehicleQuoteFlowContent>(vehicleQuoteFlowBlock, data);

const LOOKUP_URL = 'http://localhost:4010/api/latest/rest/vehicle/ckp/load';
const VEHICLES: Record<string, string> = { '1AB2345': 'SKODA_OCTAVIA', '5T81234': 'VW_GOLF' };
const lookupAnswers = http.get(LOOKUP_URL, ({ request }) => {
  const plate = new URL(request.url).searchParams.get('spz') ?? '';
  const code = VEHICLES[plate];
  return code
    ? HttpResponse.json({ manufacturerModelCode: code, registrationPlate: plate })
    : HttpResponse.json({ message: 'Údaje o vozidle jsme nenašli.' }, { status: 404 });
});

/** What the plate box on `/auto` stored after finding the vehicle. */
const carriedOver: StoredVehicleLookup = {
  plate: '1AB2345',
  vehicle: { modelCode: 'SKODA_OCTAVIA', manufacturerName: 'Škoda', modelName: 'Octavia' },
  preloaded: true,
  fromLP: true,
  location: 'Praha',
  brand: 'Skoda',
  storedAt: '2026-11-25T08:29:00.000Z',
};

interface FlowParameters {
  url?: string;
  stored?: StoredVehicleLookup | null;
}

/** The flow's address (`parameters.flow.url`) and what local storage holds when it opens. */
const withFlowPage: Decorator = (Story, context) => {
  const site = useSite();
  const { url = 'http://localhost:6006/auto/autosjednavac' } = (context.parameters.flow ??
    {}) as FlowParameters;
  const config = useMemo(() => ({ ...site.config, url }), [site.config, url]);
  const navigation = useMemo(() => memoryNavigation(url), [url]);
  return (
    <SiteProvider config={config} navigation={navigation}>
      <Story />
    </SiteProvider>
  );
};

/** Stands in for the call-back button the host adds (callback-forms' `CallbackButton`). */
const hostCallback = <Button>Zavolejte mi</Button>;

const meta = {
  title: 'Content sections/VehicleQuoteFlow',
  component: VehicleQuoteFlow,
  decorators: [withFlowPage],
  args: { callbackAction: hostCallback },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The quote flow at \`/auto/autosjednavac\` (\`blocks.vehicle-quote-flow\`, SPEC §2). An island.

- **Vaše vozidlo**: the vehicle carried over from the plate box (local storage) for the plate in \`spz\`;
  a plate the box sent on without a vehicle, or another plate in \`spz\`, is looked up here. \`Změnit SPZ\`
  looks up another plate (stored with \`fromLP: false\`) and puts it into the address.
- **The calculator slot**: \`calculator\` (default \`vehicle\`) names a calculator the host registers with
  \`<CalculatorProvider calculators={{ vehicle: MyCalculator }}>\`; it gets \`{ type, vehicle }\`. SPEC.md
  does not show the calculator's screens, so without one the slot says plainly that the online
  calculation is not available here, and offers the host's call-back action (\`callbackAction\`) and the
  brand's phone number.

\`\`\`json
{ "__component": "blocks.vehicle-quote-flow", "heading": "Sjednání pojištění auta", "calculator": "vehicle" }
\`\`\``,
      },
    },
  },
  beforeEach({ msw }) {
    localStorage.removeItem(VEHICLE_LOOKUP_STORAGE_KEY);
    msw.use(lookupAnswers);
  },
} satisfies Meta<typeof VehicleQuoteFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Vaše vozidlo' })).getByRole('status');

/** Came from the plate box: the found vehicle, no second lookup. */
export const CarriedOverVehicle: Story = {
  args: props(vehicleQuoteFlowFixtures.full),
  parameters: { flow: { url: 'http://localhost:6006/auto/autosjednavac?spz=1AB2345' } },
  beforeEach() {
    saveVehicleLookup(carriedOver);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(/Škoda Octavia/));
    await expect(within(canvasElement).getByRole('button', { name: 'Změnit SPZ' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Online výpočet tu zatím není k dispozici' }),
    ).toBeVisible();
  },
};

/** A plate in the address and nothing stored: looked up here. */
export const LookedUpFromAddress: Story = {
  args: props(vehicleQuoteFlowFixtures.full),
  parameters: { flow: { url: 'http://localhost:6006/auto/autosjednavac?spz=5T81234' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(/Volkswagen Golf/));
  },
};

/** The lookup is on its way (here it never answers). */
export const Loading: Story = {
  args: props(vehicleQuoteFlowFixtures.full),
  parameters: { flow: { url: 'http://localhost:6006/auto/autosjednavac?spz=5T81234' } },
  beforeEach({ msw }) {
    msw.use(
      http.get(LOOKUP_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Načítáme údaje o vozidle…');
  },
};

/** Not found: the failure and the small registration certificate hint. */
export const NotFound: Story = {
  args: props(vehicleQuoteFlowFixtures.full),
  parameters: { flow: { url: 'http://localhost:6006/auto/autosjednavac?spz=9ZZ9999' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(/nenašli, ale nezoufejte…/));
    await expect(status(canvasElement)).toHaveTextContent(/malého technického průkazu/);
  },
};

/** No plate anywhere (`Nemám SPZ`): the field to give one, and the slot. */
export const NoPlate: Story = {
  args: props(vehicleQuoteFlowFixtures.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dohledat vozidlo' }));
    await expect(canvas.getByText(/SPZ je povinný údaj\./)).toBeVisible();
  },
};

/** Changing the plate: the field, prefilled, with focus; a new lookup on submit. */
export const ChangingThePlate: Story = {
  args: props(vehicleQuoteFlowFixtures.full),
  parameters: { flow: { url: 'http://localhost:6006/auto/autosjednavac?spz=1AB2345' } },
  beforeEach() {
    saveVehicleLookup(carriedOver);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Změnit SPZ' }));
    const field = canvas.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, '5T81234{Enter}');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(/Volkswagen Golf/));
  },
};

/** Without the host's call-back action the notice offers the phone number only. */
export const NoCallbackAction: Story = {
  args: { ...props(vehicleQuoteFlowFixtures.minimal), callbackAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Zavolat na +420 800 100 200' }),
    ).toBeVisible();
  },
};

/**
 * How a host fills the slot: here a stand-in that only shows what it receives (this project has no
 * calculator; SPEC.md does not show its screens).
 */
function SlotInspector({ type, vehicle }: CalculatorProps) {
  return (
    <section className="rounded-card border border-dashed border-line-strong p-6">
      <h2 className="text-xl font-bold">Registrovaná kalkulačka „{type}“</h2>
      <p className="mt-2 text-ink-muted">Dostává vozidlo: {vehicle ? vehicle.plate : 'zatím žádné'}</p>
    </section>
  );
}

export const WithRegisteredCalculator: Story = {
  args: props(vehicleQuoteFlowFixtures.minimal),
  parameters: { flow: { url: 'http://localhost:6006/auto/autosjednavac?spz=1AB2345' } },
  decorators: [
    (Story) => (
      <CalculatorProvider calculators={{ vehicle: SlotInspector }}>
        <Story />
      </CalculatorProvider>
    ),
  ],
  beforeEach() {
    saveVehicleLookup(carriedOver);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Dostává vozidlo: 1AB2345')).toBeVisible());
  },
};

export const LongCzechTextPhone: Story = {
  args: props(vehicleQuoteFlowFixtures.longText),
  parameters: { flow: { url: 'http://localhost:6006/auto/autosjednavac?spz=1AB2345' } },
  globals: { viewport: { value: 'mobile' } },
  beforeEach() {
    saveVehicleLookup(carriedOver);
  },
};

export const English: Story = {
  args: props(vehicleQuoteFlowFixtures.full),
  globals: { locale: 'en' },
};
