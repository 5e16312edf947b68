import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { signpostBannersFixtures } from './fixtures.js';
import { SignpostBanners } from './SignpostBanners.js';
import { signpostBannersBlock } from './signpostBannersBlock.js';
import type { SignpostBannersProps } from './signpostBannersContent.js';

const props = (data: object) => contentProps<SignpostBannersProps>(signpostBannersBlock, data);

const meta = {
  title: 'Content sections/SignpostBanners',
  component: SignpostBanners,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Signpost banners (CMS type \`blocks.signpost-banners\`): an optional heading and
perex, then a card per destination (heading, perex, image, button). Each card's link is tracked as a
guidepost click (\`Rozcestník\`, label: the card's heading). Static: no JavaScript; the page's click
tracker reads the link's \`data-analytics-*\` attributes.

\`\`\`json
{ "__component": "blocks.signpost-banners", "heading": "Co chcete pojistit?",
  "items": [{ "heading": "Auto", "button": { "text": "Pojištění vozidel", "url": "/pojisteni-vozidel" } }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SignpostBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: props(signpostBannersFixtures.full),
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: 'Pojištění majetku' });
    await expect(link).toHaveAttribute('data-analytics-event', 'Rozcestník');
    await expect(link).toHaveAttribute('data-analytics-label', 'Domov');
  },
};

/** One item with only its heading and button. */
export const Minimal: Story = { args: props(signpostBannersFixtures.minimal) };

/** Strapi sends `null` for every empty optional field; without a block heading items use h2. */
export const EmptyOptionalFields: Story = { args: props(signpostBannersFixtures.strapiNulls) };

/** The heading alone when the editor has not added items yet. */
export const NoItems: Story = { args: props(signpostBannersFixtures.noItems) };

/** Long Czech text, and a card without its image. */
export const LongCzechTextAndMissingImage: Story = { args: props(signpostBannersFixtures.longText) };

export const Phone: Story = {
  args: props(signpostBannersFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
