import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { testimonialsFixtures } from './fixtures.js';
import { Testimonials } from './Testimonials.js';
import { testimonialsBlock } from './testimonialsBlock.js';
import type { TestimonialsProps } from './testimonialsContent.js';

const props = (data: object) => contentProps<TestimonialsProps>(testimonialsBlock, data);

const meta = {
  title: 'Content sections/Testimonials',
  component: Testimonials,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Clients' quotes (\`blocks.testimonials\`): each a \`<figure>\` with the quote in a
\`<blockquote>\` and its author (name, who they are, a photo) in \`<figcaption>\`, and an optional
rating of 1–5 stars named for screen readers (\`Hodnocení 4 z 5\`). Static: no JavaScript.

\`\`\`json
{ "__component": "blocks.testimonials", "heading": "Co o nás říkají klienti",
  "items": [{ "quote": "Škodu vyřídili za týden.", "name": "Jana Nováková", "role": "klientka od roku 2015", "rating": 5 }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: props(testimonialsFixtures.full),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Hodnocení 4 z 5' })).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
  },
};

/** Quote and name only: no heading, role, photo or stars. */
export const Minimal: Story = { args: props(testimonialsFixtures.minimal) };

export const EmptyOptionalFields: Story = { args: props(testimonialsFixtures.strapiNulls) };

export const LongCzechText: Story = { args: props(testimonialsFixtures.longText) };

const INITIALS = ['JN', 'PS', 'MD'];

/** No photos: each author's initials beside the name. */
export const MissingPhotos: Story = {
  args: {
    ...props(testimonialsFixtures.full),
    items: props(testimonialsFixtures.full).items.map((item) => ({ ...item, photo: null })),
  },
  play: async ({ canvasElement }) => {
    // No photo: each person's initials, hidden from screen readers (the name is beside them).
    const avatars = [...canvasElement.querySelectorAll('[data-avatar-initials]')];
    await expect(avatars.map((avatar) => avatar.textContent)).toEqual(INITIALS);
    for (const avatar of avatars) await expect(avatar).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Phone: Story = {
  args: props(testimonialsFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
