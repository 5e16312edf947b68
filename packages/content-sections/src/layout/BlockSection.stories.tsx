import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockSection } from './BlockSection.js';

const meta = {
  title: 'Content sections/Layout/BlockSection',
  component: BlockSection,
  parameters: {
    docs: {
      description: {
        component: `The shell every content block renders in: ui's \`SectionShell\` (see its docs page) with
the perex's short compounds kept whole (\`e‑mail\`). ui's section padding and content
container (the one the site header and footer use), filled (\`wide\`, default) or as a reading column
(\`text\`) that starts at the container's left edge, the block's heading as ui's \`SectionHeading\` and
an optional perex; the heading names the \`<section>\` (\`aria-labelledby\`), so it is a region with
that name. \`tone\` sets the background (\`plain\`, \`muted\`, \`soft\`). A block whose
heading sits inside a card passes no \`heading\`, renders its own \`h2\` and marks the card
\`data-section-box\`, so the grid test measures the card's edge. Server component.`,
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
    await expect(
      within(canvasElement).getByRole('region', { name: 'Pojištění pro každou situaci' }),
    ).toContainElement(heading);
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
