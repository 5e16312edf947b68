import { Button } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { heroFixtures } from './fixtures.js';
import { Hero } from './Hero.js';
import { heroBlock } from './heroBlock.js';
import type { HeroContent } from './heroContent.js';

const props = (data: object) => contentProps<HeroContent>(heroBlock, data);

const meta = {
  title: 'Content sections/Hero',
  component: Hero,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The page's title block (CMS type \`blocks.hero\`): the page's one \`h1\`, a perex, an
optional call to action and illustration. The brand variant's logo (SPEC §1) is the site header's, so
the hero does not repeat it (\`HeroLogo\` stays exported for a host without a header). Static: it
renders on the server. A host that offers the call-back form replaces the definition with one that
passes \`action\` (the \`Zavolejte mi\` island) when \`callbackButton\` is on.

\`\`\`tsx
import { contentSectionBlocks, heroBlock } from '@insurance-web/content-sections';
import { createRegistry } from '@insurance-web/ui';

const registry = createRegistry(contentSectionBlocks, {
  replace: [{ ...heroBlock, component: HeroWithCallback, island: (props) => props.callbackButton }],
});
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: props(heroFixtures.full) };

/** Only the required heading: no perex, button or illustration. */
export const Minimal: Story = { args: props(heroFixtures.minimal) };

/** Strapi sends `null` for every empty optional field. */
export const EmptyOptionalFields: Story = { args: props(heroFixtures.strapiNulls) };

export const LongCzechText: Story = { args: props(heroFixtures.longText) };

/** The car-dealership brand variant: its colours; no logo in the hero (the header has it). */
export const MobilityBrand: Story = {
  args: props(heroFixtures.full),
  globals: { brand: 'mobility' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Horizont Auto' })).not.toBeInTheDocument();
  },
};

/** With the host's action beside the button, as the site shows it with the call-back form. */
export const WithHostAction: Story = {
  args: { ...props(heroFixtures.full), action: <Button variant="secondary">Zavolejte mi</Button> },
};

export const Phone: Story = { args: props(heroFixtures.full), globals: { viewport: { value: 'mobile' } } };
