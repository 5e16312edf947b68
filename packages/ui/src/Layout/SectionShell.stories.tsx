import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionShell } from './SectionShell.js';

const meta = {
  title: 'Primitives/SectionShell',
  component: SectionShell,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The one shell every block renders in (content blocks through content-sections'
\`BlockSection\`, forms through callback-forms' \`FormSection\`, the careers list, the branch contacts,
the working-hours chart and the contact cards directly): the section padding, the content container,
\`SectionHeading\` as the block's \`h2\` and an optional perex. The heading names the \`<section>\`
(\`aria-labelledby\`), so a screen reader lists it as a region by that name. A block without a visible
heading passes none and gets a plain box, not a landmark (a region with no name is not one), or names it
with \`aria-label\`/\`aria-labelledby\` (a heading of its own inside a card). A block whose content is
itself the region named by the heading (a carousel labelled with it) passes \`landmark={false}\`: one
landmark of that name, not two. \`tone\` sets the
background, \`width="text"\` a reading column from the container's left edge, \`align="center"\` centres
the heading and perex, \`gap="compact"\` tightens them, and \`layout="aside"\` is a form's layout: from
desktop on, heading and perex in the first third and the content, in a card, in the other two. No state
and no browser API (\`useId\` is allowed in React server components): static blocks stay script-free.`,
      },
    },
  },
  args: {
    heading: 'Pojištění pro každou situaci',
    perex: 'Vyberte si, co potřebujete pojistit, a sjednejte si to online za pár minut.',
    children: <p className="text-ink">Obsah bloku.</p>,
  },
} satisfies Meta<typeof SectionShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section is a region named by its heading. */
export const Plain: Story = {
  async play({ canvasElement }) {
    const region = within(canvasElement).getByRole('region', { name: 'Pojištění pro každou situaci' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      region.getAttribute('aria-labelledby'),
    );
  },
};
export const Muted: Story = { args: { tone: 'muted' } };
export const Soft: Story = { args: { tone: 'soft' } };
export const TextWidth: Story = { args: { width: 'text' } };
export const Centred: Story = { args: { align: 'center' } };
export const Compact: Story = { args: { width: 'text', gap: 'compact' } };

/** A form as a section: heading and perex in the first third from desktop on, the form in a card. */
export const Aside: Story = {
  args: {
    heading: 'Napište nám',
    perex: 'Ozveme se vám do druhého pracovního dne.',
    layout: 'aside',
    children: <p className="text-ink">Formulář.</p>,
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('region', { name: 'Napište nám' })).toBeInTheDocument();
  },
};

/** No visible heading and no name: a plain box (no landmark), nothing extra for a screen reader to say. */
export const WithoutHeading: Story = {
  args: { heading: undefined, perex: undefined },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('section')).not.toHaveAttribute('aria-labelledby');
  },
};

/** A block whose heading sits in its own card names the section by that heading. */
export const NamedByItsOwnHeading: Story = {
  args: {
    heading: undefined,
    perex: undefined,
    'aria-labelledby': 'vlastni-nadpis',
    children: (
      <div className="rounded-card border border-line bg-surface p-6">
        <h2 id="vlastni-nadpis" className="text-xl font-bold text-ink">
          Zavolejte nám
        </h2>
        <p className="text-ink">Jsme tu pro vás ve všední dny od 8 do 18 hodin.</p>
      </div>
    ),
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('region', { name: 'Zavolejte nám' })).toBeInTheDocument();
  },
};

export const LongCzechHeading: Story = {
  args: {
    heading:
      'Nejdelšíslovovnadpisukterésenevejdenařádekmobilníhotelefonu: povinné ručení, havarijní pojištění a asistenční služby',
  },
};
