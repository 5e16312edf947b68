import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { CardList } from './CardList.js';
import { cardListBlock } from './cardListBlock.js';
import type { CardListProps } from './cardListContent.js';
import { cardListFixtures } from './fixtures.js';

const props = (data: object) => contentProps<CardListProps>(cardListBlock, data);

const meta = {
  title: 'Content sections/CardList',
  component: CardList,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Cards in a grid (CMS type \`blocks.card-list\`): an optional heading and perex, then
cards with an image, heading, perex and a call to action (tracked as \`CTA\`). \`perRow\` (1–4,
default 3) sets the columns on desktop; tablets show at most two, phones one. Every image sits in a
box \`imageHeight\` px high (default 85) and keeps its aspect, so cards line up and nothing shifts.
Static: no JavaScript.

\`\`\`json
{ "__component": "blocks.card-list", "heading": "Proč pojištění u nás", "perRow": 3, "imageHeight": 85,
  "cards": [{ "heading": "Sjednání online", "button": { "text": "Sjednat online", "url": "/sjednat" } }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePerRow: Story = {
  args: props(cardListFixtures.full),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const image = canvasElement.querySelector('img');
    await expect(image?.getBoundingClientRect().height).toBe(85);
  },
};
export const TwoPerRow: Story = { args: props(cardListFixtures.twoPerRow) };
/** Four per row with smaller, 48 px images. */
export const FourPerRow: Story = { args: props(cardListFixtures.fourPerRow) };

/** One card with only its heading. */
export const Minimal: Story = { args: props(cardListFixtures.minimal) };

/** Strapi sends `null` for every empty optional field: defaults 3 per row, 85 px. */
export const EmptyOptionalFields: Story = { args: props(cardListFixtures.strapiNulls) };

/** A card without its image: the others keep their boxes. */
export const MissingImage: Story = { args: props(cardListFixtures.missingImages) };

export const LongCzechText: Story = { args: props(cardListFixtures.longText) };

/** The heading alone, before the editor adds cards. */
export const NoCards: Story = { args: props(cardListFixtures.noCards) };

export const Tablet: Story = {
  args: props(cardListFixtures.full),
  globals: { viewport: { value: 'tablet' } },
};

export const Phone: Story = {
  args: props(cardListFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
