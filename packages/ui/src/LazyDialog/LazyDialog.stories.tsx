import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Modal } from '../Modal/index.js';
import { PendingDialog, useLazyModule } from './LazyDialog.js';

function LoadedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Poradíme vám s pojištěním auta">
      <p>Obsah okna je načtený.</p>
    </Modal>
  );
}

/**
 * How a button opens a dialog whose code is downloaded on the first click, as the advisor button does:
 * `useLazyModule(load, requested)` and `PendingDialog` while the code is on its way or failed to come.
 */
function LazyDialogDemo({ load }: { load: () => Promise<typeof LoadedDialog> }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const loadRef = useRef(load);
  const modal = useLazyModule(loadRef.current, requested);
  const Loaded = modal.loaded;
  return (
    <>
      <Button
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Chci poradit
      </Button>
      {Loaded ? (
        <Loaded open={open} onOpenChange={setOpen} />
      ) : open ? (
        <PendingDialog
          title="Poradíme vám s pojištěním auta"
          failed={modal.failed}
          onRetry={modal.retry}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Primitives/PendingDialog',
  component: LazyDialogDemo,
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `What a visitor sees between the click on a button and the arrival of the dialog's code
(\`useLazyModule\` + \`PendingDialog\`, used by the advisor button and the casco dialog's button): a modal \`<dialog>\` at once, named like the
dialog it stands for, with \`Načítání…\`; if the download fails, \`Okno se nepodařilo načíst…\` and
\`Zkusit znovu\` (the failure is logged). Escape and \`Zavřít\` close it; focus returns to the button.`,
      },
    },
  },
} satisfies Meta<typeof LazyDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is still on its way (it never arrives here). */
export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Poradíme vám s pojištěním auta' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Načítání…');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // Escape closes it too (taken on the window before a Radix dialog around it could see it).
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Poradíme vám s pojištěním auta' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The first download fails (offline); the retry brings the dialog, and focus still finds its way back. */
export const FailedThenRetried: Story = {
  args: {
    load: (() => {
      let attempts = 0;
      return () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(LoadedDialog);
      };
    })(),
  },
  beforeEach() {
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await userEvent.click(button);
    const pending = await screen.findByRole('dialog', { name: 'Poradíme vám s pojištěním auta' });
    await expect(
      await within(pending).findByText(
        'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
      ),
    ).toBeVisible();
    await expect(within(pending).getByRole('status')).toHaveTextContent('Okno se nepodařilo načíst.');
    await expect(console.error).toHaveBeenCalledWith('Error loading code on demand', expect.any(TypeError));
    await userEvent.click(within(pending).getByRole('button', { name: 'Zkusit znovu' }));
    // The loaded dialog is the only one, found in the accessibility tree: `toBeVisible()` here would
    // race its 200 ms fade-in, whose first frame has opacity 0 (a CI run failed on exactly that).
    const content = await screen.findByText('Obsah okna je načtený.');
    await expect(screen.getByRole('dialog', { name: 'Poradíme vám s pojištěním auta' })).toContainElement(
      content,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
