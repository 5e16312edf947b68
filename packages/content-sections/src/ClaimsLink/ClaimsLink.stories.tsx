import { SiteProvider } from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoSite } from '../../test/site.js';
import { contentProps } from '../registry/registry.js';
import { ClaimsLink } from './ClaimsLink.js';
import { claimsLinkBlock } from './claimsLinkBlock.js';
import type { ClaimsLinkProps } from './claimsLinkContent.js';
import { claimsLinkFixtures } from './fixtures.js';

const props = (data: object) => contentProps<ClaimsLinkProps>(claimsLinkBlock, data);

/** Renders the story as if on `url` (the story's own site context, inside Storybook's). */
const onPage =
  (url: string): Decorator =>
  (Story, context) => (
    <SiteProvider config={{ ...demoSite, url, locale: context.globals.locale ?? 'cs' }}>
      <Story />
    </SiteProvider>
  );

const claimsPage = onPage('http://localhost:6006/pojisteni-vozidel/hlaseni-skody/');

const meta = {
  title: 'Content sections/ClaimsLink',
  component: ClaimsLink,
  decorators: [claimsPage],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A box with a link to the claims page, \`/online/hlaseni-skody/\` (CMS type
\`blocks.claims-link\`). It shows only on pages whose URL path contains \`hlaseni-skody\` (SPEC §2,
routes); elsewhere it renders nothing. The server decides from the page's URL (\`SiteConfig.url\`),
so the HTML arrives complete. Heading, text and link text are optional: empty ones use the block's own
Czech texts, which offer the call-back request the site has there (\`Požádat o nahlášení škody
telefonem\`), never reporting online. Static: no island.

\`\`\`json
{ "__component": "blocks.claims-link", "heading": "Nemůžete teď volat?" }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ClaimsLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnClaimsPage: Story = {
  args: props(claimsLinkFixtures.full),
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: 'Požádat o zavolání' });
    await expect(link).toHaveAttribute('href', '/online/hlaseni-skody/');
  },
};

/** The block's own texts, when the editor leaves every field empty (Strapi's `null`s). */
export const EmptyOptionalFields: Story = { args: props(claimsLinkFixtures.strapiNulls) };

/** On any other page the block renders nothing. */
export const OnOtherPage: Story = {
  args: props(claimsLinkFixtures.full),
  decorators: [onPage('http://localhost:6006/kontakty')],
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const LongCzechText: Story = { args: props(claimsLinkFixtures.longText) };

export const Phone: Story = {
  args: props(claimsLinkFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
