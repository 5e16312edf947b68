import { memoryNavigation, PHONE_PREFIX, type SiteConfig, SiteProvider } from '@insurance-web/ui';
import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoSite } from '../.storybook/site.ts';

/*
 * The lead-form contract (issue 25): what every lead form of the site does the same way, written
 * once and run over a table with one row per form. It runs in Chromium and sees only what a visitor
 * and the back end see: roles, labels, focus, the requests on the wire (an MSW service worker
 * answers them). Nothing here knows how a form is built, so the same rows hold before and after a
 * form's code changes. A form's own rules (its fields, variants, texts) stay in its stories.
 */

/** The form's container (a section, a dialog): the scope of every query of a row. */
export type FormScope = Locator;

/** The outcome the visitor sees, SPEC §8. */
export type Outcome =
  /** A dialog with this name and text (the thank-you or the error dialog). */
  | { dialog: string | RegExp; text: string | RegExp }
  /** A text shown in the form (a status or an alert), no dialog. */
  | { shown: string | RegExp }
  /** Nothing but the form again, ready to send (the casco dialog, SPEC §8: logged only). */
  | { nothing: true };

export interface LeadFormRow {
  /** The form, as the table names it. */
  name: string;
  /** The component as a page renders it. */
  element: () => ReactElement;
  /** The site it renders in (default: the demo site). */
  site?: SiteConfig;
  /** The page's address (default: the site's), for a form whose call depends on the page. */
  url?: string;
  /** Runs before each check (a calculation to publish, downloads to catch); returns its cleanup. */
  setup?: () => (() => void) | undefined;
  /** Opens the form if a page shows it behind a button, and returns its container. */
  form: () => Promise<FormScope>;
  /** The submit button's name. */
  submit: string | RegExp;
  /** Fills in every required field validly, as a visitor does. */
  fill: (form: FormScope) => Promise<void>;
  /** The call of SPEC §7 a valid form makes: its exact address and JSON body. */
  request: { url: string; body: unknown };
  /** The back end's answer to a valid call (default: a JSON acknowledgement). */
  answer?: () => Response;
  /** Submitted empty: the field that must get the focus, its message, and a form-level alert if any. */
  empty: { field: (form: FormScope) => Locator; message: string | RegExp; alert?: string | RegExp };
  /** A field error the back end may answer with (its payload name), and the control it belongs to. */
  serverError: { field: string; message: string; control: (form: FormScope) => Locator };
  /** SPEC §8 outcomes. */
  sent: Outcome;
  failed: Outcome;
  /**
   * The controls (by name) whose values a reload of the tab does not bring back: birth numbers, IČO
   * and contract numbers are never stored (issue 25); `everything` for a form that keeps nothing.
   * Default: every value comes back.
   */
  notKept?: readonly string[] | 'everything';
}

/** Every API call the page makes, whoever answers it. */
const calls: { url: string; body: unknown }[] = [];
/** The `Idempotency-Key` header of each of `calls`. */
const keys: (string | null)[] = [];
const worker = setupWorker();

/** The demo API host: any call there that a check did not expect is recorded and refused. */
const apiHost = new URL(demoSite.api.host).origin;

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

function recordAll() {
  return http.all(`${apiHost}/*`, async ({ request }) => {
    keys.push(request.headers.get('idempotency-key'));
    calls.push({ url: request.url, body: await bodyOf(request.clone()) });
    return undefined;
  });
}

/** The back end's 400 naming `field`, as the sandbox and the real one answer (SPEC §8). */
function fieldError(field: string, message: string) {
  return HttpResponse.json(
    { message: 'Validation failed', errors: [{ code: 'custom', field, message }], warnings: [] },
    { status: 400 },
  );
}

const acknowledged = () => HttpResponse.json({ id: 1, receivedAt: '2026-11-25T08:30:00.000Z' });

/** What every control of the form holds, in document order. */
function valuesOf(form: FormScope): string[] {
  return [...form.element().querySelectorAll('input, textarea, select')].map((control) => {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      return `${control.name}:${control.value}:${control.checked}`;
    }
    return `${control.getAttribute('name') ?? ''}=${(control as HTMLInputElement).value}`;
  });
}

