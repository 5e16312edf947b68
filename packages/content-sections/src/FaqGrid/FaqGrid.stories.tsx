import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingDownloads, shownDialog } from '../../../../test/storySupport.js';
import { withUrl } from '../../test/storySite.js';
import { expectCollapsedAnswersInWholeLines } from '../../test/wholeLines.js';
import { faqAnswerModal } from '../FaqSection/FaqQuestion.js';
import { contentProps } from '../registry/registry.js';
import { FaqGrid } from './FaqGrid.js';
import { faqGridBlock } from './faqGridBlock.js';
import type { FaqGridProps } from './faqGridContent.js';
import { faqGridFixtures } from './fixtures.js';

const props = (data: object) => contentProps<FaqGridProps>(faqGridBlock, data);
const analytics = fn();

const meta = {
  title: 'Content sections/FaqGrid',
  component: FaqGrid,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `FAQ cards in a grid (\`blocks.faq-grid\`, SPEC §2 item 7) of \`columns\` 1, 2 or 3
(default 3; one column on phones, two from 40rem, three on a desktop). Each card is the FAQ section's
card: the question and three lines of its answer; by default (\`variant: "modal"\`) the whole answer opens
in the ui modal, with \`variant: "inline"\` it expands in place. Opening sends \`FAQ\`. Items are SPEC §3
FAQ items (\`question\`, \`answer\` rich text). No JSON-LD: a page has one \`FAQPage\`, the FAQ section's.
An island.

\`\`\`json
{ "__component": "blocks.faq-grid", "heading": "Na co se nás ptáte nejčastěji", "columns": 2,
  "items": [{ "question": "Jak rychle dostanu zelenou kartu?", "answer": "Hned po zaplacení, e-mailem." }] }
\`\`\``,
      },
    },
  },
  decorators: [withUrl(analytics)],
  beforeEach: () => analytics.mockClear(),
} satisfies Meta<typeof FaqGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns of cards (the default); each answer shows three whole lines, never a cut fourth. */
export const ThreeColumns: Story = {
  args: props(faqGridFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  play: ({ canvasElement }) => expectCollapsedAnswersInWholeLines(canvasElement),
};

/** A card opened: its answer in the modal, titled with the question; `FAQ` sent. */
export const CardOpen: Story = {
  args: props(faqGridFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Vztahuje se pojištění domácnosti i na kola ve sklepě?',
      }),
    );
    const dialog = await shownDialog('Vztahuje se pojištění domácnosti i na kola ve sklepě?');
    await expect(dialog).toHaveTextContent('uzamčený');
    await expect(analytics).toHaveBeenCalledWith({
      name: 'FAQ',
      category: 'Časté dotazy',
      label: 'Vztahuje se pojištění domácnosti i na kola ve sklepě?',
    });
  },
};

/**
 * The answer's dialog cannot be downloaded (a flaky connection, a release deployed meanwhile): the grid
 * stays whole, and a stand-in named by the question says so, with `Zkusit znovu`; Escape returns the
 * focus to the question.
 */
export const AnswerLoadFailed: Story = {
  args: props(faqGridFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  parameters: { a11y: { context: 'body' } },
  beforeEach: () => failingDownloads(faqAnswerModal),
  async play({ canvasElement }) {
    const name = 'Vztahuje se pojištění domácnosti i na kola ve sklepě?';
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem').length;
    const question = canvas.getByRole('button', { name });
    await userEvent.click(question);
    const standIn = await screen.findByRole('dialog', { name });
    await expect(await within(standIn).findByRole('alert')).toHaveTextContent(
      'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await waitFor(() => expect(within(standIn).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(cards);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(question).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(cards);
    // Asked again, it downloads again (and fails again here): the story ends on the stand-in.
    await userEvent.keyboard('{Enter}');
    await within(await screen.findByRole('dialog', { name })).findByRole('alert');
  },
};

export const TwoColumns: Story = {
  args: props(faqGridFixtures.twoColumns),
  globals: { viewport: { value: 'desktop' } },
};

/** One column, cards expanding in place. */
export const OneColumnInline: Story = {
  args: props(faqGridFixtures.oneColumnInline),
  async play({ canvasElement }) {
    const question = within(canvasElement).getByRole('button', {
      name: 'Platí pojištění i v Turecku a Egyptě?',
    });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Strapi's `null`s: three columns, modal cards, the cards' headings `h2`; an unanswered card says so. */
export const EmptyOptionalFields: Story = { args: props(faqGridFixtures.strapiNulls) };

export const LongCzechText: Story = {
  args: props(faqGridFixtures.longText),
  globals: { viewport: { value: 'desktop' } },
};

export const Phone: Story = {
  args: props(faqGridFixtures.full),
  globals: { viewport: { value: 'mobile' } },
  play: ({ canvasElement }) => expectCollapsedAnswersInWholeLines(canvasElement),
};

export const Tablet: Story = {
  args: props(faqGridFixtures.full),
  globals: { viewport: { value: 'tablet' } },
};

export const NoQuestions: Story = { args: props(faqGridFixtures.empty) };
