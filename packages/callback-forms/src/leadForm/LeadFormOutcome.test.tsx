import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { LeadFormOutcome, leadFormDialogs } from './LeadFormOutcome.js';
import type { LeadFormOutcome as Outcome } from './useLeadForm.js';

/** The dialogs' code cannot be downloaded, whatever an earlier test loaded. */
function failDownloads() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(leadFormDialogs, 'current').mockReturnValue(undefined);
  vi.spyOn(leadFormDialogs, 'load').mockRejectedValue(
    new TypeError('Failed to fetch dynamically imported module'),
  );
}

function renderOutcome(outcome: Outcome, onClose = vi.fn()) {
  return render(
    <LeadFormOutcome
      outcome={outcome}
      onClose={onClose}
      successHeading="Děkujeme za váš dotaz!"
      successText="A je to. Odpověď vám pošleme e-mailem, případně vám zavoláme."
    />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LeadFormOutcome when the dialogs’ code cannot be downloaded', () => {
  it('still says that the lead was sent, that this stands, and offers the retry; closing closes the outcome', async () => {
    failDownloads();
    const onClose = vi.fn();
    const screen = await renderOutcome('sent', onClose);
    const standIn = screen.getByRole('dialog', { name: 'Děkujeme za váš dotaz!' });
    await expect
      .element(standIn)
      .toMatchTextContent('A je to. Odpověď vám pošleme e-mailem, případně vám zavoláme.');
    await expect
      .element(standIn.getByRole('alert'))
      .toMatchTextContent('Okno se nepodařilo načíst celé, ale co je napsáno výše, platí.');
    await expect.element(standIn.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
    expect(leadFormDialogs.load).toHaveBeenCalledTimes(1);
    await standIn.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect.element(standIn.getByRole('alert')).toBeVisible();
    expect(leadFormDialogs.load).toHaveBeenCalledTimes(2);
    await standIn.getByRole('button', { name: 'Zavřít' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still says that the request failed (SPEC §8’s words)', async () => {
    failDownloads();
    const screen = await renderOutcome('failed');
    const standIn = screen.getByRole('dialog', { name: 'Chyba při zpracování' });
    await expect.element(standIn).toMatchTextContent('Litujeme, ale váš požadavek se nepodařilo dokončit.');
    await expect.element(standIn.getByRole('alert')).toBeVisible();
  });

  it('shows the real thank-you dialog once its code is there, and nothing for no outcome', async () => {
    const screen = await renderOutcome(null);
    expect(screen.container.querySelector('dialog, [role="dialog"]')).toBeNull();
    await screen.rerender(
      <LeadFormOutcome
        outcome="sent"
        onClose={() => {}}
        successHeading="Děkujeme za váš dotaz!"
        successText="A je to."
      />,
    );
    const thanks = screen.getByRole('dialog', { name: 'Děkujeme za váš dotaz!' });
    await expect.element(thanks).toBeVisible();
    await expect.element(thanks).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('dialog')).toBeNull();
  });
});
