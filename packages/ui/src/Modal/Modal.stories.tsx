import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { Modal } from './Modal.js';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: {
    title: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky',
    onOpenChange: fn(),
  },
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedWithTrigger: Story = {
  args: {
    trigger: <Button>Zavolejte mi</Button>,
    children: <TextField label="Jméno" name="name" />,
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Zavolejte mi' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: args.title as string });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus moves into the dialog…
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // …Escape closes it and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: {
    open: true,
    description: 'Zavoláme vám v pracovní dny mezi 8. a 17. hodinou.',
    children: <TextField label="Jméno" name="name" />,
    footer: <Button type="submit">Odeslat</Button>,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: args.title as string });
    await expect(dialog).toHaveAccessibleDescription('Zavoláme vám v pracovní dny mezi 8. a 17. hodinou.');
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Small: Story = {
  args: { open: true, size: 'sm', title: 'Hotovo', children: <p>Stránku můžete nyní zavřít.</p> },
};

export const LongContentScrolls: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    open: true,
    title: 'Informace o zpracování osobních údajů pro účely zpětného kontaktování zájemce o pojištění',
    children: (
      <div className="space-y-4">
        {Array.from({ length: 14 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static filler paragraphs that never reorder
          <p key={index}>
            {index + 1}. Vaše osobní údaje zpracováváme pouze v rozsahu nezbytném pro vyřízení vašeho
            požadavku a po dobu nezbytně nutnou. Máte právo na přístup k údajům, jejich opravu, výmaz i
            omezení zpracování.
          </p>
        ))}
      </div>
    ),
    footer: <Button>Rozumím</Button>,
  },
};

function ControlledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Otevřít</Button>
      <Modal open={open} onOpenChange={setOpen} title="Ozveme se vám s konkrétní nabídkou">
        <p>Obsah dialogu.</p>
      </Modal>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledModal />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Otevřít' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Ozveme se vám s konkrétní nabídkou' });
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened from code, without a Radix trigger: focus still goes back to the button.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
