import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as z from 'zod/mini';
import { contentSectionBlocks } from '../blocks.js';
import { heroFixtures } from '../Hero/fixtures.js';
import { phoneBoxFixtures } from '../PhoneBox/fixtures.js';
import { richTextFixtures } from '../RichText/fixtures.js';
import { defineBlock } from './defineBlock.js';
import { createRegistry } from './registry.js';
import { InvalidSectionNotice, SectionNotFound } from './SectionNotices.js';
import { Sections } from './Sections.js';

/** A block that always throws: shows that its boundary contains it. */
const throwingBlock = defineBlock({
  type: 'blocks.throws',
  label: 'Chybný blok',
  content: z.object({}),
  component: () => {
    throw new Error('Ukázkový blok selhal.');
  },
});

const registry = createRegistry([...contentSectionBlocks, throwingBlock]);

const page = [
  heroFixtures.minimal,
  { __component: 'blocks.does-not-exist', heading: 'Tohle se nevykreslí' },
  richTextFixtures.markdown,
  { __component: 'blocks.phone-box', heading: 'Blok s chybnými daty' },
  { __component: 'blocks.throws' },
  phoneBoxFixtures.full,
];

const meta = {
  title: 'Content sections/Sections',
  component: Sections,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A page's sections for a React host (a Next.js brand site), over the same registry and
failure rules as the Astro host: an unknown type shows \`Obsah nenalezen\` (SPEC §1: \`not found\`); a section whose data fails its
schema is left out and logged, and in \`preview\` editors see which block and fields to fix; a block
that throws is contained by its \`BlockBoundary\` and the rest of the page renders.

\`\`\`tsx
const registry = createRegistry([...contentSectionBlocks]);
<Sections sections={page.sections} registry={registry} path="/o-nas" preview={isPreview} />
\`\`\``,
      },
    },
  },
  args: { sections: page, registry, path: '/ukazka' },
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageWithFailures: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Obsah nenalezen', { exact: true })).toBeVisible();
    await expect(canvas.queryByText('Blok s chybnými daty')).toBeNull();
    await expect(canvas.getByRole('link', { name: '800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
  },
};

/** An editors' preview build: the section left out for its data says which fields to fix. */
export const EditorsPreview: Story = {
  args: { preview: true },
  async play({ canvasElement }) {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'Blok „Telefon“ (blocks.phone-box) se na webu nezobrazí',
      }),
    ).toBeVisible();
  },
};

export const NotFound: StoryObj<typeof SectionNotFound> = { render: () => <SectionNotFound /> };

export const InvalidNotice: StoryObj<typeof InvalidSectionNotice> = {
  render: () => (
    <InvalidSectionNotice
      label="Úvodní blok"
      type="blocks.hero"
      issues={[
        { path: 'heading', message: 'Povinné pole je prázdné.' },
        {
          path: 'button.url',
          message: 'Odkaz není bezpečná adresa (http, https, mailto, tel nebo cesta na webu).',
        },
      ]}
    />
  ),
};
