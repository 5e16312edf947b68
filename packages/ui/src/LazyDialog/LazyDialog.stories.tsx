import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Modal } from '../Modal/index.js';
import { LazyDialog } from './LazyDialog.js';
import { LazyDialogButton } from './LazyDialogButton.js';
import { createModuleLoader, type ModuleLoader } from './moduleLoader.js';

const TITLE = 'Poradíme vám s pojištěním auta';

function LoadedDialog({
  open,
  onOpenChange,
  title = TITLE,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <p>Obsah okna je načtený.</p>
    </Modal>
  );
}
type Loaded = typeof LoadedDialog;

/** The button as the advisor, casco and call-back buttons use it, with a loader each story makes. */
function LazyDialogDemo({ loader, fallbackHref }: { loader: ModuleLoader<Loaded>; fallbackHref?: string }) {
  return (
    <LazyDialogButton
      loader={loader}
      title={TITLE}
      fallbackHref={fallbackHref}
      render={(Dialog, { open, onOpenChange }) => <Dialog open={open} onOpenChange={onOpenChange} />}
    >
      Chci poradit
    </LazyDialogButton>
  );
}

const never = () => createModuleLoader<Loaded>(() => new Promise(() => {}));
/** A loader whose first `failures` downloads fail (a loader keeps a success, so each story makes its own). */
function flaky(failures: number) {
  let left = failures;
  return createModuleLoader<Loaded>(async () => {
    if (left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return LoadedDialog;
  });
}

const meta = {
  title: 'Primitives/LazyDialogButton',
  component: LazyDialogDemo,
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `Every dialog whose code downloads when it is first wanted goes through \`LazyDialog\`
(controlled: \`open\`, \`onOpenChange\`, a \`createModuleLoader\` and a \`render\` of what loaded), with one rule
for a download that fails: the block that asked for it stays as it was (nothing is thrown, so no error
boundary takes it away, as with \`React.lazy\`), and in place of the dialog a stand-in of the same name says
\`Okno se nepodařilo načíst…\` as an alert, focus on \`Zkusit znovu\`, which really downloads again.
An \`outcome\` (a lead sent, a contract cancelled) stays in the stand-in throughout, and the failure
then says that it stands. The FAQ answer, the lead forms' thank-you and error, the cancellation result,
the date field's calendar and the buttons below use it.

\`LazyDialogButton\` is a button on it (the advisor, casco and call-back buttons are made of it), so a
page carries only the button. The click shows the stand-in (\`LoadingDialog\`) at once: a native modal
\`<dialog>\` (no dialog library), named like the dialog it stands for, \`aria-busy\`, focused itself,
with \`Načítání…\` (a form passes \`Načítáme formulář…\`). Escape or \`Zavřít\` gives up, also inside a
Radix dialog (only the stand-in closes), and a download that arrives later opens nothing. Focus returns
to what had it (the button) whenever the stand-in goes, before the real dialog mounts, so the real
dialog returns it there too. With \`fallbackHref\` (\`tel:…\`) the server's HTML is a link that works
without JavaScript, which hydration turns into the button.`,
      },
    },
  },
} satisfies Meta<typeof LazyDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is still on its way (it never arrives here): Zavřít and Escape give up, focus comes back. */
export const Loading: Story = {
  args: { loader: never() },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Načítání…');
    await expect(dialog).toHaveAccessibleDescription('Načítání…');
    await expect(dialog).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // Escape gives up too.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: TITLE });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The first download fails (offline); the retry brings the dialog, and focus still finds its way back. */
export const FailedThenRetried: Story = {
  args: { loader: flaky(1) },
  beforeEach() {
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await userEvent.click(button);
    const pending = await screen.findByRole('dialog', { name: TITLE });
    await expect(await within(pending).findByRole('alert')).toHaveTextContent(
      'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await expect(pending).not.toHaveAttribute('aria-busy');
    const retry = within(pending).getByRole('button', { name: 'Zkusit znovu' });
    await waitFor(() => expect(retry).toHaveFocus());
    await expect(console.error).toHaveBeenCalledWith('Error loading code on demand', expect.any(TypeError));
    await userEvent.keyboard('{Enter}');
    // The loaded dialog is the only one, found in the accessibility tree: `toBeVisible()` here would
    // race its 200 ms fade-in, whose first frame has opacity 0.
    const content = await screen.findByText('Obsah okna je načtený.');
    await expect(screen.getByRole('dialog', { name: TITLE })).toContainElement(content);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // Loaded once, it opens at once the next time: no loading dialog.
    await userEvent.keyboard(' ');
    await screen.findByText('Obsah okna je načtený.');
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The error as a visitor meets it, for axe and the visual check: the download keeps failing. */
export const LoadFailed: Story = {
  args: { loader: flaky(Number.POSITIVE_INFINITY) },
  beforeEach() {
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chci poradit' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
  },
};

/** The loading dialog stays open at the end, for axe and the visual check. */
export const LoadingShown: Story = {
  args: { loader: never() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chci poradit' }));
    await expect(await screen.findByRole('dialog', { name: TITLE })).toHaveFocus();
  },
};

/** Inside a Radix dialog: Escape closes the loading dialog only; the next Escape is the Radix dialog's. */
export const InsideADialog: Story = {
  args: { loader: never() },
  render: (args) => (
    <Modal defaultOpen title="Poradce">
      <LazyDialogDemo {...args} />
    </Modal>
  ),
  play: async () => {
    const outer = await screen.findByRole('dialog', { name: 'Poradce' });
    const button = await within(outer).findByRole('button', { name: 'Chci poradit' });
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog', { name: TITLE })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Poradce' })).toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** With a phone fallback: the same link element is the button once hydrated (Space opens it too). */
export const WithPhoneFallback: Story = {
  args: { loader: flaky(0), fallbackHref: 'tel:+420800100200' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await expect(button.tagName).toBe('A');
    await expect(button).toHaveAttribute('href', 'tel:+420800100200');
    button.focus();
    await userEvent.keyboard(' ');
    await screen.findByText('Obsah okna je načtený.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

const OUTCOME = 'Děkujeme za váš zájem!';

/** A form's outcome shown through `LazyDialog`, as the lead forms and the cancellation banner do. */
function SentForm({ loader }: { loader: ModuleLoader<Loaded> }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="sent-form-heading" className="flex flex-col items-start gap-4">
      <h2 id="sent-form-heading" className="text-xl font-bold">
        Obecný dotaz
      </h2>
      <Button onClick={() => setOpen(true)}>Odeslat</Button>
      <LazyDialog
        loader={loader}
        open={open}
        onOpenChange={setOpen}
        title={OUTCOME}
        outcome={<p>Děkujeme, formulář byl odeslán a my se brzy ozveme.</p>}
        render={(Dialog) => <Dialog open={open} onOpenChange={setOpen} title={OUTCOME} />}
      />
    </section>
  );
}

/**
 * A lead was sent and its thank-you dialog cannot load: the stand-in still says it was sent, says that
 * this stands, and offers the retry; the form's block stays; Escape returns the focus to the button.
 */
export const OutcomeLoadFailed: Story = {
  args: { loader: flaky(Number.POSITIVE_INFINITY) },
  render: (args) => <SentForm loader={args.loader} />,
  beforeEach() {
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Odeslat' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: OUTCOME });
    await expect(dialog).toHaveTextContent('Děkujeme, formulář byl odeslán a my se brzy ozveme.');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Okno se nepodařilo načíst celé, ale co je napsáno výše, platí. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await expect(dialog).toHaveAccessibleDescription(/^Děkujeme, formulář byl odeslán/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
    await expect(canvas.getByRole('region', { name: 'Obecný dotaz' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // Asked again, it tries again (and fails again here): the story ends on the stand-in, for axe and the picture.
    await userEvent.keyboard('{Enter}');
    await within(await screen.findByRole('dialog', { name: OUTCOME })).findByRole('alert');
  },
};
