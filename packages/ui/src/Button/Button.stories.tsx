import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.js';

/** What the form of `LoadingInAForm` would send. */
const submitted = fn();

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Zavolejte mi', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zavolejte mi' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Zjistit cenu' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Další pozice' } };

export const Large: Story = { args: { size: 'lg', children: 'Pokračovat' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'Odeslat' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Odeslat' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Odesíláme…' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Odesíláme…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    // It keeps the focus (a disabled button would drop it to the page) and Enter does nothing.
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A busy submit button: neither a click, Enter on it, nor Enter in a field sends its form again. */
export const LoadingInAForm: Story = {
  args: { loading: true, type: 'submit', children: 'Odesíláme…' },
  render: (args) => (
    <form
      aria-label="Dotaz"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <label>
        Jméno <input name="name" defaultValue="Jana" />
      </label>
      <Button {...args} />
    </form>
  ),
  beforeEach() {
    submitted.mockClear();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Odesíláme…' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Jméno' }));
    await userEvent.keyboard('{Enter}');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="tel:+420800100200">+420 800 100 200</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '+420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
  },
};

export const LongCzechText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    fullWidth: true,
    children:
      'Chci nezávaznou nabídku havarijního pojištění pro svůj nejnovější elektromobil s prodlouženou zárukou a asistencí',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
