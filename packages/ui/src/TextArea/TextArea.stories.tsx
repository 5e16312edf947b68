import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Váš dotaz', name: 'text' },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line text for questions and messages. Spread react-hook-form’s `register()` into it; `error` marks it invalid and describes it by the message.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Váš dotaz' });
    await userEvent.type(text, 'Dobrý den,{enter}jak nahlásím škodu?');
    await expect(text).toHaveValue('Dobrý den,\njak nahlásím škodu?');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Dotaz je povinný údaj.', hint: 'Napište, s čím potřebujete pomoci.' },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Váš dotaz (povinné)' });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription(
      'Napište, s čím potřebujete pomoci. Chyba: Dotaz je povinný údaj.',
    );
  },
};
