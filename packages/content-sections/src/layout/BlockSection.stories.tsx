import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockSection } from './BlockSection.js';

const meta = {
  title: 'Content sections/Layout/BlockSection',
  component: BlockSection,
  parameters: {
    docs: {
      description: {
        component: `The shell every content block renders in: \`py-10\`, a container as wide as the
site header (\`wide\`, default) or a reading column (\`text\`), with the side padding inside it as in
the header, the block's heading as its \`h2\` and an optional perex. \`tone\` sets the background
(\`plain\`, \`muted\`, \`soft\`). A block that places its heading itself (inside a card) passes no
\`heading\` and renders its own. Server component.`,
      },
    },
  },
  args: {
    heading: 'Pojištění pro každou situaci',
    perex: 'Vyberte si, co potřebujete pojistit, a sjednejte si to online za pár minut.',
    children: <p className="text-ink">Obsah bloku.</p>,
  },
} satisfies Meta<typeof BlockSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  async play({ canvasElement }) {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Pojištění pro každou situaci');
  },
};
export const Muted: Story = { args: { tone: 'muted' } };
export const Soft: Story = { args: { tone: 'soft' } };
export const TextWidth: Story = { args: { width: 'text' } };
export const Centred: Story = { args: { align: 'center' } };
export const WithoutHeading: Story = {
  args: { heading: undefined, perex: undefined },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
export const LongCzechHeading: Story = {
  args: {
    heading:
      'Nejdelšíslovovnadpisukterésenevejdenařádekmobilníhotelefonu: povinné ručení, havarijní pojištění a asistenční služby',
  },
};
