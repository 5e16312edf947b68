import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { VideoPopup, type VideoPopupProps } from './VideoPopup.js';

const meta = {
  title: 'Primitives/VideoPopup',
  component: VideoPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    title: 'Jak nahlásit škodu online',
  },
  // Embedded players are other sites' documents: axe checks our page, not theirs.
  parameters: { a11y: { context: 'body', options: { iframes: false } } },
} satisfies Meta<typeof VideoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YouTube: Story = {
  args: { children: <p>Podívejte se, jak škodu nahlásíte za pět minut z mobilu.</p> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Jak nahlásit škodu online' });
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    await expect(frame).toHaveAttribute('title', 'Jak nahlásit škodu online');
    await expect(dialog).toHaveTextContent('Podívejte se, jak škodu nahlásíte za pět minut z mobilu.');
  },
};

export const Vimeo: Story = {
  args: { src: 'https://vimeo.com/76979871', title: undefined, alt: 'Představení pobočky' },
  play: async () => {
    // Without a title the dialog is still named, for screen readers only.
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    await expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  },
};

export const Image: Story = {
  args: { src: '/media/pobocka.svg', alt: 'Budova pobočky Horizont', title: 'Naše pobočka' },
  play: async () => {
    const image = await screen.findByRole('img', { name: 'Budova pobočky Horizont' });
    // The dialog fades in; visible once the animation has run.
    await waitFor(() => expect(image).toBeVisible());
  },
};

export const Animation: Story = {
  args: { src: '/media/pulse.json', alt: 'Pulzující značka pobočky', title: 'Animace' },
  play: async () => {
    const animation = await screen.findByRole('img', { name: 'Pulzující značka pobočky' });
    // The player is loaded on demand and draws SVG into the container.
    await waitFor(() => expect(animation.querySelector('svg')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(animation).toHaveAttribute('aria-busy', 'false'));
  },
};

export const UnknownUrlShowsFallbackImage: Story = {
  args: {
    src: 'https://www.example.com/nase-videa/stranka-bez-videa',
    fallbackImageSrc: '/media/pobocka.svg',
    alt: 'Budova pobočky Horizont',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('iframe')).toBeNull();
    const image = await screen.findByRole('img', { name: 'Budova pobočky Horizont' });
    await waitFor(() => expect(image).toBeVisible());
  },
};

export const UnknownUrlWithoutFallback: Story = {
  args: { src: 'ftp://media.example.com/video' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Video se nepodařilo přehrát.');
    await expect(dialog.querySelector('iframe')).toBeNull();
  },
};

export const MissingImage: Story = {
  args: { src: '/media/neexistuje.jpg', alt: 'Tým pobočky Brno' },
  play: async () => {
    // The broken <img> is replaced by a described box, never a broken-image icon.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Tým pobočky Brno' }).tagName).toBe('DIV'), {
      timeout: 5000,
    });
    await expect(screen.getByRole('dialog')).toHaveTextContent('Obrázek se nepodařilo načíst.');
  },
};

export const BrokenVideoFileFallsBack: Story = {
  args: {
    src: '/media/neexistuje.mp4',
    fallbackImageSrc: '/media/pobocka.svg',
    alt: 'Budova pobočky Horizont',
  },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('img', { name: 'Budova pobočky Horizont' })).toBeVisible(), {
      timeout: 5000,
    });
  },
};

export const BrokenAnimationFallsBack: Story = {
  args: { src: '/media/neexistuje.json', alt: 'Animace' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Video se nepodařilo přehrát.'), { timeout: 5000 });
  },
};

function WithTrigger(props: VideoPopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Přehrát video</Button>
      <VideoPopup {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const OpenAndClose: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Přehrát video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jak nahlásit škodu online' });
    await expect(dialog.querySelector('iframe')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    // Closing removes the player, so the video stops.
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());
  },
};
