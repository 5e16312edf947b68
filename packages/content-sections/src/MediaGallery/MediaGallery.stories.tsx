import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { mediaGalleryFixtures } from './fixtures.js';
import { MediaGallery } from './MediaGallery.js';
import { mediaGalleryBlock } from './mediaGalleryBlock.js';
import type { MediaGalleryProps } from './mediaGalleryContent.js';

const props = (data: object) => contentProps<MediaGalleryProps>(mediaGalleryBlock, data);

const meta = {
  title: 'Content sections/MediaGallery',
  component: MediaGallery,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Articles and videos (\`blocks.media-gallery\`) as coloured card links: heading, date
(\`12. 11. 2025\`), reading time (\`5 min čtení\`), perex and tags; \`withPlayButton\` adds a play icon
for a card that leads to a video page. Backgrounds \`oranzova\`, \`zelena\`, \`fialova\`, \`modra\`,
\`bila\`. Layouts (\`gridType\`): \`grid\` equal tiles, \`featured\` the first card large, \`list\` one
column. Static: no JavaScript.

\`\`\`json
{ "__component": "blocks.media-gallery", "heading": "Magazín", "gridType": "featured",
  "items": [{ "heading": "Jak se připravit na zimní jízdu", "date": "2025-11-12", "readTime": 5,
    "tags": ["Auto"], "background": "modra", "link": "/magazin/zimni-jizda" }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof MediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `grid`: equal tiles, every background colour, two video cards. */
export const Grid: Story = {
  args: props(mediaGalleryFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: /Jak nahlásit škodu online \(video\)/ });
    await expect(link).toHaveAttribute('href', '/magazin/video-hlaseni-skody');
  },
};

/** `featured`: the first card spans two columns and two rows on desktop. */
export const Featured: Story = {
  args: props(mediaGalleryFixtures.featured),
  globals: { viewport: { value: 'desktop' } },
};

/** `list`: one column. */
export const List: Story = { args: props(mediaGalleryFixtures.list) };

export const Minimal: Story = { args: props(mediaGalleryFixtures.minimal) };

export const EmptyOptionalFields: Story = { args: props(mediaGalleryFixtures.strapiNulls) };

export const LongCzechText: Story = {
  args: props(mediaGalleryFixtures.longText),
  globals: { viewport: { value: 'desktop' } },
};

export const Phone: Story = {
  args: props(mediaGalleryFixtures.featured),
  globals: { viewport: { value: 'mobile' } },
};
