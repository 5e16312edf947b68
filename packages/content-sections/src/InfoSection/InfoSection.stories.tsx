import { SiteProvider, useSite } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { infoSectionFixtures } from './fixtures.js';
import { InfoSection } from './InfoSection.js';
import { infoSectionBlock } from './infoSectionBlock.js';
import { INFO_SECTION_COLORS, type InfoSectionProps } from './infoSectionContent.js';

const props = (data: object) => contentProps<InfoSectionProps>(infoSectionBlock, data);

const meta = {
  title: 'Content sections/InfoSection',
  component: InfoSection,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A notice from the editors (\`blocks.info-section\`, SPEC §3 and §4). It shows only
between \`visibleFrom\` and \`visibleTo\` in Europe/Prague, whatever the visitor's zone: a plain date
\`yyyy-mm-dd\` starts at Prague midnight, and as \`visibleTo\` includes that whole day; a timestamp
with its zone is exact (shown from it, hidden from it). No \`visibleTo\`: open-ended. The server decides
for the first paint; with a window the block is an island that decides again with the browser's
clock and flips when a boundary passes while the page is open.

\`type\`: \`medium\` (default) sits at the content's width and has a \`Zavřít oznámení\` button (unless
\`closable\` is \`false\`); closed, it stays closed for the visit (sessionStorage). \`large\` is a full-width
band with no close button. \`color\`: \`oranzova\`, \`zelena\`, \`fialova\`, \`modra\` (default), \`bila\`.
A notice is a \`role="note"\` named \`Oznámení\` inside a polite live region, so one that appears
while the page is open is announced.

\`\`\`json
{ "__component": "blocks.info-section", "type": "medium", "color": "modra", "closable": true,
  "content": "Škodu na autě nově nahlásíte i v mobilní aplikaci.",
  "visibleFrom": "2026-12-01", "visibleTo": "2026-12-31" }
\`\`\``,
      },
    },
  },
  // Each story's clock: the demo site's "now" (Wednesday 25 November 2026, 9:30 in Prague) unless it says otherwise.
  decorators: [
    (Story, { parameters }) => {
      const now = (parameters as { now?: string }).now;
      return now ? (
        <WithNow now={now}>
          <Story />
        </WithNow>
      ) : (
        <Story />
      );
    },
  ],
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof InfoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's site with another "now". */
function WithNow({ now, children }: { now: string; children: ReactNode }) {
  const { config, navigation } = useSite();
  return (
    <SiteProvider config={{ ...config, now }} navigation={navigation}>
      {children}
    </SiteProvider>
  );
}

/** Closable: the close button hides it, and it stays hidden for the visit. */
export const Medium: Story = {
  args: props(infoSectionFixtures.medium),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note', { name: 'Oznámení' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zavřít oznámení' }));
    await waitFor(() => expect(canvas.queryByRole('note')).toBeNull());
    await expect(Object.keys(sessionStorage)).toHaveLength(1);
  },
};

/** Full width, no close button, inside its window of whole days (20 to 29 November). */
export const Large: Story = {
  args: props(infoSectionFixtures.large),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note', { name: 'Oznámení' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A medium notice the editor made not closable. */
export const NotClosable: Story = {
  args: props(infoSectionFixtures.timestamps),
  parameters: { now: '2026-12-20T09:00:00.000Z' },
};

/** Every colour, medium and large: white text on the strong colours, ink on white. */
export const Colors: Story = {
  args: props(infoSectionFixtures.minimal),
  render: (args) => (
    <div className="flex flex-col gap-2">
      {INFO_SECTION_COLORS.map((color) => (
        <div key={color}>
          <InfoSection {...args} color={color} closable />
          <InfoSection
            {...props({
              ...infoSectionFixtures.white,
              content: `<p>Barva <strong>${color}</strong>: text s <a href="/kontakty">odkazem na kontakty</a>.</p>`,
            })}
            color={color}
          />
        </div>
      ))}
    </div>
  ),
};

/** Before its window opens: nothing but the empty marker an island needs. */
export const BeforeWindow: Story = {
  args: props(infoSectionFixtures.large),
  parameters: { now: '2026-11-19T22:59:59.999Z' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** The first moment after the last day (Prague midnight): hidden again. */
export const AfterWindow: Story = {
  args: props(infoSectionFixtures.large),
  parameters: { now: '2026-11-29T23:00:00.000Z' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** An expired notice with an old window. */
export const Expired: Story = { args: props(infoSectionFixtures.expired) };

/** Nothing but the text: a closable medium notice in the brand colour. */
export const EmptyOptionalFields: Story = { args: props(infoSectionFixtures.strapiNulls) };

export const LongCzechText: Story = {
  args: props(infoSectionFixtures.longText),
  globals: { viewport: { value: 'mobile' } },
};
