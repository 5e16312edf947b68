import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { superBannerFixtures } from './fixtures.js';
import { SuperBanner } from './SuperBanner.js';
import { superBannerBlock } from './superBannerBlock.js';
import type { SuperBannerProps } from './superBannerContent.js';

const props = (data: object) => contentProps<SuperBannerProps>(superBannerBlock, data);

const meta = {
  title: 'Content sections/SuperBanner',
  component: SuperBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A full-width promotional banner in a strong colour (CMS type \`blocks.super-banner\`):
heading, perex, an optional call to action (tracked as \`CTA\`) and image. The background is one of
SPEC's colours \`oranzova\`, \`zelena\`, \`fialova\`, \`modra\` (default) or \`bila\`, each with text
colours of at least 4.5:1. Static: no JavaScript.

\`\`\`json
{ "__component": "blocks.super-banner", "heading": "Sleva 20 % na povinné ručení", "background": "oranzova",
  "button": { "text": "Spočítat cenu", "url": "/pojisteni-vozidel" } }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SuperBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orange: Story = {
  args: props(superBannerFixtures.full),
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: 'Spočítat cenu' });
    await expect(link).toHaveAttribute('data-analytics-event', 'CTA');
  },
};
export const Green: Story = { args: props(superBannerFixtures.green) };
/** A link-style button that opens a new tab, on the violet background. */
export const Violet: Story = { args: props(superBannerFixtures.violet) };
export const Blue: Story = { args: props(superBannerFixtures.blue) };
export const White: Story = { args: props(superBannerFixtures.white) };

/** The car-dealership brand variant: "modrá" follows the brand colour. */
export const BlueMobilityBrand: Story = {
  args: props(superBannerFixtures.blue),
  globals: { brand: 'mobility' },
};

/** Only the required heading, on the default background. */
export const Minimal: Story = { args: props(superBannerFixtures.minimal) };

/** Strapi sends `null` for every empty optional field. */
export const EmptyOptionalFields: Story = { args: props(superBannerFixtures.strapiNulls) };

/** Without an image the text takes the whole width. */
export const MissingImage: Story = { args: props(superBannerFixtures.noImage) };

export const LongCzechText: Story = { args: props(superBannerFixtures.longText) };

export const Phone: Story = {
  args: props(superBannerFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
