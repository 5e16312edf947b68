import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { timelineFixtures } from './fixtures.js';
import { Timeline } from './Timeline.js';
import { timelineBlock } from './timelineBlock.js';
import type { TimelineProps } from './timelineContent.js';

const props = (data: object) => contentProps<TimelineProps>(timelineBlock, data);

const meta = {
  title: 'Content sections/Timeline',
  component: Timeline,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Milestones in order (CMS type \`blocks.timeline\`): an optional heading, then an
ordered list of items, each with its date or year as the editor writes it, a heading and optional
rich text (Blocks JSON, Markdown or HTML). Static: no JavaScript.

\`\`\`json
{ "__component": "blocks.timeline", "heading": "Naše historie",
  "items": [{ "date": "1995", "heading": "Založení pojišťovny", "text": "Začínali jsme se třemi zaměstnanci." }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: props(timelineFixtures.full),
  async play({ canvasElement }) {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** One milestone without text or block heading. */
export const Minimal: Story = { args: props(timelineFixtures.minimal) };

/** Strapi sends `null` for every empty optional field. */
export const EmptyOptionalFields: Story = { args: props(timelineFixtures.strapiNulls) };

export const LongCzechText: Story = { args: props(timelineFixtures.longText) };

export const Phone: Story = {
  args: props(timelineFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
