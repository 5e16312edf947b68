import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cleanBlocks } from './cleanBlocks.js';
import { RichTextBody } from './RichTextBody.js';
import { stringToRichText } from './stringToRichText.js';

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

/**
 * The lines each `e-mail` of the text lies on, measured in the browser: the `e` and the `m` of
 * every occurrence must share a line, whatever the column's width.
 */
function shortCompoundBreaks(root: HTMLElement): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/e[-\u2011]mail/gi)) {
      const top = (offset: number) => {
        const range = document.createRange();
        range.setStart(node as Text, offset);
        range.setEnd(node as Text, offset + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      if (top(match.index) !== top(match.index + 2)) broken.push(match[0]);
    }
  }
  return broken;
}

/**
 * A column exactly as wide as `Pošlete nám e-`: a plain hyphen lets the line end there, leaving
 * `mail` to the next (issue 24: "e-/mail"); the non-breaking one moves the whole word on. The
 * hyphen looks the same; the stored text keeps its hyphen-minus.
 */
export const ShortCompoundsStayWhole: Story = {
  args: {
    content: {
      kind: 'blocks',
      blocks: cleanBlocks([
        {
          type: 'paragraph',
          children: [{ type: 'text', text: 'Pošlete nám e-mail, odpovíme e-mailem do dvou dnů.' }],
        },
      ]),
    },
  },
  decorators: [
    (Story) => (
      <div data-column="" style={{ inlineSize: 'max-content' }}>
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const column = canvasElement.querySelector<HTMLElement>('[data-column]');
    const paragraph = column?.querySelector('p')?.firstChild;
    if (!column || !(paragraph instanceof Text)) throw new Error('No paragraph to measure.');
    const hyphen = (paragraph.textContent ?? '').search(/e[-\u2011]mail/) + 1;
    const range = document.createRange();
    range.setStart(paragraph, 0);
    range.setEnd(paragraph, hyphen + 1);
    column.style.inlineSize = `${Math.ceil(range.getBoundingClientRect().right - column.getBoundingClientRect().left) + 1}px`;
    await expect(canvasElement.textContent).toContain('e\u2011mail');
    await expect(shortCompoundBreaks(column)).toEqual([]);
  },
};
