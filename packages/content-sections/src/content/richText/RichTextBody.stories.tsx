import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cleanBlocks } from './cleanBlocks.js';
import { RichTextBody } from './RichTextBody.js';
import { stringToRichText } from './richTextField.js';

const meta = {
  title: 'Content sections/Parts/RichTextBody',
  component: RichTextBody,
  parameters: {
    docs: {
      description: {
        component: `Rich text as a content schema's \`richText()\` field gives it: Strapi Blocks JSON as a
cleaned tree, rendered as elements; Markdown or HTML already sanitised on the server. Used by the
RichText block and inside timelines, detail modals and item lists.`,
      },
    },
  },
  args: {
    content: {
      kind: 'blocks',
      blocks: cleanBlocks([
        { type: 'heading', level: 1, children: [{ type: 'text', text: 'Nadpis z CMS (h1 se stane h2)' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Text s ' },
            { type: 'text', text: 'tučným', bold: true },
            { type: 'text', text: ' a ' },
            {
              type: 'link',
              url: 'javascript:alert(1)',
              children: [{ type: 'text', text: 'nebezpečným odkazem' }],
            },
            { type: 'text', text: ', který zůstal jen textem.' },
          ],
        },
      ]),
    },
  },
} satisfies Meta<typeof RichTextBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlocksJson: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const SanitisedHtml: Story = {
  args: {
    content: stringToRichText(
      '<p>Odkaz <a href="https://www.example.com" target="_blank">na mapu</a>.</p><img src=x onerror="alert(1)"><script>alert(1)</script>',
    ),
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'na mapu' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvasElement.querySelector('script, img')).toBeNull();
  },
};