/** The controls' values by name (a tick or radio: `name:value` → checked), as `valuesOf` reads them. */
function valuesByName(form: FormScope): Map<string, string> {
  return new Map(
    valuesOf(form).map((entry) => {
      const tick = /^(.*):(true|false)$/.exec(entry);
      if (tick) return [tick[1] ?? '', tick[2] ?? ''] as const;
      const at = entry.indexOf('=');
      return [entry.slice(0, at), entry.slice(at + 1)] as const;
    }),
  );
}

/** What `navigator.onLine` says; Chromium's own is left as is between checks. */
function setOnline(online: boolean): void {
  if (online) {
    delete (navigator as { onLine?: boolean }).onLine;
    return;
  }
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

const OFFLINE_HEADING = 'Nejste připojeni k internetu';
const OFFLINE_TEXT = /Formulář jsme zatím neodeslali\. Odešleme ho automaticky, jakmile budete znovu online/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text anywhere in the element's, whichever spaces (a no-break space after a one-letter word) it has. */
const matching = (text: string | RegExp) =>
  typeof text === 'string' ? new RegExp(escapeRegExp(text).replaceAll(' ', '\\s')) : text;

async function expectOutcome(outcome: Outcome, row: LeadFormRow): Promise<void> {
  if ('dialog' in outcome) {
    const dialog = page.getByRole('dialog', { name: outcome.dialog });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(outcome.text)).toBeVisible();
    return;
  }
  if ('shown' in outcome) {
    await expect.element(page.getByText(outcome.shown)).toBeVisible();
    return;
  }
  // Nothing is shown: the form is ready again and no dialog but the form's own is open.
  const form = await row.form();
  await expect.element(form.getByRole('button', { name: row.submit })).not.toHaveAttribute('aria-disabled');
  await expect.element(page.getByRole('dialog', { name: /Chyba|Děkujeme/ })).not.toBeInTheDocument();
}

/** Closes an outcome dialog with its text button (not the icon in the corner). */
async function closeOutcome(outcome: Outcome): Promise<void> {
  if (!('dialog' in outcome)) return;
  const dialog = page.getByRole('dialog', { name: outcome.dialog });
  await dialog.getByRole('button', { name: 'Zavřít', exact: true }).last().click();
  await expect.element(dialog).not.toBeInTheDocument();
}

/**
 * Runs the contract for every row: the checks are the same for every form, the rows say what is
 * particular (how to reach and fill the form, the call it makes, what the visitor sees).
 */
