import { publishCalculation } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { API, analytics, failingDownloads, rejectFields, withSite } from '../../../../test/storySupport.js';
import { SUITABILITY_RECORD } from '../../test/fixtures/suitabilityRecord.js';
import { recordForm, SuitabilityRecordForm } from './SuitabilityRecordForm.js';

const RECORD_URL = `${API}/api/latest/rest/vehicle/insurance/v5/suitability-record/pdf`;

const calculation = SUITABILITY_RECORD.calculation;

/** Records each request (its body and `x-source`) and answers with a small PDF, after `latencyMs`. */
function answerPdf(latencyMs = 0) {
  const requests: { body: unknown; source: string | null }[] = [];
  const handler = http.post(RECORD_URL, async ({ request }) => {
    requests.push({ body: await request.json(), source: request.headers.get('x-source') });
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return new HttpResponse('%PDF-1.4\n%%EOF\n', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="zaznam_z_jednani.pdf"',
      },
    });
  });
  return { handler, requests };
}

/** The files the form asked the browser to save (the link's click is caught, nothing is saved). */
function catchDownloads() {
  const files: { name: string; type: string }[] = [];
  const blobs = new Map<string, Blob>();
  const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:story/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, type: blobs.get(this.href)?.type ?? '' });
  });
  return {
    files,
    restore: () => {
      create.mockRestore();
      click.mockRestore();
    },
  };
}

let downloads = catchDownloads();
downloads.restore();

const meta = {
  title: 'Callback forms/SuitabilityRecordForm',
  component: SuitabilityRecordForm,
  decorators: [withSite('http://localhost:6006/poradce')],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The suitability record of a vehicle calculation (SPEC §2 item 15, §5, §7), the CMS section
\`forms.suitability-record\` (\`heading\`, \`perex\`, \`audience\`: \`client\` or \`agent\`, \`calculator\`: default
\`vehicle\`). It belongs to the calculation the registered calculator published with ui's
\`publishCalculation\` (the tab's session storage); without one it says the record is made for a calculation
and offers nothing else. Request, recommendation (at least 11 characters), difference (at least 6, \`Nejsou\`
by default) and, on the agents' page, the required own-record confirmation. A valid submit posts the
calculation's arranging form with the record (\`fetchSuitabilityRecord\`, \`x-source: WEB_VEHICLE_R\`) and downloads
\`zaznam_z_jednani.pdf\`; the button is busy meanwhile. A failure is logged, the busy state ends, and an alert
with \`Zkusit znovu\` tells the visitor; every value stays.`,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
    publishCalculation(calculation);
    downloads = catchDownloads();
    return () => {
      downloads.restore();
      window.sessionStorage.clear();
    };
  },
} satisfies Meta<typeof SuitabilityRecordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function form() {
  return within(await screen.findByRole('region', { name: /Záznam z jednání|Record of the meeting/ }));
}

const { request: REQUEST, recommendation: RECOMMENDATION } = SUITABILITY_RECORD;

async function fill(values: { request?: string; recommendation?: string } = {}) {
  const region = await form();
  // The form's code loads once the calculation is known.
  await userEvent.type(
    await region.findByRole('textbox', { name: /^Požadavky a potřeby/ }),
    values.request ?? REQUEST,
  );
  await userEvent.type(
    region.getByRole('textbox', { name: /^Doporučení/ }),
    values.recommendation ?? RECOMMENDATION,
  );
  return region;
}

const expectedPayload = SUITABILITY_RECORD.payload;

/** No calculation in this tab: the block says what the record belongs to, and shows no form. */
export const NoCalculation: Story = {
  beforeEach() {
    window.sessionStorage.clear();
  },
  play: async () => {
    const region = await form();
    await expect(
      await region.findByRole('heading', { level: 3, name: 'Záznam patří k výpočtu pojištění' }),
    ).toBeVisible();
    await expect(region.queryByRole('textbox')).toBeNull();
    await expect(region.queryByRole('button')).toBeNull();
  },
};

