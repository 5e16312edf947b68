import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shownDialog } from '../../../../test/storySupport.js';
import { withUrl } from '../../test/storySite.js';
import { expectCollapsedAnswersInWholeLines } from '../../test/wholeLines.js';
import { contentProps } from '../registry/registry.js';
import { FaqSection } from './FaqSection.js';
import { faqSectionBlock } from './faqSectionBlock.js';
import type { FaqSectionProps } from './faqSectionContent.js';
import { faqSectionFixtures } from './fixtures.js';

const props = (data: object) => contentProps<FaqSectionProps>(faqSectionBlock, data);
const analytics = fn();

const meta = {
  title: 'Content sections/FaqSection',
  component: FaqSection,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The FAQ section (\`blocks.faq\`, SPEC §2 item 7): groups of categories of questions.
Groups are tiles only when there is more than one, sorted by \`order\` (groups without one last, in the
editor's order); a group with more than one category offers them as a row of choices. The URL holds the
view: \`faq\` is the group's index and \`q\` the category's (both from 0; anything else shows the first).
Tiles and categories are links with \`aria-current\`, so a shared address opens the same view already in
the server HTML; a click changes the address in place (a new history entry: back and forward follow).

A question is a button in a heading. \`variant: "inline"\` (default): collapsed, three lines of the
answer as a preview (hidden from screen readers), expanded the whole rich text (\`aria-expanded\`,
\`aria-controls\`). \`variant: "modal"\`: the answer opens in the ui modal titled with the question.
Opening sends \`FAQ\` (category \`Časté dotazy\`, label the question). An island.

JSON-LD \`FAQPage\` of **every** question of every group and category is in the HTML; a question
without an answer gives \`Odpověď není k dispozici.\`; an answer that cannot be read is logged on the
server and shown as missing. Answers may be Blocks JSON, Markdown or HTML (sanitised on the server).

\`\`\`json
{ "__component": "blocks.faq", "heading": "Časté dotazy", "variant": "inline",
  "groups": [{ "name": "Pojištění vozidel", "sectionName": "Povinné ručení a havarijní pojištění",
    "order": 10, "image": null,
    "categories": [{ "name": "Sjednání", "questions": [
      { "heading": "Od kdy platí povinné ručení?", "content": "Od data, které si zvolíte." }] }] }] }
\`\`\``,
      },
    },
  },
  decorators: [withUrl(analytics)],
  beforeEach: () => analytics.mockClear(),
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four groups as tiles, the first chosen; questions collapsed to three lines. */
export const Inline: Story = {
  args: props(faqSectionFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pojištění vozidel' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Platby a smlouvy' })).toBeVisible();
    const question = canvas.getByRole('button', { name: 'Od kdy platí povinné ručení sjednané online?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A question expanded: the whole answer, and `FAQ` sent with the question. */
export const QuestionExpanded: Story = {
  args: props(faqSectionFixtures.full),
  parameters: { search: '?faq=0&q=1' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'Jak nahlásit škodu na autě?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'online' })).toBeVisible();
    await expect(analytics).toHaveBeenCalledWith({
      name: 'FAQ',
      category: 'Časté dotazy',
      label: 'Jak nahlásit škodu na autě?',
    });
  },
};

/** A shared address, `?faq=1&q=1`: the second group, its second category. */
export const SharedUrl: Story = {
  args: props(faqSectionFixtures.full),
  parameters: { search: '?faq=1&q=1' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Majetek a domácnost' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Škody' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Vytopil mě soused. Co mám dělat?' })).toBeVisible();
  },
};

/** Choosing a group and a category changes the address in place. */
export const ChoosingGroupAndCategory: Story = {
  args: props(faqSectionFixtures.full),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Majetek a domácnost' }));
    await expect(canvas.getByTestId('story-url')).toHaveTextContent('/caste-dotazy?faq=1');
    await userEvent.click(canvas.getByRole('link', { name: 'Škody' }));
    await expect(canvas.getByTestId('story-url')).toHaveTextContent('/caste-dotazy?faq=1&q=1');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Zobrazeny dotazy: Majetek a domácnost – Škody'),
    );
  },
};

/** Garbage and out-of-range values show the first group and category. */
export const InvalidUrlFallsBack: Story = {
  args: props(faqSectionFixtures.full),
  parameters: { search: '?faq=nesmysl&q=42' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pojištění vozidel' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Sjednání' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A question without an answer says so (and the structured data gives `Odpověď není k dispozici.`). */
export const QuestionWithoutAnswer: Story = {
  args: props(faqSectionFixtures.full),
  parameters: { search: '?faq=1' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mohu si pojistit elektrokoloběžku?' }));
    await expect(canvas.getAllByText('Odpověď není k dispozici.')[0]).toBeVisible();
  },
};

/** The modal variant: a question opens its answer in the ui modal, titled with the question. */
export const ModalVariant: Story = {
  args: props(faqSectionFixtures.modal),
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    const question = within(canvasElement).getByRole('button', { name: 'Jak nahlásit škodu na autě?' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await shownDialog('Jak nahlásit škodu na autě?');
    await expect(dialog).toHaveTextContent('záznam o dopravní nehodě');
    await expect(analytics).toHaveBeenCalledTimes(1);
  },
};

/** The modal variant, closed: the questions with three lines of their answers. */
export const ModalVariantClosed: Story = { args: props(faqSectionFixtures.modal) };

/** One group and one category: no tiles, no category choice. */
export const SingleGroup: Story = {
  args: props(faqSectionFixtures.minimal),
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Group tiles with pictures (decorative beside the name). */
export const TilesWithImages: Story = { args: props(faqSectionFixtures.withImages) };

/** Strapi's `null`s: no heading, categories without names are numbered, an empty group. */
export const EmptyOptionalFields: Story = { args: props(faqSectionFixtures.strapiNulls) };

/** An answer that could not be read is logged on the server; the question shows without one. */
export const UnreadableAnswer: Story = { args: props(faqSectionFixtures.unreadableAnswer) };

/** Long answers collapse to three whole lines, never a cut fourth. */
export const LongCzechText: Story = {
  args: props(faqSectionFixtures.longText),
  globals: { viewport: { value: 'desktop' } },
  play: ({ canvasElement }) => expectCollapsedAnswersInWholeLines(canvasElement),
};

/** A group without questions. */
export const EmptyGroup: Story = {
  args: props(faqSectionFixtures.longText),
  parameters: { search: '?faq=1' },
};

export const Phone: Story = {
  args: props(faqSectionFixtures.full),
  globals: { viewport: { value: 'mobile' } },
  play: ({ canvasElement }) => expectCollapsedAnswersInWholeLines(canvasElement),
};

export const Tablet: Story = {
  args: props(faqSectionFixtures.full),
  globals: { viewport: { value: 'tablet' } },
};

export const NoQuestions: Story = { args: props(faqSectionFixtures.empty) };
