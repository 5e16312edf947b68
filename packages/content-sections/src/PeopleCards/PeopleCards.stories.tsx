import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withAnalytics } from '../../test/storySite.js';
import { contentProps } from '../registry/registry.js';
import { peopleCardsFixtures } from './fixtures.js';
import { PeopleCards } from './PeopleCards.js';
import { peopleCardsBlock } from './peopleCardsBlock.js';
import type { PeopleCardsProps } from './peopleCardsContent.js';

const props = (data: object) => contentProps<PeopleCardsProps>(peopleCardsBlock, data);
const analytics = fn();

const meta = {
  title: 'Content sections/PeopleCards',
  component: PeopleCards,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Contact people as cards (\`blocks.people-cards\`): photo, name, position and e-mail
as a \`mailto:\` link. A person with \`videoUrl\` gets a \`Přehrát video\` button (named with the
person, \`Přehrát video: Jana Nováková\`) that plays the video in the ui video popup, titled with the
name, and sends \`Video\` (category \`Lidé\`, label the name). An island only when someone has a video:
the button and popup are a client leaf, the cards are server markup, so a block without videos ships
no JavaScript.

\`\`\`json
{ "__component": "blocks.people-cards", "heading": "Kdo se vám bude věnovat",
  "people": [{ "name": "Jana Nováková", "position": "vedoucí pobočky", "email": "jana.novakova@horizont.example",
               "photo": { "url": "/uploads/jana.jpg", "width": 160, "height": 160 },
               "videoUrl": "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }] }
\`\`\``,
      },
    },
  },
  decorators: [withAnalytics(analytics)],
  beforeEach: () => analytics.mockClear(),
} satisfies Meta<typeof PeopleCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three people, two with a video; opening one plays it in the popup and reports it. */
export const Full: Story = {
  args: props(peopleCardsFixtures.full),
  // The dialog is portalled to <body>; the embedded player is another site's document.
  parameters: { a11y: { context: 'body', options: { iframes: false } } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'jana.novakova@horizont.example' })).toHaveAttribute(
      'href',
      'mailto:jana.novakova@horizont.example',
    );
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Přehrát video: Jana Nováková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jana Nováková' });
    await expect(within(dialog).getByTitle('Jana Nováková')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    await expect(analytics).toHaveBeenCalledWith({ name: 'Video', category: 'Lidé', label: 'Jana Nováková' });
  },
};

/** Name, position and e-mail only, no video: static, no buttons. */
export const Minimal: Story = {
  args: props(peopleCardsFixtures.minimal),
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No block heading: the names are `h2`. */
export const EmptyOptionalFields: Story = { args: props(peopleCardsFixtures.strapiNulls) };

export const LongCzechText: Story = { args: props(peopleCardsFixtures.longText) };

const INITIALS = ['JN', 'PS', 'MD'];

/** Photos missing: the cards keep their text and buttons, and show each person's initials. */
export const MissingPhotos: Story = {
  args: {
    ...props(peopleCardsFixtures.full),
    people: props(peopleCardsFixtures.full).people.map((person) => ({ ...person, photo: null })),
  },
  play: async ({ canvasElement }) => {
    // No photo: each person's initials, hidden from screen readers (the name is beside them).
    const avatars = [...canvasElement.querySelectorAll('[data-avatar-initials]')];
    await expect(avatars.map((avatar) => avatar.textContent)).toEqual(INITIALS);
    for (const avatar of avatars) await expect(avatar).toHaveAttribute('aria-hidden', 'true');
  },
};

/** One column on a phone. */
export const Phone: Story = {
  args: props(peopleCardsFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};

export const NoPeople: Story = { args: props(peopleCardsFixtures.empty) };
