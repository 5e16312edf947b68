import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentProps } from '../registry/registry.js';
import { logoCarouselFixtures } from './fixtures.js';
import { LogoCarousel } from './LogoCarousel.js';
import { logoCarouselBlock } from './logoCarouselBlock.js';
import type { LogoCarouselProps } from './logoCarouselContent.js';

const props = (data: object) => contentProps<LogoCarouselProps>(logoCarouselBlock, data);

const meta = {
  title: 'Content sections/LogoCarousel',
  component: LogoCarousel,
  parameters: {
    docs: {
      description: {
        component: `Partners' or brands' logos (\`blocks.logo-carousel\`) on the ui carousel: four a view on
desktop, one on tablets and phones (SPEC §9). Each logo is named by its company; a logo with an address
links to it. An island with more than one logo.

\`\`\`json
{ "__component": "blocks.logo-carousel", "heading": "Spolupracujeme",
  "logos": [{ "name": "Autoservis Kruh", "image": { "url": "/images/kruh.svg", "width": 200, "height": 80 }, "url": "/kontakty" }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof LogoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: props(logoCarouselFixtures.full) };
export const SingleLogo: Story = { args: props(logoCarouselFixtures.single) };
export const WithoutHeading: Story = { args: props(logoCarouselFixtures.strapiNulls) };
export const LongCzechText: Story = { args: props(logoCarouselFixtures.longText) };
export const Phone: Story = {
  args: props(logoCarouselFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
