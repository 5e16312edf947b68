import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { controlClass, Field } from './Field.js';

/**
 * The shell every field primitive is built on: label, hint, control and error, wired for screen
 * readers. A package needing a new kind of control (here a textarea) builds it on this.
 */
const meta = {
  title: 'Foundations/Field',
  component: Field,
  args: {
    label: 'Dotaz',
    hint: 'Napište nám, s čím vám můžeme pomoci.',
    required: true,
    children: ({ id, describedBy, invalid }) => (
      <textarea
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        rows={4}
        className={controlClass}
      />
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Dotaz/ })).toHaveAccessibleDescription(
      'Napište nám, s čím vám můžeme pomoci.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Dotaz je povinný údaj.' },
  play: async ({ canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: /Dotaz/ });
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription(
      'Napište nám, s čím vám můžeme pomoci. Chyba: Dotaz je povinný údaj.',
    );
  },
};
