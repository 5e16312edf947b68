import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { numberedListFixtures } from './fixtures.js';
import { NumberedList } from './NumberedList.js';
import { numberedListBlock } from './numberedListBlock.js';
import type { NumberedListProps } from './numberedListContent.js';

const props = (data: object) => contentProps<NumberedListProps>(numberedListBlock, data);

const meta = {
  title: 'Content sections/NumberedList',
  component: NumberedList,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Numbered steps (\`blocks.numbered-list\`) in an \`<ol>\`: number, heading and short
text. An item with a \`detail\` (rich text: Blocks JSON, Markdown or HTML, sanitised on the server)
gets a \`Zobrazit detail\` button (named \`Zobrazit detail: <heading>\`) that opens it in the ui modal,
titled with the heading. An island only when some item has a detail: the button and modal are the
shared \`DetailModal\` client leaf; a list without details ships no JavaScript.

\`\`\`json
{ "__component": "blocks.numbered-list", "heading": "Jak nahlásit škodu na autě",
  "items": [{ "heading": "Zajistěte místo nehody", "text": "Zapněte výstražná světla.",
              "detail": "Pokud je někdo zraněný, volejte **155**." }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof NumberedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: props(numberedListFixtures.full) };

/** The detail open: the modal is titled with the step's heading and shows its rich text. */
export const DetailOpen: Story = {
  args: props(numberedListFixtures.full),
  // The dialog is portalled to <body>.
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit detail: Zajistěte místo nehody' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zajistěte místo nehody' });
    await expect(dialog).toHaveTextContent('záchrannou službu na čísle 155');
  },
};

/** Headings only, no details: static, no buttons. */
export const Minimal: Story = {
  args: props(numberedListFixtures.minimal),
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No block heading: the steps' headings are `h2`. */
export const EmptyOptionalFields: Story = { args: props(numberedListFixtures.strapiNulls) };

export const LongCzechText: Story = { args: props(numberedListFixtures.longText) };

/** A long detail: the modal's body scrolls (and can be scrolled by keyboard). */
export const LongDetailOpen: Story = {
  args: props(numberedListFixtures.longText),
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Zobrazit detail/ }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Co si připravit');
  },
};

export const Phone: Story = {
  args: props(numberedListFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};

export const NoItems: Story = { args: props(numberedListFixtures.empty) };
