import { memoryNavigation, SiteProvider, type SiteUser } from '@insurance-web/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { contentProps } from '../registry/registry';
import { plateQuoteBoxFixtures } from './fixtures';
import { PlateQuoteBox } from './PlateQuoteBox';
import { plateQuoteBoxBlock } from './plateQuoteBoxBlock';
import type { PlateQuoteBoxProps } from './plateQuoteBoxContent';
import { loadVehicleLookup, VEHICLE_LOOKUP_STORAGE_KEY } from './vehicleLookupStorage';

/**
 * The box in real Chromium against a fake back end (the global `fetch` the api-client calls):
 * the sandbox's demo plates, the rollout answer each test sets, and every request recorded with
 * whether it was aborted.
 */
interface SeenRequest {
  url: URL;
  headers: Headers;
  signal: AbortSignal | null | undefined;
  /** `performance.now()` when the request went out. */
  at: number;
}

const KNOWN: Record<string, string> = {
  '1AB2345': 'SKODA_OCTAVIA',
  '5T81234': 'VW_GOLF',
  '8XY1234': 'LADA_NIVA',
};
let requests: SeenRequest[] = [];
let rolloutStatus = 200;
let lookupLatencyMs = 0;

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function waitOrAbort(ms: number, signal: AbortSignal | null | undefined) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

