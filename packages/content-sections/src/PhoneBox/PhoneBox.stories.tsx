import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { phoneBoxFixtures } from './fixtures.js';
import { PhoneBox } from './PhoneBox.js';
import { phoneBoxBlock } from './phoneBoxBlock.js';
import type { PhoneBoxProps } from './phoneBoxContent.js';

const props = (data: object) => contentProps<PhoneBoxProps>(phoneBoxBlock, data);

const meta = {
  title: 'Content sections/PhoneBox',
  component: PhoneBox,
  parameters: {
    docs: {
      description: {
        component: `A phone number to call (\`blocks.phone-box\`): heading, subheading, the number as a
\`tel:\` link that always dials with the +420 prefix (a +421 number keeps its own), and extra lines.
Static: no JavaScript.`,
      },
    },
  },
} satisfies Meta<typeof PhoneBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: props(phoneBoxFixtures.full),
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: '800 100 200' });
    await expect(link).toHaveAttribute('href', 'tel:+420800100200');
  },
};
export const Minimal: Story = { args: props(phoneBoxFixtures.minimal) };
export const SlovakNumber: Story = { args: props(phoneBoxFixtures.slovakNumber) };

/** Strapi sends `null` for every empty optional field: only the heading and the number show. */
export const EmptyOptionalFields: Story = {
  args: props(phoneBoxFixtures.strapiNulls),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zavolejte nám' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Very long Czech text wraps inside the card, on a phone too. */
export const LongCzechText: Story = {
  args: props(phoneBoxFixtures.longText),
  globals: { viewport: { value: 'mobile' } },
  async play({ canvasElement }) {
    const card = canvasElement.querySelector('h2')?.parentElement;
    if (!card) throw new Error('no card');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
