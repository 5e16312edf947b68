import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal/index.js';
import { LazyDialogButton } from './LazyDialogButton.js';
import { createModuleLoader, type ModuleLoader } from './moduleLoader.js';

const TITLE = 'Poradíme vám s pojištěním auta';

function LoadedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={TITLE}>
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
        component: `A button whose dialog's code downloads on the first click (\`LazyDialogButton\`, with
\`createModuleLoader\`; the advisor, casco and call-back buttons are made of it), so a page carries only the
button. The click shows \`LoadingDialog\` at once: a native modal \`<dialog>\` (no dialog library), named like
the dialog it stands for, \`aria-busy\`, focused itself, with \`Načítání…\` (a form passes
\`Načítáme formulář…\`). If the download fails: \`Okno se nepodařilo načíst…\` as an alert, focus on
\`Zkusit znovu\`, which really downloads again (\`React.lazy\` would keep the failure). Escape or
\`Zavřít\` gives up, also inside a Radix dialog (only the loading dialog closes), and a download that
arrives later opens nothing. Focus returns to the button whenever the loading dialog goes, before the
real dialog mounts, so the real dialog returns it there too. With \`fallbackHref\` (\`tel:…\`) the
server's HTML is a link that works without JavaScript, which hydration turns into the button.`,
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