export function describeLeadFormContract(rows: LeadFormRow[]) {
  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  });
  afterAll(() => worker.stop());

  let cleanup: (() => void) | undefined;
  beforeEach(() => {
    calls.length = 0;
    keys.length = 0;
    // A form may keep an unsent lead in the tab's session storage: each check starts clean.
    window.sessionStorage.clear();
  });
  afterEach(() => {
    worker.resetHandlers();
    cleanup?.();
    cleanup = undefined;
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    setOnline(true);
  });

  describe.each(rows)('lead form $name', (row) => {
    /** Renders the row as a page does (again after `unmount`: a reload of the tab) and opens it. */
    async function mount() {
      const site = row.site ?? demoSite;
      const screen = await render(
        <SiteProvider config={site} navigation={memoryNavigation(row.url ?? site.url)}>
          {row.element()}
        </SiteProvider>,
      );
      return { form: await row.form(), unmount: () => screen.unmount() };
    }

    /** Renders the row, answers its call with `answer` (everything else on the API host: 500). */
    async function start(answer: () => Response | Promise<Response>) {
      cleanup = row.setup?.();
      worker.use(
        recordAll(),
        http.post(row.request.url, answer),
        http.all(`${apiHost}/*`, () => HttpResponse.json({ message: 'unexpected call' }, { status: 500 })),
      );
      return mount();
    }

    /** The row's answer, but the first call's connection goes as the lead leaves (the browser offline). */
    function droppingFirst() {
      const answer = row.answer ?? acknowledged;
      let first = true;
      return () => {
        if (!first) return answer();
        first = false;
        setOnline(false);
        return HttpResponse.error();
      };
    }

    it('submitted empty: no call, the first error is focused and announced', async () => {
      const { form } = await start(acknowledged);
      await form.getByRole('button', { name: row.submit }).click();
      const field = row.empty.field(form);
      await expect.element(field).toHaveFocus();
      await expect.element(field).toHaveAttribute('aria-invalid', 'true');
      await expect.element(field).toHaveAccessibleDescription(matching(row.empty.message));
      if (row.empty.alert) {
        await expect.element(form.getByRole('alert')).toMatchTextContent(matching(row.empty.alert));
      }
      expect(calls).toStrictEqual([]);
    });

    it('valid: exactly one call with the exact payload, then the confirmation', async () => {
      const { form } = await start(row.answer ?? acknowledged);
      await row.fill(form);
      await form.getByRole('button', { name: row.submit }).click();
      await expectOutcome(row.sent, row);
      expect(calls).toStrictEqual([row.request]);
    });

    it("the back end's field errors: on their field, focused, every value kept", async () => {
      const { form } = await start(() => fieldError(row.serverError.field, row.serverError.message));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await row.fill(form);
      const before = valuesOf(form);
      await form.getByRole('button', { name: row.submit }).click();
      const control = row.serverError.control(form);
      await expect.element(control).toHaveFocus();
      await expect.element(control).toHaveAttribute('aria-invalid', 'true');
      await expect.element(control).toHaveAccessibleDescription(matching(row.serverError.message));
      await expect
        .element(page.getByRole('dialog', { name: 'Chyba při zpracování' }))
        .not.toBeInTheDocument();
      expect(valuesOf(await row.form())).toStrictEqual(before);
      expect(calls).toHaveLength(1);
    });

    it('a dropped connection: the error outcome of SPEC §8, every value kept', async () => {
      const { form } = await start(() => HttpResponse.error());
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await row.fill(form);
      const before = valuesOf(form);
      await form.getByRole('button', { name: row.submit }).click();
      await expectOutcome(row.failed, row);
      await closeOutcome(row.failed);
      const again = await row.form();
      await expect
        .element(again.getByRole('button', { name: row.submit }))
        .not.toHaveAttribute('aria-disabled');
      expect(valuesOf(again)).toStrictEqual(before);
    });

    it('offline: said in Czech, nothing sent; back online, the lead goes by itself, once', async () => {
      const { form } = await start(row.answer ?? acknowledged);
      await row.fill(form);
      setOnline(false);
      await form.getByRole('button', { name: row.submit }).click();
      await expect.element(page.getByRole('alert').getByText(OFFLINE_HEADING)).toBeVisible();
      await expect.element(page.getByText(OFFLINE_TEXT)).toBeVisible();
      expect(calls).toStrictEqual([]);
      setOnline(true);
      // Two `online` events (a flaky connection): still one call.
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
      await expectOutcome(row.sent, row);
      expect(calls).toStrictEqual([row.request]);
      expect(keys).toStrictEqual([expect.stringMatching(UUID)]);
      await expect.element(page.getByText(OFFLINE_HEADING)).not.toBeInTheDocument();
    });

    it('the connection lost as the lead leaves: it waits, then goes again with the same key', async () => {
      const { form } = await start(droppingFirst());
      await row.fill(form);
      await form.getByRole('button', { name: row.submit }).click();
      await expect.element(page.getByRole('alert').getByText(OFFLINE_HEADING)).toBeVisible();
      expect(calls).toHaveLength(1);
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      await expectOutcome(row.sent, row);
      expect(calls).toStrictEqual([row.request, row.request]);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[0]).toMatch(UUID);
    });

    /** Renders the row, fills it in and submits it offline: the lead waits. */
    async function waitingLead() {
      const shown = await start(row.answer ?? acknowledged);
      await row.fill(shown.form);
      setOnline(false);
      await shown.form.getByRole('button', { name: row.submit }).click();
      await expect.element(page.getByRole('alert').getByText(OFFLINE_HEADING)).toBeVisible();
      return shown;
    }

    const draftsInTab = () => Object.keys(window.sessionStorage).filter((key) => key.includes('lead-form'));

    it('closed while the lead waits: back online, it still goes by itself, once, and leaves nothing in the tab', async () => {
      await (await waitingLead()).unmount();
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
      await expect.poll(() => calls.length).toBe(1);
      expect(calls).toStrictEqual([row.request]);
      expect(keys).toStrictEqual([expect.stringMatching(UUID)]);
      await expect.poll(draftsInTab).toStrictEqual([]);
      // Long enough for a second call to leave, had the lead been left twice.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toHaveLength(1);
    });

    it('opened again while the lead waits: the notice again, and one call when back online', async () => {
      await (await waitingLead()).unmount();
      await mount();
      await expect.element(page.getByRole('alert').getByText(OFFLINE_HEADING)).toBeVisible();
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      await expectOutcome(row.sent, row);
      expect(calls).toStrictEqual([row.request]);
      expect(keys).toStrictEqual([expect.stringMatching(UUID)]);
    });

    it('opened again after the connection dropped as the lead left: the same values go with the same key', async () => {
      const shown = await start(droppingFirst());
      await row.fill(shown.form);
      const filled = valuesByName(shown.form);
      await shown.form.getByRole('button', { name: row.submit }).click();
      await expect.element(page.getByRole('alert').getByText(OFFLINE_HEADING)).toBeVisible();
      await shown.unmount();
      setOnline(true);
      const again = await mount();
      // Sent again by the visitor, with what she typed before (what the tab did not keep, typed again).
      await fillAgain(again.form, filled);
      await again.form.getByRole('button', { name: row.submit }).click();
      await expectOutcome(row.sent, row);
      expect(calls).toStrictEqual([row.request, row.request]);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[0]).toMatch(UUID);
    });

    /** Fills `form`, shown again after a reload or a close, with `filled`: what the tab kept is there. */
    async function fillAgain(form: FormScope, filled: Map<string, string>) {
      const notKept = row.notKept ?? [];
      if (notKept === 'everything') {
        await row.fill(form);
        return;
      }
      // Polled: the values come back after the first render.
      const kept = new Map(
        [...filled].map(([name, value]) => [name, notKept.includes(name) ? '' : value] as const),
      );
      await expect.poll(() => valuesByName(form)).toStrictEqual(kept);
      for (const name of notKept) {
        const control = form.element().querySelector<HTMLInputElement>(`[name="${name}"]`);
        if (control) await userEvent.fill(control, filled.get(name) ?? '');
      }
    }

    it('a reload of the tab brings the values back, never an identifier; a sent lead clears them', async () => {
      cleanup = row.setup?.();
      worker.use(recordAll(), http.post(row.request.url, row.answer ?? acknowledged));
      const first = await mount();
      const fresh = valuesByName(first.form);
      await row.fill(first.form);
      const filled = valuesByName(first.form);
      await first.unmount();
      const stored = Object.values(window.sessionStorage).join('\n');
      const notKept = row.notKept ?? [];
      for (const [name, value] of filled) {
        const secret = notKept === 'everything' || notKept.includes(name.split(':')[0] ?? '');
        // A tick's value is its name's own ("true"): only texts typed by the visitor are secrets.
        if (secret && !name.includes(':') && value !== '' && value !== PHONE_PREFIX) {
          expect(stored, `${name} in session storage`).not.toContain(value);
        }
      }
      const second = await mount();
      // Polled: a form whose code loads lazily, and the values come back after the first render.
      if (notKept === 'everything') {
        expect(stored).toBe('');
        await expect.poll(() => valuesByName(second.form)).toStrictEqual(fresh);
        return;
      }
      const expected = new Map(
        [...filled].map(([name, value]) => [name, notKept.includes(name) ? '' : value] as const),
      );
      await expect.poll(() => valuesByName(second.form)).toStrictEqual(expected);
      // Sent: nothing of it stays in the tab.
      await fillAgain(second.form, filled);
      await second.form.getByRole('button', { name: row.submit }).click();
      await expectOutcome(row.sent, row);
      expect(Object.keys(window.sessionStorage).filter((key) => key.includes('lead-form'))).toStrictEqual([]);
    });

    it('a double click on submit sends one call', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const answer = row.answer ?? acknowledged;
      const { form } = await start(async () => {
        await gate;
        return answer();
      });
      await row.fill(form);
      await form.getByRole('button', { name: row.submit }).dblClick();
      await expect.poll(() => calls.length).toBe(1);
      // Long enough for a second call to leave, however the second click was handled.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toHaveLength(1);
      release();
      await expectOutcome(row.sent, row);
      expect(calls).toHaveLength(1);
    });
  });
}
