import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { mainBannerFixtures } from './fixtures.js';
import { MainBanner } from './MainBanner.js';
import { mainBannerBlock } from './mainBannerBlock.js';
import type { MainBannerProps } from './mainBannerContent.js';

const props = (data: object) => contentProps<MainBannerProps>(mainBannerBlock, data);

const meta = {
  title: 'Content sections/MainBanner',
  component: MainBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A page's main banner (\`blocks.main-banner\`): heading, perex, call to action and one
media file. A picture keeps the block static; a video (\`.mp4\`, \`.webm\`: silent, looping, started
only without reduced motion, always with a pause button) or a Lottie animation (\`.json\`: player and
data load when it scrolls into view, \`poster\` shown until then) hydrates its own leaf.

\`\`\`json
{ "__component": "blocks.main-banner", "heading": "Pojištění, které jede s vámi",
  "media": { "url": "/media/banner.mp4", "width": 640, "height": 360 },
  "poster": { "url": "/media/banner.jpg", "width": 640, "height": 360 } }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof MainBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = { args: props(mainBannerFixtures.image) };

export const WithVideo: Story = {
  args: props(mainBannerFixtures.video),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveProperty('muted', true);
    // The visitor can always stop it (WCAG 2.2.2), and start it again.
    const pause = await canvas.findByRole('button', { name: /Pozastavit video|Přehrát video/ });
    await userEvent.click(pause);
    await userEvent.click(await canvas.findByRole('button', { name: /Pozastavit video|Přehrát video/ }));
  },
};

/** The animation loads when shown; it loops, so the visitor can stop it (WCAG 2.2.2), and start it again. */
export const WithAnimation: Story = {
  args: props(mainBannerFixtures.animation),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Zastavit animaci' }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByRole('button', { name: 'Spustit animaci' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Budova pobočky Horizont' })).toBeVisible();
  },
};

export const WithoutMedia: Story = { args: props(mainBannerFixtures.minimal) };

export const EmptyOptionalFields: Story = { args: props(mainBannerFixtures.strapiNulls) };

export const LongCzechText: Story = { args: props(mainBannerFixtures.longText) };

export const Phone: Story = {
  args: props(mainBannerFixtures.video),
  globals: { viewport: { value: 'mobile' } },
};
