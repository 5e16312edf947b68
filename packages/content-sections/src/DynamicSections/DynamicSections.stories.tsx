import { memoryNavigation, SiteProvider, useSite } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { DynamicSections } from './DynamicSections.js';
import { dynamicSectionsBlock } from './dynamicSectionsBlock.js';
import type { DynamicSectionsProps } from './dynamicSectionsContent.js';
import { dynamicSectionsFixtures } from './fixtures.js';

const props = (data: object) => contentProps<DynamicSectionsProps>(dynamicSectionsBlock, data);

/** The story's site at another address (the URL holds the state), with the API host of the demo. */
function AtUrl({ url, children }: { url: string; children: ReactNode }) {
  const { config } = useSite();
  const navigation = useMemo(() => memoryNavigation(url), [url]);
  return (
    <SiteProvider
      config={{ ...config, url, api: { ...config.api, host: 'https://api.horizont.example' } }}
      navigation={navigation}
    >
      {children}
    </SiteProvider>
  );
}

const meta = {
  title: 'Content sections/DynamicSections',
  component: DynamicSections,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Dynamic sections (\`blocks.dynamic-sections\`, SPEC §2 \`s\` and \`ds\`, §3, §9): one or
two tabs (\`items\`, a third is refused), each with sub-sections (\`dynamicSections\`: \`name\`, \`link\`,
\`openInNewWindow\`, \`content\`). A sub-section with content is shown below the sub-section tabs; one
with a \`link\` leads there instead (a path like \`/uploads/podminky.pdf\` is prefixed with the API host,
SPEC §2; \`openInNewWindow\` opens a new window and says so to screen readers).

The state is in the URL: \`?s=pro-firmy&ds=odpovednost-podnikatele\` (slugs of the names; a 0-based
index works too). Clicking writes it (a history entry each, so back and forward work); the server
renders the state of the URL it is asked for. With the section's \`anchor\` (\`#nabidka\`) the address
scrolls to the block. On phones a select replaces the sub-section tabs (links stay as links); both are
in the HTML and CSS shows one.

\`\`\`json
{ "__component": "blocks.dynamic-sections", "heading": "Pojištění pro každého", "anchor": "nabidka",
  "items": [{ "name": "Pro občany", "dynamicSections": [
    { "name": "Pojištění auta", "content": "Povinné ručení i havarijní pojištění." },
    { "name": "Pojistné podmínky", "link": "/uploads/pojistne-podminky.pdf" }] },
  { "name": "Pro firmy", "dynamicSections": [{ "name": "Vozový park", "content": "…" }] }] }
\`\`\``,
      },
    },
  },
  decorators: [
    (Story, { parameters }) => (
      <AtUrl url={(parameters as { url?: string }).url ?? 'https://www.horizont.example/ukazka-sekci'}>
        <Story />
      </AtUrl>
    ),
  ],
} satisfies Meta<typeof DynamicSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No parameters: the first tab and its first sub-section. Switching writes the URL. */
export const Desktop: Story = {
  args: props(dynamicSectionsFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pojištění auta' })).toBeVisible();
    // In the HTML for phones, hidden here (testing-library finds hidden elements only when asked).
    await expect(canvas.getByRole('combobox', { name: 'Vyberte sekci', hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Pro firmy' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Odpovědnost podnikatele' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Odpovědnost podnikatele' })).toBeVisible(),
    );
    await expect(canvas.getByRole('link', { name: 'Odpovědnost podnikatele' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A shared address: `?s=pro-firmy&ds=odpovednost-podnikatele` opens that tab and sub-section. */
export const SharedUrl: Story = {
  args: props(dynamicSectionsFixtures.full),
  parameters: {
    url: 'https://www.horizont.example/ukazka-sekci?s=pro-firmy&ds=odpovednost-podnikatele#nabidka',
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pro firmy' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Odpovědnost podnikatele' })).toBeVisible();
  },
};

/** On a phone the select replaces the sub-section tabs; the links stay. */
export const Phone: Story = {
  args: props(dynamicSectionsFixtures.full),
  globals: { viewport: { value: 'mobile' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Vyberte sekci' });
    await expect(select).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pojištění domova', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pojistné podmínky' })).toBeVisible();
    await userEvent.selectOptions(select, 'Pojištění domova');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Pojištění domova' })).toBeVisible());
  },
};

/** One tab: no tab list, only its sub-sections. */
export const OneTab: Story = { args: props(dynamicSectionsFixtures.oneTab) };

/** Every sub-section a link: a list of links, nothing to show below. */
export const OnlyLinks: Story = { args: props(dynamicSectionsFixtures.onlyLinks) };

/** No heading or perex: the tab list is named `Sekce`. */
export const EmptyOptionalFields: Story = { args: props(dynamicSectionsFixtures.strapiNulls) };

/** One tab with one sub-section: plain content, no choice to make. */
export const Minimal: Story = { args: props(dynamicSectionsFixtures.minimal) };

export const LongCzechText: Story = {
  args: props(dynamicSectionsFixtures.longText),
  globals: { viewport: { value: 'mobile' } },
};
