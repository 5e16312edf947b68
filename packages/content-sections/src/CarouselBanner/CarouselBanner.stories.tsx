import type { BrandVariant } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backgroundBehind, contrastRatio, over, parseColour } from '../../test/contrast.js';
import { contentProps } from '../registry/registry.js';
import { CarouselBanner } from './CarouselBanner.js';
import { carouselBannerBlock } from './carouselBannerBlock.js';
import type { CarouselBannerProps } from './carouselBannerContent.js';
import { carouselBannerFixtures } from './fixtures.js';

const props = (data: object) => contentProps<CarouselBannerProps>(carouselBannerBlock, data);

const meta = {
  title: 'Content sections/CarouselBanner',
  component: CarouselBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A banner over a carousel of offers (\`blocks.carousel-banner\`, SPEC §3): two items a
view on desktop, one on tablets and phones, a new one every \`itemsSwapDuration\` ms (5 s by default;
never on its own on large screens or with reduced motion; always with a pause button while it plays).
\`scrollTo\` turns the button into a link to a section's \`anchor\` on the page. \`html5\` is a Lottie
animation beside the heading, loaded when shown. An island with more than one item.

\`\`\`json
{ "__component": "blocks.carousel-banner", "heading": "Aktuální nabídky", "scrollTo": "kontakt",
  "relButton": { "text": "Poradit s výběrem", "url": "/kontakty" },
  "carouselItems": [{ "heading": "Havarijko na měsíc", "button": { "text": "Zjistit cenu", "url": "/havarijko-na-mesic" } }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CarouselBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every brand a banner is drawn in: its background is the brand colour. `satisfies` makes a new
 * brand variant fail the typecheck until it is listed here, and so measured.
 */
const BANNER_BRANDS = { insurance: true, mobility: true } satisfies Record<BrandVariant, true>;

/** The dots as the browser paints them: the current one filled, the others hollow (colours opaque). */
function dotColours(canvasElement: HTMLElement) {
  const dots = within(canvasElement).getAllByRole('button', { name: /^Přejít na snímek/ });
  const mark = (dot: HTMLElement) => dot.firstElementChild as HTMLElement;
  const current = dots.find((dot) => dot.getAttribute('aria-current') === 'true');
  const other = dots.find((dot) => dot.getAttribute('aria-current') !== 'true');
  if (!current || !other) throw new Error('The banner shows no current and other dot.');
  const behind = backgroundBehind(current);
  const fill = (dot: HTMLElement) => over(parseColour(getComputedStyle(mark(dot)).backgroundColor), behind);
  const border = (dot: HTMLElement) => over(parseColour(getComputedStyle(mark(dot)).borderTopColor), behind);
  return { behind, current: fill(current), otherFill: fill(other), otherBorder: border(other) };
}

/**
 * Two items a view on a desktop, with dots. On the banner's brand colour, in every brand, the
 * current dot keeps 3:1 against the banner (WCAG 1.4.11; it was brand on brand, invisible), the
 * other dots' rings too, and a current dot stands 3:1 apart from the others' fill.
 */
export const Full: Story = {
  args: props(carouselBannerFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const root = document.documentElement;
    const brandBefore = root.dataset.brand;
    const under3: string[] = [];
    try {
      for (const brand of Object.keys(BANNER_BRANDS)) {
        root.dataset.brand = brand;
        const { behind, current, otherFill, otherBorder } = dotColours(canvasElement);
        const ratios = {
          'current dot on the banner': contrastRatio(current, behind),
          'other dots’ ring on the banner': contrastRatio(otherBorder, behind),
          'current dot against the others': contrastRatio(current, otherFill),
        };
        for (const [what, ratio] of Object.entries(ratios))
          if (ratio < 3) under3.push(`${brand}: ${what} ${ratio.toFixed(2)}:1`);
      }
    } finally {
      if (brandBefore === undefined) delete root.dataset.brand;
      else root.dataset.brand = brandBefore;
    }
    await expect(under3).toEqual([]);
  },
};
export const OneItem: Story = { args: props(carouselBannerFixtures.oneItem) };
export const WithoutItems: Story = { args: props(carouselBannerFixtures.minimal) };
export const EmptyOptionalFields: Story = { args: props(carouselBannerFixtures.strapiNulls) };
/** An item without its image (optional in the CMS): the card keeps its heading, text and button. */
export const ItemWithoutImage: Story = {
  args: props(carouselBannerFixtures.itemWithoutImage),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Havarijko na měsíc' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Zjistit cenu/ })).toBeVisible();
  },
};
export const LongCzechText: Story = { args: props(carouselBannerFixtures.longText) };
/** Phones show the editor's background image behind the banner, and one item a view. */
export const Phone: Story = {
  args: props(carouselBannerFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
