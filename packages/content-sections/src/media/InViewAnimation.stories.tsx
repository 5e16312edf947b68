import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InViewAnimation } from './InViewAnimation.js';

const meta = {
  title: 'Content sections/Parts/InViewAnimation',
  component: InViewAnimation,
  parameters: {
    docs: {
      description: {
        component: `A Lottie animation whose player (about 50 kB) and data load only when it scrolls into
view; until then, and if it fails, the still (\`fallback\`) stands in its reserved box. It loops, so it
has a stop button (WCAG 2.2.2); with reduced motion it shows its first frame. Without a description it
is decoration, hidden from screen readers. Used by MainBanner and CarouselBanner.`,
      },
    },
  },
  args: {
    src: '/media/pulse.json',
    width: 400,
    height: 400,
    label: 'Pulzující značka Horizont',
    fallback: { url: '/media/pobocka.svg', width: 400, height: 300, alt: 'Budova pobočky Horizont' },
    className: 'max-w-xs',
  },
} satisfies Meta<typeof InViewAnimation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Zastavit animaci' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The animation's file is missing: the still stays, and there is nothing to stop. */
export const FailedToLoad: Story = {
  args: { src: '/media/neexistuje.json' },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Budova pobočky Horizont' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Decorative: Story = { args: { label: '', fallback: null } };