/**
 * The form's code could not be downloaded: the block says so with `Zkusit znovu`, which downloads it
 * again; the focus waits in the form's place (not on the page's body) until the form is there.
 */
export const FormLoadFailed: Story = {
  beforeEach: () => failingDownloads(recordForm, 1),
  play: async () => {
    const region = await form();
    await expect(await region.findByRole('status')).toHaveTextContent(
      'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    const retry = region.getByRole('button', { name: 'Zkusit znovu' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    const request = await region.findByRole('textbox', { name: /^Požadavky a potřeby/ });
    await expect(request).toBeVisible();
    // The focus is where the form now is: the next Tab goes into it.
    await expect(document.activeElement).not.toBe(document.body);
    await expect(document.activeElement?.contains(request)).toBe(true);
  },
};

export const Idle: Story = {
  play: async () => {
    const region = await form();
    await expect(
      await region.findByText('Škoda Octavia, 1AB 2345: povinné ručení a havarijní pojištění'),
    ).toBeVisible();
    await expect(region.getByText('25. 11. 2026 9:12')).toBeVisible();
    await expect(region.getByRole('textbox', { name: /^Rozdíly mezi požadavky a doporučením/ })).toHaveValue(
      'Nejsou',
    );
    await expect(region.queryByRole('checkbox')).toBeNull();
    await expect(region.getByText('*povinné informace')).toBeVisible();
  },
};

export const EmptySubmit: Story = {
  play: async () => {
    const region = await form();
    const difference = await region.findByRole('textbox', { name: /^Rozdíly/ });
    await userEvent.clear(difference);
    await userEvent.click(region.getByRole('button', { name: 'Stáhnout záznam z jednání' }));
    await expect(await region.findAllByText('Prosím vyplňte.')).toHaveLength(3);
    await waitFor(() => expect(region.getByRole('textbox', { name: /^Požadavky a potřeby/ })).toHaveFocus());
    await expect(analytics).not.toHaveBeenCalled();
    await expect(downloads.files).toHaveLength(0);
  },
};

export const TooShort: Story = {
  play: async () => {
    const region = await fill({ recommendation: 'Komfort 5%' });
    const difference = region.getByRole('textbox', { name: /^Rozdíly/ });
    await userEvent.clear(difference);
    await userEvent.type(difference, 'Žádné');
    await userEvent.click(region.getByRole('button', { name: 'Stáhnout záznam z jednání' }));
    await expect(await region.findByText('Minimální délka musí být 11 znaků.')).toBeVisible();
    await expect(region.getByText('Minimální délka musí být 6 znaků.')).toBeVisible();
    const recommendation = region.getByRole('textbox', { name: /^Doporučení/ });
    await waitFor(() => expect(recommendation).toHaveFocus());
    await expect(recommendation).toHaveAccessibleDescription(
      'Jaké pojištění doporučujeme a proč. Alespoň 11 znaků. Chyba: Minimální délka musí být 11 znaků.',
    );
  },
};

const pdf = answerPdf();

export const Downloaded: Story = {
  beforeEach({ msw }) {
    pdf.requests.length = 0;
    msw.use(pdf.handler);
  },
  play: async () => {
    const region = await fill();
    await userEvent.click(region.getByRole('button', { name: 'Stáhnout záznam z jednání' }));
    await expect(
      await region.findByText('Hotovo. Záznam z jednání je stažený jako zaznam_z_jednani.pdf.'),
    ).toBeVisible();
    // The exact payload: the lead-form contract's row; its header and the file are this form's own.
    await expect(pdf.requests.map((request) => request.source)).toStrictEqual(['WEB_VEHICLE_R']);
    await expect(downloads.files).toStrictEqual([{ name: 'zaznam_z_jednani.pdf', type: 'application/pdf' }]);
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Odeslani formulare', label: 'suitability-record' }],
    ]);
    // The values stay, to correct the record and download it again.
    await expect(region.getByRole('textbox', { name: /^Doporučení/ })).toHaveValue(RECOMMENDATION);
  },
};

