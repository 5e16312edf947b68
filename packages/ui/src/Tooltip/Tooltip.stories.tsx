import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Tooltip } from './Tooltip.js';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: 'Rodné číslo potřebujeme pro výpočet bonusu.' },
  parameters: { a11y: { context: 'body' } },
  decorators: [
    (Story) => (
      <div style={{ padding: '5rem 2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Více informací' })).toBeVisible();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const OpenOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Více informací' });
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Rodné číslo potřebujeme pro výpočet bonusu.');
    await expect(trigger).toHaveAccessibleDescription('Rodné číslo potřebujeme pro výpočet bonusu.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OpenOnTap: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Více informací' }));
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

export const LongTextWraps: Story = {
  args: {
    content:
      'Na této pobočce najdete bezbariérový přístup, parkování pro zákazníky přímo před budovou a dětský koutek s hračkami.',
    triggerLabel: 'Bezbariérový přístup',
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Bezbariérový přístup' }));
    const tooltip = await screen.findByRole('tooltip');
    // Radix renders the text twice (visible and for screen readers); the visible bubble is capped.
    const bubble = tooltip.parentElement as HTMLElement;
    await waitFor(() => expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(15.6 * 16 + 1));
  },
};

export const CustomTrigger: Story = {
  args: {
    content: 'Otevřeno v pracovní dny od 8 do 18 hodin.',
    children: (
      <a href="tel:+420800100200" className="font-semibold text-brand underline">
        +420 800 100 200
      </a>
    ),
  },
};
