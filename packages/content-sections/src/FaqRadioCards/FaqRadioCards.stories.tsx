import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withUrl } from '../../test/storySite.js';
import { expectCollapsedAnswersInWholeLines } from '../../test/wholeLines.js';
import { contentProps } from '../registry/registry.js';
import { FaqRadioCards } from './FaqRadioCards.js';
import { faqRadioCardsBlock } from './faqRadioCardsBlock.js';
import type { FaqRadioCardsProps } from './faqRadioCardsContent.js';
import { faqRadioCardsFixtures } from './fixtures.js';

const props = (data: object) => contentProps<FaqRadioCardsProps>(faqRadioCardsBlock, data);
const analytics = fn();

const meta = {
  title: 'Content sections/FaqRadioCards',
  component: FaqRadioCards,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `FAQ radio cards (\`blocks.faq-radio-cards\`, SPEC §2): topic cards as one radio group.
The card whose \`type\` equals \`faq\` in the URL is checked: the radio itself, a check mark and a stronger
border (not colour alone). Choosing a card sets \`faq\` to its type, replacing the history entry (arrow
keys change the choice at each press), and the chosen card's questions (SPEC §3 FAQ items) follow under
the cards, expanding in place. With no card chosen a hint says what to do. Types are one word each,
unique in the block. An island.

On a page that also has an FAQ section, the two share \`faq\`: a card's type is not a group number, so
the section then shows its first group (SPEC: anything else falls back).

\`\`\`json
{ "__component": "blocks.faq-radio-cards", "heading": "S čím potřebujete poradit?",
  "cards": [{ "type": "skoda", "heading": "Stala se mi škoda", "text": "Nahlášení a výplata plnění.",
    "questions": [{ "question": "Do kdy musím škodu nahlásit?", "answer": "Co nejdříve." }] }] }
\`\`\``,
      },
    },
  },
  decorators: [withUrl(analytics)],
  beforeEach: () => analytics.mockClear(),
} satisfies Meta<typeof FaqRadioCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No card chosen yet: the hint. */
export const NoneChosen: Story = {
  args: props(faqRadioCardsFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByText('Vyberte téma a zobrazí se odpovědi na nejčastější dotazy.')).toBeVisible();
  },
};

/** `?faq=skoda`: that card is checked and its questions shown. */
export const ChosenFromUrl: Story = {
  args: props(faqRadioCardsFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  parameters: { search: '?faq=skoda' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Stala se mi škoda' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Časté dotazy: Stala se mi škoda' })).toBeVisible();
  },
};

/** Choosing a card sets `faq` in the address. */
export const ChoosingCard: Story = {
  args: props(faqRadioCardsFixtures.full),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Chci změnit smlouvu'));
    await expect(canvas.getByRole('radio', { name: 'Chci změnit smlouvu' })).toBeChecked();
    await expect(canvas.getByTestId('story-url')).toHaveTextContent('/caste-dotazy?faq=zmena');
    await userEvent.click(canvas.getByRole('button', { name: 'Jak zruším pojištění po prodeji auta?' }));
    await expect(analytics).toHaveBeenCalledWith({
      name: 'FAQ',
      category: 'Časté dotazy',
      label: 'Jak zruším pojištění po prodeji auta?',
    });
  },
};

/** Strapi's `null`s: no heading (the legend says `Vyberte téma`), a chosen card without questions. */
export const EmptyOptionalFields: Story = {
  args: props(faqRadioCardsFixtures.strapiNulls),
  parameters: { search: '?faq=auto' },
};

/** Long answers collapse to three whole lines on a desktop, never a cut fourth. */
export const LongCzechText: Story = {
  args: props(faqRadioCardsFixtures.longText),
  globals: { viewport: { value: 'desktop' } },
  parameters: { search: '?faq=nehoda-v-zahranici' },
  play: ({ canvasElement }) => expectCollapsedAnswersInWholeLines(canvasElement),
};

export const Phone: Story = {
  args: props(faqRadioCardsFixtures.full),
  globals: { viewport: { value: 'mobile' } },
  parameters: { search: '?faq=sjednani' },
};

/** A long answer on a phone: three whole lines, never a cut fourth. */
export const LongCzechTextPhone: Story = {
  args: props(faqRadioCardsFixtures.longText),
  globals: { viewport: { value: 'mobile' } },
  parameters: { search: '?faq=nehoda-v-zahranici' },
  play: ({ canvasElement }) => expectCollapsedAnswersInWholeLines(canvasElement),
};

export const NoCards: Story = { args: props(faqRadioCardsFixtures.empty) };