/** The agents' page: the own-record confirmation is required, and it is not sent. */
export const Agent: Story = {
  args: { audience: 'agent' },
  beforeEach({ msw }) {
    pdf.requests.length = 0;
    msw.use(pdf.handler);
  },
  play: async () => {
    const region = await fill();
    await expect(region.getByText(/Zapište požadavky a potřeby klienta/)).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Stáhnout záznam z jednání' }));
    const own = region.getByRole('checkbox', { name: /můj vlastní záznam z jednání/ });
    await expect(await region.findByText('Prosím potvrďte, že jde o váš záznam.')).toBeVisible();
    await waitFor(() => expect(own).toHaveFocus());
    await expect(pdf.requests).toHaveLength(0);
    await userEvent.click(own);
    await userEvent.click(region.getByRole('button', { name: 'Stáhnout záznam z jednání' }));
    await expect(await region.findByText(/Záznam z jednání je stažený/)).toBeVisible();
    await expect(pdf.requests).toStrictEqual([{ body: expectedPayload, source: 'WEB_VEHICLE_R' }]);
    await expect(analytics).toHaveBeenCalledWith({
      name: 'Odeslani formulare',
      label: 'suitability-record-agent',
    });
  },
};

const slow = answerPdf(4000);

export const Generating: Story = {
  beforeEach({ msw }) {
    slow.requests.length = 0;
    msw.use(slow.handler);
  },
  play: async () => {
    const region = await fill();
    const submit = region.getByRole('button', { name: 'Stáhnout záznam z jednání' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    // Busy, it keeps the focus (a disabled button would drop it to the page).
    await expect(submit).toHaveFocus();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(region.getAllByRole('status').at(-1)).toHaveTextContent('Připravujeme záznam z jednání…');
    await expect(await region.findByText(/Záznam z jednání je stažený/, {}, { timeout: 8000 })).toBeVisible();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(downloads.files).toHaveLength(1);
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      rejectFields(RECORD_URL, {
        'suitabilityRecord.recommendation': 'Doporučení musí jmenovat konkrétní produkt.',
      }),
    );
  },
  play: async () => {
    const region = await fill();
    await userEvent.click(region.getByRole('button', { name: 'Stáhnout záznam z jednání' }));
    const recommendation = region.getByRole('textbox', { name: /^Doporučení/ });
    await expect(await region.findByText('Doporučení musí jmenovat konkrétní produkt.')).toBeVisible();
    // Focused, every value kept: the lead-form contract.
    await waitFor(() => expect(recommendation).toHaveFocus());
    await expect(downloads.files).toHaveLength(0);
  },
};

/** SPEC §8: logged, the loading state cleared; the visitor is told, and can try again. */
export const Failure: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post(RECORD_URL, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'Internal error', errors: [] }, { status: 500 });
        return new HttpResponse('%PDF-1.4\n%%EOF\n', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async () => {
    const region = await fill();
    const submit = region.getByRole('button', { name: 'Stáhnout záznam z jednání' });
    await userEvent.click(submit);
    const alert = await region.findByRole('alert');
    await expect(
      await within(alert).findByText(
        'Záznam z jednání se nepodařilo vytvořit. Vyplněné údaje zůstaly, zkuste to prosím znovu.',
      ),
    ).toBeVisible();
    await expect(console.error).toHaveBeenCalled();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(submit).not.toHaveAttribute('aria-busy');
    await expect(region.getByRole('textbox', { name: /^Doporučení/ })).toHaveValue(RECOMMENDATION);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    await expect(await region.findByText(/Záznam z jednání je stažený/)).toBeVisible();
    await expect(alert).toBeEmptyDOMElement();
    await expect(downloads.files).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await form();
    await userEvent.click(await region.findByRole('button', { name: 'Download the record of the meeting' }));
    await expect(await region.findAllByText('Please fill this in.')).not.toHaveLength(0);
    await waitFor(() => expect(region.getByRole('textbox', { name: /^Demands and needs/ })).toHaveFocus());
  },
};
