import { contentProps, type MapTiles } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withSite } from '../../../../test/storySupport.js';
import { branchContactsBlock } from '../BranchContacts/branchContactsBlock.js';
import type { BranchContactsProps } from '../BranchContacts/branchContactsContent.js';
import { demoBranches } from '../BranchContacts/fixtures.js';
import { branchMessages } from '../messages.js';
import { BranchMap } from './BranchMap.js';

const { branches } = contentProps<BranchContactsProps>(branchContactsBlock, { branches: demoBranches });

/** Every tile the same light square: the stories need no tile server. */
const tiles: MapTiles = {
  url: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2ec"/><path d="M0 0.5H256M0.5 0V256" stroke="#cfd8cc"/></svg>',
  )}`,
  attribution: 'Ukázkové podklady',
  attributionUrl: 'https://www.example.cz/podklady',
};
/** A port nothing listens on: every tile fails at once. */
const unreachableTiles: MapTiles = {
  url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  attribution: 'Nedostupný server',
};

const meta = {
  title: 'Branch map/BranchMap',
  component: BranchMap,
  args: {
    branches,
    selected: 'praha-cerny-most',
    onLinkPick: fn((event) => event.preventDefault()),
    onPick: fn(),
    t: branchMessages.cs,
  },
  decorators: [withSite('https://www.example.cz/pobocky')],
  parameters: {
    docs: {
      description: {
        component: `The branch map inside \`branches.contacts\` (not a block of its own). The server
renders a static schematic: every branch as a mark where its GPS position puts it (Web Mercator, one
scale for both axes), the cities named, the branch shown filled. The marks are links to
\`?pobocka=<slug>\` for the pointer; keyboards and screen readers have the same links, named, in the
branch list, so the drawing is hidden from them.

With tiles configured by the host (\`SiteConfig.maps\`: \`url\` with \`{z}/{x}/{y}\`, \`attribution\`,
optional \`attributionUrl\`, \`maxZoom\`), \`Zobrazit mapu\` loads Leaflet (44 kB with its CSS, a
chunk of its own) and the tiles: only on the visitor's request, so no page pays for it up front and no
tile server sees a visitor who did not ask. The focus moves to the map (arrow keys pan it), and its
marks are buttons named by their branch. When Leaflet's code or the tiles fail (none arrives within
10 s), the schematic comes back with a notice and \`Zkusit znovu\`.`,
      },
    },
  },
} satisfies Meta<typeof BranchMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const marks = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('svg a[data-branch]')];

/** No tiles configured: the schematic alone, every branch a mark, the one shown filled. */
export const Schematic: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(marks(canvasElement).map((mark) => mark.getAttribute('href'))).toEqual([
      '?pobocka=praha-cerny-most',
      '?pobocka=praha-strahov',
      '?pobocka=praha-modrany',
      '?pobocka=brno-vinohrady',
      '?pobocka=pribram',
    ]);
    await expect(canvasElement.querySelector('svg a[aria-current="page"]')).toHaveAttribute(
      'data-branch',
      'praha-cerny-most',
    );
    // Out of the tab order: the branch list has the same links, named.
    for (const mark of marks(canvasElement)) await expect(mark).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText(/^Schéma: pobočky podle jejich polohy/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zobrazit mapu' })).toBeNull();
    // Brno lies east of Prague, Příbram south-west: the drawing keeps the compass.
    const centre = (slug: string) => {
      const circle = canvasElement.querySelector(`a[data-branch="${slug}"] circle`);
      return { x: Number(circle?.getAttribute('cx')), y: Number(circle?.getAttribute('cy')) };
    };
    await expect(centre('brno-vinohrady').x).toBeGreaterThan(centre('praha-cerny-most').x);
    await expect(centre('brno-vinohrady').y).toBeGreaterThan(centre('praha-cerny-most').y);
    await expect(centre('pribram').x).toBeLessThan(centre('praha-strahov').x);
    await userEvent.click(canvasElement.querySelector('a[data-branch="pribram"] circle') as Element);
    await expect(args.onLinkPick).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ slug: 'pribram' }),
    );
  },
};

/** Tiles configured: `Zobrazit mapu`, and nothing of Leaflet until it is pressed. */
export const OffersTheMap: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', undefined, { maps: tiles })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zobrazit mapu' })).toBeVisible();
    await expect(
      canvas.getByText('Mapu s podklady z mapového serveru načteme, až o ni požádáte.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
  },
};

/** Pressed: Leaflet with the tiles, the focus on the map, a named mark per branch; a mark picks its branch. */
export const MapOpened: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', undefined, { maps: tiles })],
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit mapu' }));
    const map = await canvas.findByRole('region', { name: 'Mapa poboček' });
    await waitFor(() => expect(map).toHaveFocus());
    await waitFor(() => expect(map.querySelectorAll('img.leaflet-tile-loaded').length).toBeGreaterThan(0));
    const pins = within(map).getAllByRole('button', { name: /^Pobočka / });
    await expect(pins.map((pin) => pin.getAttribute('aria-label'))).toEqual([
      'Pobočka Praha Černý Most',
      'Pobočka Praha Strahov',
      'Pobočka Praha Modřany',
      'Pobočka Brno Vinohrady',
      'Pobočka Příbram',
    ]);
    await expect(map.querySelector('[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      'Pobočka Praha Černý Most',
    );
    await expect(within(map).getByRole('button', { name: 'Přiblížit' })).toBeVisible();
    await expect(within(map).getByRole('link', { name: 'Ukázkové podklady' })).toHaveAttribute(
      'href',
      'https://www.example.cz/podklady',
    );
    await expect(canvas.queryByRole('button', { name: 'Zobrazit mapu' })).toBeNull();
    // A mark is a button: Enter picks its branch.
    const brno = within(map).getByRole('button', { name: 'Pobočka Brno Vinohrady' });
    brno.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ slug: 'brno-vinohrady' }));
  },
};

/** The tile server does not answer: the schematic comes back, with a notice and `Zkusit znovu`. */
export const TilesUnavailable: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', undefined, { maps: unreachableTiles })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit mapu' }));
    await expect(
      await canvas.findByText(
        'Mapové podklady teď nejsou dostupné. Pobočky najdete ve schématu i v seznamu.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
    await expect(marks(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
  },
};

/** Leaflet's code does not arrive (a failed chunk): logged, the schematic stays, `Zkusit znovu` tries again. */
export const MapCodeFailed: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', undefined, { maps: tiles })],
  args: {
    loadMap: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const error = console.error;
    console.error = fn();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit mapu' }));
      await expect(
        await canvas.findByText('Mapu se nepodařilo načíst. Pobočky najdete ve schématu i v seznamu.'),
      ).toBeVisible();
      await expect(console.error).toHaveBeenCalledWith(
        'The branch map could not be loaded',
        expect.any(TypeError),
      );
    } finally {
      console.error = error;
    }
    await expect(canvas.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
    await expect(marks(canvasElement)).toHaveLength(5);
  },
};

/** On a phone the map opened, full width. */
export const MobileMap: Story = {
  ...MapOpened,
  globals: { viewport: { value: 'mobile' } },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { t: branchMessages.en },
  decorators: [withSite('https://www.example.cz/pobocky', undefined, { maps: tiles })],
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Show the map' })).toBeVisible();
  },
};
