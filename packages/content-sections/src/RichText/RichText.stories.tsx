import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentProps } from '../registry/registry.js';
import { richTextFixtures } from './fixtures.js';
import { RichText } from './RichText.js';
import { richTextBlock } from './richTextBlock.js';
import type { RichTextProps } from './richTextContent.js';

const props = (data: object) => contentProps<RichTextProps>(richTextBlock, data);

const meta = {
  title: 'Content sections/RichText',
  component: RichText,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Text from the CMS (\`blocks.rich-text\`) with an optional heading. Strapi 5's Blocks
JSON is rendered as elements, never as an HTML string; Markdown and HTML fields go through
\`sanitize-html\` with an allowlist on the server. Links that open a new tab get \`rel="noopener noreferrer"\`.

\`\`\`json
{ "__component": "blocks.rich-text", "heading": "Sídlo", "content": [{ "type": "paragraph", "children": [{ "type": "text", "text": "Ukázková 1, Praha" }] }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlocksJson: Story = { args: props(richTextFixtures.blocks) };
export const Markdown: Story = { args: props(richTextFixtures.markdown) };
export const Html: Story = { args: props(richTextFixtures.html) };
export const LongCzechText: Story = { args: props(richTextFixtures.longText) };