beforeEach(() => {
  requests = [];
  rolloutStatus = 200;
  lookupLatencyMs = 0;
  localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    requests.push({ url, headers: new Headers(init?.headers), signal: init?.signal, at: performance.now() });
    if (url.pathname.endsWith('/vehicle/ckp/load')) {
      await waitOrAbort(lookupLatencyMs, init?.signal);
      const plate = url.searchParams.get('spz') ?? '';
      const code = KNOWN[plate];
      return code
        ? json({ manufacturerModelCode: code, registrationPlate: plate }, 200)
        : json({ message: 'Údaje o vozidle jsme nenašli.', errors: [{ code: 'vehicleNotFound' }] }, 404);
    }
    if (url.pathname.includes('/utils/feature/permit/')) {
      return rolloutStatus < 400
        ? json({ enabled: true }, rolloutStatus)
        : json({ message: 'Ne' }, rolloutStatus);
    }
    return json({ message: 'Neznámá adresa' }, 404);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const lookups = () => requests.filter((request) => request.url.pathname.endsWith('/vehicle/ckp/load'));
const rolloutChecks = () => requests.filter((request) => request.url.pathname.includes('/feature/permit/'));

async function renderBox(
  data: object = plateQuoteBoxFixtures.full,
  { url = 'http://localhost/auto', user = null }: { url?: string; user?: SiteUser | null } = {},
) {
  const navigation = memoryNavigation(url);
  const props = contentProps<PlateQuoteBoxProps>(plateQuoteBoxBlock, data);
  const screen = await render(
    <SiteProvider config={{ ...demoSite, url, user }} navigation={navigation}>
      <PlateQuoteBox {...props} />
    </SiteProvider>,
  );
  const field = screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
  const bubble = screen.getByRole('status');
  return { screen, navigation, field, bubble };
}

describe('PlateQuoteBox, card (the info variant)', () => {
  it('looks up only the last plate typed quickly: one request, after the 500 ms pause', async () => {
    const { field, bubble, screen } = await renderBox();
    // When the last key went in, measured in the page: the pause is timed from there, however long
    // the test runner itself takes to look (CI's two busy cores once made it miss the 500 ms).
    let lastInput = 0;
    field.element().addEventListener('input', () => {
      lastInput = performance.now();
    });
    await userEvent.type(field, '1ab2345');
    await expect.element(bubble).toMatchTextContent(/Našli jsme vaše vozidlo: Škoda Octavia/);
    expect(lookups().map((request) => request.url.searchParams.get('spz'))).toEqual(['1AB2345']);
    // 500 ms, less the browser's coarsening of `performance.now()` (at most a few ms).
    expect((lookups()[0]?.at ?? 0) - lastInput).toBeGreaterThanOrEqual(495);
    expect(lookups()[0]?.headers.get('x-source')).toBe('WEB_VEHICLE');
    await expect.element(screen.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
  });

  it('aborts a lookup already sent when the plate changes, and shows only the newer answer', async () => {
    lookupLatencyMs = 1500;
    const { field, bubble } = await renderBox();
    await userEvent.type(field, '5T812');
    await vi.waitFor(() => expect(lookups()).toHaveLength(1), { timeout: 2000 });
    await userEvent.type(field, '34');
    await vi.waitFor(() => expect(lookups()).toHaveLength(2), { timeout: 2000 });
    expect(lookups()[0]?.signal?.aborted).toBe(true);
    expect(lookups()[1]?.signal?.aborted).toBe(false);
    await expect.element(bubble, { timeout: 4000 }).toMatchTextContent(/Volkswagen Golf/);
    expect(bubble.element().textContent).not.toContain('nenašli');
  });

  it('shows the failure with the small registration certificate hint, and Pokračovat', async () => {
    const { field, bubble, screen } = await renderBox();
    await userEvent.type(field, '9ZZ9999');
    await expect.element(bubble).toMatchTextContent(/Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…/);
    await expect.element(bubble).toMatchTextContent(/malého technického průkazu/);
    await expect.element(screen.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
    // Stored beside the render, not before it: on a loaded machine the message showed first (CI).
    await expect
      .poll(() => loadVehicleLookup())
      .toMatchObject({
        plate: '9ZZ9999',
        vehicle: null,
        preloaded: false,
        fromLP: true,
      });
  });

  it('names a found vehicle whose code the local table does not know by its plate, stored without names', async () => {
    const { field, bubble } = await renderBox();
    await userEvent.type(field, '8XY1234');
    await expect.element(bubble).toMatchTextContent(/Vozidlo se SPZ 8XY1234 jsme našli v registru\./);
    await vi.waitFor(() =>
      expect(loadVehicleLookup()).toMatchObject({
        vehicle: { modelCode: 'LADA_NIVA', manufacturerName: null, modelName: null },
        preloaded: true,
      }),
    );
  });

  it('goes back to default, with the default button, when the input is emptied', async () => {
    rolloutStatus = 403;
    const { field, bubble, screen } = await renderBox();
    await userEvent.type(field, '1AB2345');
    await expect.element(bubble).toMatchTextContent(/Škoda Octavia/);
    await userEvent.clear(field);
    await expect.element(bubble).toMatchTextContent(/Zadejte SPZ a údaje o vozidle doplníme za vás\./);
    await expect.element(screen.getByRole('button', { name: 'Chci nabídku' })).toBeVisible();
    expect(bubble.element().dataset.state).toBe('default');
  });

  it('does not look up 4 characters or fewer', async () => {
    const { field, bubble } = await renderBox();
    await userEvent.type(field, '1AB2');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lookups()).toHaveLength(0);
    expect(rolloutChecks()).toHaveLength(0);
    expect(bubble.element().dataset.state).toBe('default');
  });

  it('stores the found vehicle with preloaded and fromLP, under the versioned key', async () => {
    const { field, bubble } = await renderBox(plateQuoteBoxFixtures.full);
    rolloutStatus = 403;
    await userEvent.type(field, '1AB2345');
    await expect.element(bubble).toMatchTextContent(/Škoda Octavia/);
    await vi.waitFor(() => expect(localStorage.getItem(VEHICLE_LOOKUP_STORAGE_KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(VEHICLE_LOOKUP_STORAGE_KEY) ?? 'null')).toEqual({
      plate: '1AB2345',
      vehicle: { modelCode: 'SKODA_OCTAVIA', manufacturerName: 'Škoda', modelName: 'Octavia' },
      preloaded: true,
      fromLP: true,
      location: 'Praha',
      brand: 'Skoda',
      // The demo site's fixed clock.
      storedAt: demoSite.now,
    });
  });

  it('with the new flow rolled out, takes the visitor to the quote flow by itself once the vehicle is found', async () => {
    const { field, bubble, navigation } = await renderBox();
    await userEvent.type(field, '1AB2345');
    await expect.element(bubble).toMatchTextContent(/Převádíme vás k nabídce pro vaše vozidlo…/);
    expect(navigation.visited).toEqual([
      { url: 'http://localhost/auto/autosjednavac?spz=1AB2345', newTab: false },
    ]);
    expect(rolloutChecks()).toHaveLength(1);
    expect(rolloutChecks()[0]?.url.pathname).toBe('/api/services/rest/utils/feature/permit/autosjednavac');
    expect(rolloutChecks()[0]?.url.searchParams.get('enviroment')).toBe('production');
  });

  it('works again, without redirecting twice, when the visitor comes back to the page', async () => {
    const { field, bubble, navigation, screen } = await renderBox();
    await userEvent.type(field, '1AB2345');
    // A keyboard user who went on to the button before the answer came.
    await userEvent.tab();
    const button = screen.getByRole('button', { name: /^(Chci nabídku|Pokračovat)$/ });
    await expect.element(button).toHaveFocus();
    await expect.element(bubble).toMatchTextContent(/Převádíme vás k nabídce pro vaše vozidlo…/);
    // Busy while the visitor is taken on: it refuses a second send and keeps the focus (a disabled
    // button would drop it to the page).
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigation.visited).toHaveLength(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await expect.element(button).not.toHaveAttribute('aria-busy');
    await expect.element(screen.getByRole('button', { name: 'Pokračovat' })).toBeEnabled();
    expect(bubble.element().textContent).not.toMatch(/Převádíme/);
    expect(navigation.visited).toHaveLength(1);
  });

  it('stays when the rollout check says no', async () => {
    rolloutStatus = 403;
    const { field, bubble, navigation, screen } = await renderBox();
    await userEvent.type(field, '1AB2345');
    await expect.element(bubble).toMatchTextContent(/Škoda Octavia/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rolloutChecks()).toHaveLength(1);
    expect(navigation.visited).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(navigation.visited).toEqual([
      { url: 'http://localhost/auto/autosjednavac?spz=1AB2345', newTab: false },
    ]);
  });

  it('a failed lookup cancels the redirect', async () => {
    const { field, bubble, navigation } = await renderBox();
    await userEvent.type(field, '9ZZ9999');
    await expect.element(bubble).toMatchTextContent(/nenašli/);
    await vi.waitFor(() => expect(rolloutChecks()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(navigation.visited).toEqual([]);
  });

  it('asks nothing about the rollout for a signed-in user who is not internal, and stays', async () => {
    const { field, bubble, navigation } = await renderBox(plateQuoteBoxFixtures.full, {
      user: { internal: false },
    });
    await userEvent.type(field, '1AB2345');
    await expect.element(bubble).toMatchTextContent(/Škoda Octavia/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rolloutChecks()).toHaveLength(0);
    expect(navigation.visited).toEqual([]);
  });

  it('checks the rollout for an internal user', async () => {
    const { field, navigation } = await renderBox(plateQuoteBoxFixtures.full, { user: { internal: true } });
    await userEvent.type(field, '1AB2345');
    await vi.waitFor(() => expect(navigation.visited).toHaveLength(1), { timeout: 3000 });
    expect(rolloutChecks()).toHaveLength(1);
  });

  it('looks up a plate prefilled from spz', async () => {
    rolloutStatus = 403;
    const { field, bubble } = await renderBox(plateQuoteBoxFixtures.full, {
      url: 'http://localhost/auto?spz=5t81234',
    });
    await expect.element(field).toHaveValue('5T81234');
    await expect.element(bubble).toMatchTextContent(/Volkswagen Golf/);
    expect(lookups()).toHaveLength(1);
  });

  it('still works and goes on when the browser refuses storage', async () => {
    rolloutStatus = 403;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { field, bubble, navigation, screen } = await renderBox();
    await userEvent.type(field, '1AB2345');
    await expect.element(bubble).toMatchTextContent(/Škoda Octavia/);
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(navigation.visited).toHaveLength(1);
    expect(localStorage.getItem(VEHICLE_LOOKUP_STORAGE_KEY)).toBeNull();
  });
});

describe('PlateQuoteBox, inline', () => {
  it('never looks up, and sends the plate on to the quote flow with Enter', async () => {
    const { screen, navigation } = await renderInline();
    const field = screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
    await userEvent.type(field, '1ab 2345{Enter}');
    expect(navigation.visited).toEqual([
      { url: 'http://localhost/auto/autosjednavac?spz=1AB2345', newTab: false },
    ]);
    expect(lookups()).toHaveLength(0);
    expect(rolloutChecks()).toHaveLength(0);
    expect(loadVehicleLookup()).toMatchObject({
      plate: '1AB2345',
      vehicle: null,
      preloaded: false,
      fromLP: true,
    });
  });

  it('says the plate is required on submit, on the field, and moves focus there', async () => {
    const { screen, navigation } = await renderInline();
    await userEvent.click(screen.getByRole('button', { name: 'Chci nabídku' }));
    const field = screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
    await expect.element(screen.getByText(/SPZ je povinný údaj\./)).toBeVisible();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription(/SPZ je povinný údaj\./);
    expect(document.activeElement).toBe(field.element());
    expect(navigation.visited).toEqual([]);
    await userEvent.type(field, '1');
    expect(screen.getByText(/SPZ je povinný údaj\./).query()).toBeNull();
  });

  it('accepts at most 9 characters as typed', async () => {
    const { screen } = await renderInline();
    const field = screen.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
    await userEvent.type(field, '1AB2345678XYZ');
    await expect.element(field).toHaveValue('1AB234567');
  });

  async function renderInline() {
    const navigation = memoryNavigation('http://localhost/auto');
    const props = contentProps<PlateQuoteBoxProps>(plateQuoteBoxBlock, plateQuoteBoxFixtures.inline);
    const screen = await render(
      <SiteProvider config={{ ...demoSite, url: 'http://localhost/auto' }} navigation={navigation}>
        <PlateQuoteBox {...props} />
      </SiteProvider>,
    );
    return { screen, navigation };
  }
});
