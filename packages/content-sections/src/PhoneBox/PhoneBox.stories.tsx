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
