import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container.js';
import { cardGridClass } from './cardGrid.js';
import { readingColumnClass, sectionPerexClass, sectionSpacingClass } from './layout.js';
import { SectionHeading } from './SectionHeading.js';

const meta = {
  title: 'Primitives/Layout',
  component: Container,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The page grid every block and the site chrome share. \`Container\` (\`containerClass\`) is
the content container: at most \`--container-content\` (76 rem) wide, centred, with the gutter inside it
(16 px on phones, 24 px on tablets, 32 px from desktop on). \`SectionHeading\` is every block's \`h2\`
(marked \`data-section-heading\` for the grid test). A reading column (\`readingColumnClass\`, 48 rem)
starts at the container's left edge. \`sectionSpacingClass\` is every section's vertical padding;
\`cardGridClass(count)\` gives a grid of cards as many columns as it has cards, up to a maximum.`,
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (title: string) => (
  <li key={title} className="rounded-card border border-line bg-surface p-6">
    <h3 className="text-xl font-bold text-ink">{title}</h3>
    <p className="text-ink-muted">Pojištění sjednáte online za pár minut.</p>
  </li>
);

/** Two sections: a wide one with two cards (they fill the row), then a reading column. */
export const SectionsOnTheGrid: Story = {
  render: () => (
    <>
      <section className={sectionSpacingClass}>
        <Container className="flex flex-col gap-6">
          <SectionHeading>Pojištění pro každou situaci</SectionHeading>
          <p className={`${sectionPerexClass} text-ink-muted`}>Vyberte si, co potřebujete pojistit.</p>
          <ul className={`${cardGridClass(2)} gap-6`}>
            {['Povinné ručení', 'Havarijní pojištění'].map(card)}
          </ul>
        </Container>
      </section>
      <section className={`bg-surface-muted ${sectionSpacingClass}`}>
        <Container>
          <div className={`${readingColumnClass} flex flex-col gap-6`}>
            <SectionHeading>Jak sjednat pojištění</SectionHeading>
            <p className="text-ink">
              Vyplňte registrační značku, zkontrolujte údaje o vozidle a vyberte si variantu. Smlouva vám
              přijde e-mailem.
            </p>
          </div>
        </Container>
      </section>
    </>
  ),
  async play({ canvasElement }) {
    const headings = [...canvasElement.querySelectorAll('[data-section-heading]')];
    await expect(headings).toHaveLength(2);
    // One grid: both headings start at the same x, the reading column included.
    const [first, second] = headings.map((heading) => Math.round(heading.getBoundingClientRect().left));
    await expect(second).toBe(first);
  },
};
