import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Carousel } from './Carousel.js';

const products = [
  { heading: 'Povinné ručení', perex: 'Krytí škod až do 200 milionů Kč.' },
  { heading: 'Havarijní pojištění', perex: 'Pro nová i ojetá auta, i na měsíc.' },
  { heading: 'Pojištění majetku', perex: 'Domácnost i stavba v jedné smlouvě.' },
  { heading: 'Cestovní pojištění', perex: 'Evropa i celý svět, bez papírování.' },
  { heading: 'Pojištění odpovědnosti', perex: 'Když se nehoda stane vám, ne ostatním.' },
];

function ProductCard({ heading, perex }: { heading: string; perex: string }) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-card border-2 border-line bg-surface p-5">
      <h3 className="text-lg font-bold">{heading}</h3>
      <p className="text-ink-muted">{perex}</p>
    </article>
  );
}

const slides = products.map((product) => <ProductCard key={product.heading} {...product} />);

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { label: 'Naše produkty', children: slides, onSlideChange: fn() },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Naše produkty' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // Three items a slide on desktop, laid out by CSS before any script runs.
    const first = canvas.getByRole('group', { name: '1 z 5' });
    const track = first.parentElement as HTMLElement;
    await expect(region).toBeVisible();
    await expect(Math.round(first.getBoundingClientRect().width)).toBe(
      Math.round(track.getBoundingClientRect().width / 3),
    );
    // No auto-play on large screens, so no pause button.
    await expect(canvas.queryByRole('button', { name: /automatické přehrávání/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Další' }));
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1));
    await expect(canvas.getByRole('button', { name: 'Přejít na snímek 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Přejít na snímek 5' }));
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(4));
  },
};

export const Infinite: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    // Before the first slide comes the last one.
    await userEvent.click(canvas.getByRole('button', { name: 'Předchozí' }));
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(4));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('group', { name: '1 z 5' });
    const track = first.parentElement as HTMLElement;
    await expect(Math.round(first.getBoundingClientRect().width)).toBe(
      Math.round(track.getBoundingClientRect().width),
    );
    // Arrows and dots are hidden on phones; the carousel plays on its own and can be paused.
    await expect(canvas.queryByRole('button', { name: 'Další' })).toBeNull();
    const pause = await canvas.findByRole('button', { name: 'Pozastavit automatické přehrávání' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Spustit automatické přehrávání' })).toBeVisible();
  },
};

export const MobileAutoplayAdvances: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { autoplayDelay: 800 },
  // Its slides move on their own every 0.8 s: there is no one picture of it to compare.
  parameters: { visual: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1), { timeout: 4000 });
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const TwoPerView: Story = {
  name: 'Banner (2 items)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { slidesPerView: { desktop: 2 }, label: 'Aktuální nabídky' },
};

export const LogoCarousel: Story = {
  name: 'Logos (4 on desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    label: 'Naši partneři',
    slidesPerView: { desktop: 4 },
    autoplay: false,
    children: ['Škoda', 'Volkswagen', 'Audi', 'Kia', 'Seat', 'Fiat'].map((brand) => (
      <div
        key={brand}
        className="flex h-20 items-center justify-center rounded-card bg-surface-muted font-bold"
      >
        {brand}
      </div>
    )),
  },
};

export const SingleSlide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { children: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 z 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Další' })).toBeNull();
  },
};

export const NoSlides: Story = {
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
