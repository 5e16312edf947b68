import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.js';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  parameters: {
    docs: {
      description: {
        component: `A person's round picture: the photo, or without one the initials of the name
(\`initials\`: first and last name, diacritics kept, titles skipped). Decorative in both cases, because
it always stands beside the name: hidden from screen readers, the photo's alternative text empty.

\`\`\`tsx
<Avatar name="Šárka Čermáková" photo={person.photo} size="lg" />
\`\`\``,
      },
    },
  },
  args: { name: 'Šárka Čermáková', size: 'md' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} />
      <span className="font-semibold text-ink">{args.name}</span>
    </div>
  ),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the initials, with their diacritics, hidden from screen readers (the name is beside them). */
export const Initials: Story = {
  play: async ({ canvasElement, canvas }) => {
    const avatar = canvasElement.querySelector('[data-avatar-initials]');
    await expect(avatar).toHaveTextContent('ŠČ');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** With a photo: the picture, decorative (empty alternative text). */
export const Photo: Story = {
  args: {
    name: 'Jana Nováková',
    photo: { url: '/images/people-cards-1.svg', width: 160, height: 160, alt: 'Portrét' },
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelector('[data-avatar-initials]')).toBeNull();
  },
};

/** The three sizes the blocks use: a quote's author, a branch's people, a person's card. */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-4">
      <Avatar name="Petr Svoboda" size="sm" />
      <Avatar name="Lucie Malá" size="md" />
      <Avatar name="Ing. Řehoř Ťok, Ph.D." size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('[data-avatar-initials]')].map(
      (node) => node.textContent,
    );
    await expect(texts).toEqual(['PS', 'LM', 'ŘŤ']);
  },
};

/** One name only, and a name with no letters (the circle stays, empty). */
export const EdgeNames: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Avatar name="Květa" />
      <Avatar name="—" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('[data-avatar-initials]')].map(
      (node) => node.textContent,
    );
    await expect(texts).toEqual(['K', '']);
  },
};
