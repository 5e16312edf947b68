import { contentProps } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBranches } from '../BranchContacts/fixtures.js';
import { dealersBlock, serviceCentresBlock } from './cardBlocks.js';
import { Dealers } from './Dealers.js';
import type { DealersProps } from './dealerBrands.js';
import { ServiceCentres } from './ServiceCentres.js';
import type { ServiceCentresProps } from './serviceCentresContent.js';

/*
 * Two static blocks of the contacts page: the service centres' cards and the dealers' cards. Both
 * render on the server with no client code; their texts come from tiny client leaves (BranchText).
 */

const meta = {
  title: 'Branch map/Contact cards',
  component: ServiceCentres,
  args: contentProps<ServiceCentresProps>(serviceCentresBlock, { branches: demoBranches }),
  parameters: {
    docs: {
      description: {
        component: `\`branches.service-centres\` (SPEC §2 item 3): the service centres by city (Praha with three
sites, Brno, Příbram), each with address, phone (\`tel:\` with +420), e-mail and \`Navigovat\` (a route in
the visitor's maps, new tab). \`branches.dealers\` (item 4): dealers by location with service tags,
\`Výkup vozů všech značek\` on every card (buy-in is for any make), and the marks of the makes they sell
from \`<logoPath>/<code>.svg\` (default \`/logos/znacky\`; codes \`skoda\`, \`volkswagen\`,
\`volkswagen-uzitkove\`, \`fiat\`, \`fiat-professional\`, \`audi\`, \`kia\`, \`seat\`). The host ships the
project's own neutral marks there, not the makers' trademarks.

The cards are the branches' departments, from the branch directory the host puts into \`branches\`
(the same records as the branch contacts): a branch's \`servis\` department is a service-centre card,
its \`prodej\` department a dealer card, each with the branch's address and the department's own line.
The editor writes only the heading, the perex and where the marks are:

\`\`\`json
{ "__component": "branches.dealers", "heading": "Prodejci vozů", "logoPath": "/logos/znacky" }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ServiceCentres>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceCentreCards: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Servisní centra' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    // One grid, the cards in the order of their cities, each naming its city above its name.
    await expect(
      canvas.getAllByRole('article').map((card) => card.querySelector('hgroup p')?.textContent),
    ).toStrictEqual(['Praha', 'Praha', 'Praha', 'Brno', 'Příbram']);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const first = within(canvas.getAllByRole('article')[0] as HTMLElement);
    await expect(first.getByRole('link', { name: '800 100 301' })).toHaveAttribute(
      'href',
      'tel:+420800100301',
    );
    await expect(first.getByRole('link', { name: /^Navigovat Servis Praha Černý Most/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const DealerCards: Story = {
  render: () => <Dealers {...contentProps<DealersProps>(dealersBlock, { branches: demoBranches })} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Autorizovaní prodejci' })).toBeVisible();
    const brno = within(canvas.getAllByRole('article')[3] as HTMLElement);
    await expect(brno.getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toStrictEqual([
      'Fiat',
      'Fiat Professional',
      'Kia',
    ]);
    await expect(brno.getByText('Výkup vozů všech značek')).toBeVisible();
    await expect(brno.getByRole('img', { name: 'Kia' })).toHaveAttribute('src', '/logos/znacky/kia.svg');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const English: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Service centres' }),
    ).toBeVisible();
  },
};
