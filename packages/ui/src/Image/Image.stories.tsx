import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ImageLoader, SiteProvider, useSite } from '../index.js';
import { AboveTheFold, Image } from './Image.js';

/** A stand-in for a host's image service: the same file, its width in the query (Storybook ignores it). */
const demoLoader: ImageLoader = ({ src, width }) => `${src}?w=${width}`;

function WithLoader({ children }: { children: React.ReactNode }) {
  const site = useSite();
  return (
    <SiteProvider config={site.config} navigation={site.navigation} imageLoader={demoLoader}>
      {children}
    </SiteProvider>
  );
}

const meta = {
  title: 'Primitives/Image',
  component: Image,
  parameters: {
    docs: {
      description: {
        component: `An image as blocks receive it from the CMS (\`{ url, width, height, alt }\`), always with
its intrinsic size, so the page reserves its box before it loads. With the host's \`imageLoader\` in
\`SiteProvider\` it offers resized copies in \`srcset\` (never above the intrinsic width); SVG and a site
without a loader use the original URL. \`priority\` loads it first (the page's largest image).
Below the fold it loads lazily; inside \`AboveTheFold\` (a host wraps the first sections of a page in
it) at once, without raising its priority.

\`\`\`tsx
<Image image={{ url: '/images/hero.jpg', width: 960, height: 720, alt: 'Rodina u auta' }} sizes="(min-width: 64rem) 28rem, 100vw" priority />
\`\`\``,
      },
    },
  },
  args: {
    image: {
      url: '/images/hero-rodina.jpg',
      width: 960,
      height: 720,
      alt: 'Rodina u auta před cestou na dovolenou',
    },
    className: 'h-auto w-full max-w-md rounded-card',
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutLoader: Story = {
  async play({ canvasElement }) {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const WithHostLoader: Story = {
  decorators: [
    (Story) => (
      <WithLoader>
        <Story />
      </WithLoader>
    ),
  ],
  args: { sizes: '(min-width: 64rem) 28rem, 100vw', priority: true },
  async play({ canvasElement }) {
    const image = within(canvasElement).getByRole('img');
    await expect(image.getAttribute('srcset')).toBe(
      '/images/hero-rodina.jpg?w=320 320w, /images/hero-rodina.jpg?w=480 480w, /images/hero-rodina.jpg?w=640 640w, /images/hero-rodina.jpg?w=960 960w',
    );
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

/** Vector images are never resized. */
export const Vector: Story = {
  decorators: [
    (Story) => (
      <WithLoader>
        <Story />
      </WithLoader>
    ),
  ],
  args: { image: { url: '/images/hero-rodina.svg', width: 480, height: 360, alt: 'Rodina u auta' } },
};

/** No alternative text: decorative, hidden from screen readers. */
export const Decorative: Story = {
  args: { image: { url: '/images/signpost-banners-auto.svg', width: 320, height: 200, alt: '' } },
};

/** Inside `AboveTheFold` (the first sections of a page): loaded at once, at its normal priority. */
export const AboveTheFoldImage: Story = {
  decorators: [
    (Story) => (
      <AboveTheFold>
        <Story />
      </AboveTheFold>
    ),
  ],
  args: { image: { url: '/images/signpost-banners-auto.svg', width: 320, height: 200, alt: '' } },
  async play({ canvasElement }) {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).not.toHaveAttribute('fetchpriority');
  },
};
