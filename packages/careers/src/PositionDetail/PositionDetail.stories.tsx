import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { feedPositions } from '../CareersList/fixtures.js';
import { findOpenPosition } from '../positions/careerPositions.js';
import { PositionDetail } from './PositionDetail.js';

const meta = {
  title: 'Careers/PositionDetail',
  component: PositionDetail,
  args: { position: findOpenPosition(feedPositions, '4'), listHref: '/kariera' },
  parameters: {
    docs: {
      description: {
        component: `A position's page (the careers list's \`positionUrl\`, SPEC §2 \`positionId\`): a server
component with no client code. The host reads the feed on the server, finds the position with
\`findOpenPosition(jobs, id)\` and renders its title, company and every badge, with the way back to
the list. A position that is not open (filled, confidential, unknown) says so, and the host answers 404.

\`\`\`tsx
<PositionDetail position={findOpenPosition(await fetchCareers(api), id)} listHref="/kariera" />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof PositionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Obchodní zástupce/zástupkyně' }),
    ).toBeVisible();
    await expect(canvas.getByText('Horizont pojišťovna a.s.')).toBeVisible();
    const badges = within(canvas.getByRole('list', { name: 'Zařazení pozice' })).getAllByRole('listitem');
    await expect(badges).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Zpět na volné pozice' })).toHaveAttribute(
      'href',
      '/kariera',
    );
  },
};

/** No open position with this id (filled, confidential or unknown: `findOpenPosition` gives `null`). */
export const NotOpen: Story = {
  args: { position: null },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tato pozice už není volná' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zpět na volné pozice' })).toBeVisible();
  },
};

/** The feed could not be read: said as such, not as a position gone. */
export const Failed: Story = {
  args: { position: null, failed: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pozici se nám teď nepodařilo načíst' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zpět na volné pozice' })).toBeVisible();
  },
};

export const English: Story = {
  args: { locale: 'en' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to open positions' })).toBeVisible();
  },
};
