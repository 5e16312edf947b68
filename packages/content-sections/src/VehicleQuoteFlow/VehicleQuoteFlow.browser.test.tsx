import { memoryNavigation, SiteProvider } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import {
  loadVehicleLookup,
  type StoredVehicleLookup,
  saveVehicleLookup,
} from '../PlateQuoteBox/vehicleLookupStorage';
import { contentProps } from '../registry/registry';
import { type CalculatorProps, CalculatorProvider } from './CalculatorSlot';
import { vehicleQuoteFlowFixtures } from './fixtures';
import { VehicleQuoteFlow } from './VehicleQuoteFlow';
import { vehicleQuoteFlowBlock } from './vehicleQuoteFlowBlock';
import type { VehicleQuoteFlowContent } from './vehicleQuoteFlowContent';

const KNOWN: Record<string, string> = { '1AB2345': 'SKODA_OCTAVIA', '5T81234': 'VW_GOLF' };
let lookups: string[] = [];

beforeEach(() => {
  lookups = [];
  localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    const plate = url.searchParams.get('spz') ?? '';
    lookups.push(plate);
    const code = KNOWN[plate];
    return code
      ? Response.json({ manufacturerModelCode: code, registrationPlate: plate })
      : Response.json({ message: 'Údaje o vozidle jsme nenašli.' }, { status: 404 });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const octaviaEntry: StoredVehicleLookup = {
  plate: '1AB2345',
  vehicle: { modelCode: 'SKODA_OCTAVIA', manufacturerName: 'Škoda', modelName: 'Octavia' },
  preloaded: true,
  fromLP: true,
  location: 'Praha',
  brand: 'Skoda',
  storedAt: '2026-11-25T08:00:00.000Z',
};

async function renderFlow(url: string, wrap: (flow: ReactNode) => ReactNode = (flow) => flow) {
  const navigation = memoryNavigation(url);
  const props = contentProps<VehicleQuoteFlowContent>(vehicleQuoteFlowBlock, vehicleQuoteFlowFixtures.full);
  const screen = await render(
    <SiteProvider config={{ ...demoSite, url }} navigation={navigation}>
      {wrap(<VehicleQuoteFlow {...props} />)}
    </SiteProvider>,
  );
  const panel = screen.getByRole('region', { name: 'Vaše vozidlo' });
  return { screen, navigation, panel, status: panel.getByRole('status') };
}

const FLOW = 'http://localhost/auto/autosjednavac';

/** A registered calculator that records what it was given. */
const seen: CalculatorProps[] = [];
function Calculator(props: CalculatorProps) {
  seen.push(props);
  return <p>Kalkulačka pro {props.vehicle?.plate ?? 'nic'}</p>;
}

describe('VehicleQuoteFlow', () => {
  it('shows the vehicle carried over from the plate box without asking the back end again', async () => {
    saveVehicleLookup(octaviaEntry);
    const { status, screen } = await renderFlow(`${FLOW}?spz=1AB2345`);
    await expect.element(status).toMatchTextContent(/SPZ\s*1AB2345/);
    await expect.element(status).toMatchTextContent(/Vozidlo\s*Škoda Octavia/);
    await expect.element(screen.getByRole('button', { name: 'Změnit SPZ' })).toBeVisible();
    expect(lookups).toEqual([]);
  });

  it('looks up the plate of spz when nothing is stored for it, and stores it as entered in the flow', async () => {
    saveVehicleLookup(octaviaEntry);
    const { status } = await renderFlow(`${FLOW}?spz=5t81234`);
    await expect.element(status).toMatchTextContent(/Volkswagen Golf/);
    expect(lookups).toEqual(['5T81234']);
    expect(loadVehicleLookup()).toMatchObject({ plate: '5T81234', preloaded: true, fromLP: false });
  });

  it('looks up again a plate the box sent on without a vehicle, keeping its landing-page origin', async () => {
    saveVehicleLookup({ ...octaviaEntry, vehicle: null, preloaded: false });
    const { status } = await renderFlow(`${FLOW}?spz=1AB2345`);
    await expect.element(status).toMatchTextContent(/Škoda Octavia/);
    expect(loadVehicleLookup()).toMatchObject({ plate: '1AB2345', preloaded: true, fromLP: true });
  });

  it('says when the vehicle was not found, with the small registration certificate hint', async () => {
    const { status } = await renderFlow(`${FLOW}?spz=9ZZ9999`);
    await expect.element(status).toMatchTextContent(/Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…/);
    await expect.element(status).toMatchTextContent(/malého technického průkazu/);
  });

  it('asks for a plate when it has none, checks it on submit, and shows what it finds', async () => {
    const { screen, navigation, status, panel } = await renderFlow(FLOW);
    const field = screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
    await userEvent.click(screen.getByRole('button', { name: 'Dohledat vozidlo' }));
    await expect.element(screen.getByText(/SPZ je povinný údaj\./)).toBeVisible();
    expect(document.activeElement).toBe(field.element());
    expect(lookups).toEqual([]);

    await userEvent.type(field, '1ab 2345{Enter}');
    await expect.element(status).toMatchTextContent(/Škoda Octavia/);
    expect(lookups).toEqual(['1AB2345']);
    // The address names the vehicle shown; focus goes to the panel's heading.
    expect(new URL(navigation.href()).searchParams.get('spz')).toBe('1AB2345');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(panel.getByRole('heading', { name: 'Vaše vozidlo' }).element()),
    );
  });

  it('keeps the focus on the panel’s heading while the lookup runs, never on the page’s body', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetch = vi.mocked(globalThis.fetch);
    const answerAfterwards = fetch.getMockImplementation();
    fetch.mockImplementation(async (...args) => {
      await held;
      return (answerAfterwards as typeof globalThis.fetch)(...args);
    });
    const { screen, status, panel } = await renderFlow(FLOW);
    const heading = panel.getByRole('heading', { name: 'Vaše vozidlo' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' }), '1AB2345{Enter}');
    // The form is gone, the lookup runs: the focus waits on the heading above where the answer comes.
    await expect.element(status).toMatchTextContent(/\S/);
    await expect.element(screen.getByRole('textbox')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toBe(heading.element()));
    answer();
    await expect.element(status).toMatchTextContent(/Škoda Octavia/);
    expect(document.activeElement).toBe(heading.element());
  });

  it('changes the plate, and cancelling keeps the vehicle it had', async () => {
    saveVehicleLookup(octaviaEntry);
    const { screen, status } = await renderFlow(`${FLOW}?spz=1AB2345`);
    await userEvent.click(screen.getByRole('button', { name: 'Změnit SPZ' }));
    const field = screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
    await vi.waitFor(() => expect(document.activeElement).toBe(field.element()));
    await expect.element(field).toHaveValue('1AB2345');
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    await expect.element(status).toMatchTextContent(/Škoda Octavia/);

    await userEvent.click(screen.getByRole('button', { name: 'Změnit SPZ' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' }), '5T81234{Enter}');
    await expect.element(status).toMatchTextContent(/Volkswagen Golf/);
    expect(loadVehicleLookup()).toMatchObject({ plate: '5T81234', fromLP: false });
  });

  it('asks again for the same plate after a failure', async () => {
    const { screen, status } = await renderFlow(`${FLOW}?spz=9ZZ9999`);
    await expect.element(status).toMatchTextContent(/nenašli/);
    await userEvent.click(screen.getByRole('button', { name: 'Změnit SPZ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dohledat vozidlo' }));
    await vi.waitFor(() => expect(lookups).toEqual(['9ZZ9999', '9ZZ9999']));
    await expect.element(status).toMatchTextContent(/nenašli/);
  });

  it('offers the host’s call-back action when no calculator is registered', async () => {
    const navigation = memoryNavigation(FLOW);
    const props = contentProps<VehicleQuoteFlowContent>(vehicleQuoteFlowBlock, vehicleQuoteFlowFixtures.full);
    const screen = await render(
      <SiteProvider config={{ ...demoSite, url: FLOW }} navigation={navigation}>
        <VehicleQuoteFlow {...props} callbackAction={<button type="button">Zavolejte mi</button>} />
      </SiteProvider>,
    );
    await expect
      .element(screen.getByRole('heading', { name: 'Online výpočet tu zatím není k dispozici' }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Zavolejte mi' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Zavolat na +420 800 100 200' }))
      .toHaveAttribute('href', 'tel:+420800100200');
  });

  it('hands the carried-over vehicle to a registered calculator', async () => {
    saveVehicleLookup(octaviaEntry);
    seen.length = 0;
    const { screen } = await renderFlow(`${FLOW}?spz=1AB2345`, (flow) => (
      <CalculatorProvider calculators={{ vehicle: Calculator }}>{flow}</CalculatorProvider>
    ));
    await expect.element(screen.getByText('Kalkulačka pro 1AB2345')).toBeVisible();
    expect(seen.at(-1)).toEqual({ type: 'vehicle', vehicle: octaviaEntry });
    expect(screen.getByText('Online výpočet tu zatím není k dispozici').query()).toBeNull();
  });
});
