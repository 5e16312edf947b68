import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LazyDialog } from './LazyDialog.js';
import { LOAD_FAILED_EVENT } from './loadFailed.js';
import { createModuleLoader } from './moduleLoader.js';

type Dialog = (props: { open: boolean; onClose: () => void }) => React.ReactNode;

const RealDialog: Dialog = ({ open, onClose }) =>
  open ? (
    <div role="dialog" aria-label="Výsledek">
      <p>Skutečné okno</p>
      <button type="button" onClick={onClose}>
        Zavřít okno
      </button>
    </div>
  ) : null;

/** An importer whose first `failures` calls fail, as a dropped connection does. */
function importer(failures: number) {
  let left = failures;
  return vi.fn(async () => {
    if (left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return RealDialog;
  });
}

/** A block (a heading and the button that asks for the dialog) with its lazily loaded dialog. */
function Block({ load, outcome }: { load: () => Promise<Dialog>; outcome?: string }) {
  const [loader] = useState(() => createModuleLoader(load));
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section aria-label="Blok">
      <h2>Obsah bloku</h2>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Otevřít
      </button>
      <LazyDialog
        loader={loader}
        open={open}
        onOpenChange={setOpen}
        title="Výsledek"
        returnFocus={opener}
        outcome={outcome ? <p>{outcome}</p> : undefined}
        render={(Loaded) => <Loaded open={open} onClose={() => setOpen(false)} />}
      />
    </section>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyDialog: the one rule for a dialog whose code fails to download', () => {
  it('keeps the block, says so in Czech in a stand-in of the dialog’s name, and retries with a new download', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The host's hook (a count of what visitors experience): told once per failed download.
    const announced = vi.fn();
    window.addEventListener(LOAD_FAILED_EVENT, announced);
    const load = importer(1);
    const screen = await render(<Block load={load} />);
    await screen.getByRole('button', { name: 'Otevřít' }).click();

    const standIn = screen.getByRole('dialog', { name: 'Výsledek' });
    await expect
      .element(standIn.getByRole('alert'))
      .toHaveTextContent('Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.');
    await expect.element(screen.getByRole('heading', { name: 'Obsah bloku' })).toBeInTheDocument();
    await expect.element(standIn.getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus();
    expect(log).toHaveBeenCalledWith('Error loading code on demand', expect.any(TypeError));
    expect(announced).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Skutečné okno')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(announced, 'a retry that loads announces nothing').toHaveBeenCalledTimes(1);
    window.removeEventListener(LOAD_FAILED_EVENT, announced);
    expect(screen.container.querySelector('dialog')).toBeNull();
  });

  it('keeps an outcome in the stand-in, loading and failed, and then says that it stands', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<Dialog>((_, reject) => {
          fail = reject;
        }),
    );
    const screen = await render(<Block load={load} outcome="Formulář byl odeslán." />);
    await screen.getByRole('button', { name: 'Otevřít' }).click();
    const standIn = screen.getByRole('dialog', { name: 'Výsledek' });
    await expect.element(standIn).toHaveAttribute('aria-busy', 'true');
    await expect.element(standIn).toHaveAccessibleDescription('Formulář byl odeslán. Načítání…');

    fail(new TypeError('Failed to fetch dynamically imported module'));
    await expect
      .element(standIn.getByRole('alert'))
      .toHaveTextContent(
        'Okno se nepodařilo načíst celé, ale co je napsáno výše, platí. Zkontrolujte připojení k internetu a zkuste to znovu.',
      );
    await expect.element(standIn.getByText('Formulář byl odeslán.')).toBeVisible();
  });

  it('gives up on Escape, the focus back where it was, and opens nothing when the code arrives later', async () => {
    let arrive: (dialog: Dialog) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<Dialog>((resolve) => {
          arrive = resolve;
        }),
    );
    const screen = await render(<Block load={load} />);
    const opener = screen.getByRole('button', { name: 'Otevřít' });
    (opener.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const standIn = screen.getByRole('dialog', { name: 'Výsledek' });
    await expect.element(standIn).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(standIn).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();

    arrive(RealDialog);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.container.querySelector('[role="dialog"]')).toBeNull();
    // Asked again, it is there at once, from the same download.
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Skutečné okno')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('returns the focus to `returnFocus` even when the click left it nowhere (Safari does not focus a clicked button)', async () => {
    const screen = await render(<Block load={() => new Promise<Dialog>(() => {})} />);
    const opener = screen.getByRole('button', { name: 'Otevřít' });
    // A click without the focus, as Safari's.
    (opener.element() as HTMLElement).click();
    const standIn = screen.getByRole('dialog', { name: 'Výsledek' });
    await expect.element(standIn).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(standIn).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('leaves no stand-in once the code has loaded: the real dialog opens at once, from memory', async () => {
    const load = importer(0);
    const screen = await render(<Block load={load} />);
    await screen.getByRole('button', { name: 'Otevřít' }).click();
    await expect.element(screen.getByText('Skutečné okno')).toBeVisible();
    await screen.getByRole('button', { name: 'Zavřít okno' }).click();
    await screen.getByRole('button', { name: 'Otevřít' }).click();
    expect(screen.container.querySelector('dialog')).toBeNull();
    await expect.element(screen.getByText('Skutečné okno')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
