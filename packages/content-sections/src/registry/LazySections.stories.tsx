import { createLazyRegistry } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentSectionBlockLoaders } from '../blockLoaders.js';
import { heroFixtures } from '../Hero/fixtures.js';
import { phoneBoxFixtures } from '../PhoneBox/fixtures.js';
import { richTextFixtures } from '../RichText/fixtures.js';
import { blockLoadFailedMessages } from './BlockLoadFailed.js';
import { LazySections } from './LazySections.js';

const page = [
  heroFixtures.minimal,
  richTextFixtures.markdown,
  { __component: 'blocks.does-not-exist', heading: 'Tohle se nevykreslí' },
  phoneBoxFixtures.full,
];

const meta = {
  title: 'Content sections/LazySections',
  component: LazySections,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A page's sections for a renderer in the browser (a Vite + React brand site, a client
component): each block package gives a loader per CMS type (\`contentSectionBlockLoaders\`,
\`callbackFormBlockLoaders\`, …), and the page downloads the schema and component of only the types it
has, all at the same time, then shows them together (nothing jumps as one block arrives after another).
The rules are \`<Sections>\`': an unknown type shows \`Obsah nenalezen\`, a section whose data fails its
schema is left out and logged (editors see why in \`preview\`), a block that throws is contained. A block
whose code does not download says so in its place; the rest of the page renders.

\`\`\`tsx
import { contentSectionBlockLoaders, LazySections } from '@insurance-web/content-sections';
import { callbackFormBlockLoaders } from '@insurance-web/callback-forms';
import { createLazyRegistry } from '@insurance-web/ui';

const registry = createLazyRegistry([contentSectionBlockLoaders, callbackFormBlockLoaders]);
<LazySections sections={page.sections} registry={registry} path="/o-nas" />
\`\`\`

A server renderer (a Next.js server component) keeps \`<Sections>\` with the eager \`createRegistry\`:
its static blocks then ship no code at all.`,
      },
    },
  },
  args: {
    sections: page,
    registry: createLazyRegistry([contentSectionBlockLoaders]),
    path: '/ukazka',
  },
} satisfies Meta<typeof LazySections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's three block types load (the package's real dynamic imports), an unknown one is `not found`. */
export const LoadsThePageBlocks: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kontakty' })).toBeVisible();
    await expect(canvas.getByText('smyšlená pojišťovna')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
    await expect(canvas.getByText('Obsah nenalezen', { exact: true })).toBeVisible();
  },
};

/** The rich text's code did not download (a dropped connection): its place says so, the page renders. */
export const BlockCodeFailed: Story = {
  args: {
    registry: createLazyRegistry([contentSectionBlockLoaders], {
      replace: {
        'blocks.rich-text': () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    }),
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(blockLoadFailedMessages.cs)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kontakty' })).toBeVisible();
    await expect(canvas.queryByText('smyšlená pojišťovna')).toBeNull();
  },
};
