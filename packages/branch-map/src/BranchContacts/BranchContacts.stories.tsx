import { contentProps, type MapTiles } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { analytics, withSite } from '../../../../test/storySupport.js';
import { BranchContacts } from './BranchContacts.js';
import { branchContactsBlock } from './branchContactsBlock.js';
import type { BranchContactsProps } from './branchContactsContent.js';
import { demoBranches } from './fixtures.js';

/** Every map tile the same light square: no tile server needed. */
const storyTiles: MapTiles = {
  url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2ec"/></svg>')}`,
  attribution: 'Ukázkové podklady',
};

const props = (data: object) => contentProps<BranchContactsProps>(branchContactsBlock, data);

const meta = {
  title: 'Branch map/BranchContacts',
  component: BranchContacts,
  args: props({ branches: demoBranches }),
  decorators: [withSite('https://www.example.cz/pobocky')],
  beforeEach() {
    analytics.mockClear();
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The branch contacts (\`branches.contacts\`, SPEC §2 item 9, §3 "Branch (map)", §4): the
city and brand choice (\`Pro zobrazení poboček prosím vyberte město a značku.\` until either is chosen;
then the branches of the city, of the make, or of both; or \`Takový výběr zatím obsloužit neumíme.\`, and
in place of the branch shown what the visitor can do instead), every branch to pick from, and the
picked one: address with \`Navigovat\` (a route in the visitor's maps, new tab), phone (\`tel:\` with
+420), e-mail, opening hours Monday to Friday with today's row emphasised (Prague time, from the site's
clock), its departments' own lines, rating, add-ons with tooltips, people with phone and photo.
\`?pobocka=<slug>\` picks a branch (\`branchSlug\`: \`Pobočka \` dropped, lowercase, no diacritics),
default the first; picking one writes the address and sends \`Zobrazení pobočky\` labelled with its
name. The server HTML has a schema.org \`AutomotiveBusiness\` per branch, with its departments.

The branches are the site's branch directory, which the host puts into \`branches\` (one record per
branch, in SPEC §3's shape, for every branch block); the editor writes only the heading and the perex:

\`\`\`json
{ "__component": "branches.contacts", "heading": "Naše pobočky", "perex": "Vyberte město a značku vozu." }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof BranchContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');

/**
 * A pick from the schematic or the map ends as a pick from the list: the branch shown, its heading
 * focused, the list's link current (the address) and one view event.
 */
async function expectPicked(canvasElement: HTMLElement, name: string) {
  const heading = within(detail(canvasElement)).getByRole('heading', { level: 3 });
  await waitFor(() => expect(heading).toHaveTextContent(name));
  await waitFor(() => expect(heading).toHaveFocus());
  const nav = within(within(canvasElement).getByRole('navigation', { name: 'Všechny pobočky' }));
  await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(analytics.mock.calls).toStrictEqual([[{ name: 'Zobrazení pobočky', label: name }]]);
}

/** No `pobocka`: the first branch; the demo clock's Wednesday is today's row. */
export const FirstBranch: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const shown = within(detail(canvasElement));
    await expect(shown.getByRole('heading', { level: 3 })).toHaveTextContent('Pobočka Praha Černý Most');
    const today = canvasElement.querySelector('tr[aria-current="date"]');
    await expect(today).toHaveTextContent('Středa (dnes)8:00–12:00, 13:00–18:00');
    await expect(shown.getByText('Hodnocení 4,7 z 5')).toBeInTheDocument();
    await expect(shown.getByRole('link', { name: '+420 800 100 201' })).toHaveAttribute(
      'href',
      'tel:+420800100201',
    );
    await expect(shown.getByRole('link', { name: /^Navigovat/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=50.1073,14.5772',
    );
    await expect(shown.getByRole('link', { name: '+420 800 100 211' })).toBeVisible();
    // Its departments' own lines, the numbers the service-centre and dealer cards give.
    const departments = within(shown.getByRole('heading', { name: 'Oddělení' }).parentElement as HTMLElement);
    await expect(departments.getByRole('link', { name: '800 100 301' })).toHaveAttribute(
      'href',
      'tel:+420800100301',
    );
    await expect(departments.getByText('Prodej vozů')).toBeVisible();
    await expect(canvas.getByText('Pro zobrazení poboček prosím vyberte město a značku.')).toBeVisible();
  },
};

/** `?pobocka=brno-vinohrady` picks Brno; it is closed on Fridays; its adviser has no photo: initials. */
export const FromAddress: Story = {
  decorators: [withSite('https://www.example.cz/pobocky?pobocka=brno-vinohrady')],
  async play({ canvasElement }) {
    const shown = within(detail(canvasElement));
    await expect(shown.getByRole('heading', { level: 3 })).toHaveTextContent('Pobočka Brno Vinohrady');
    await expect(shown.getByRole('row', { name: /^Pátek/ })).toHaveTextContent('Zavřeno');
    // No empty grey circle for a person without a photo: the initials, hidden beside the name.
    const avatar = detail(canvasElement).querySelector('[data-avatar-initials]');
    await expect(avatar).toHaveTextContent('TN');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(shown.getByText('Tomáš Novák')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: /^Pobočka Brno Vinohrady/ }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** An unknown slug falls back to the first branch. */
export const UnknownSlug: Story = {
  decorators: [withSite('https://www.example.cz/pobocky?pobocka=ostrava')],
  async play({ canvasElement }) {
    await expect(within(detail(canvasElement)).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Pobočka Praha Černý Most',
    );
  },
};

/** Picking a branch shows it, moves the focus to it, writes the address and sends the view event. */
export const Picking: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Všechny pobočky' }));
    const link = nav.getByRole('link', { name: /^Pobočka Příbram/ });
    await expect(link).toHaveAttribute('href', '?pobocka=pribram');
    await userEvent.click(link);
    const heading = within(detail(canvasElement)).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent('Pobočka Příbram');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Zobrazení pobočky', label: 'Pobočka Příbram' }],
    ]);
    // No rating, add-ons or people: their parts are left out, not shown empty.
    await expect(within(detail(canvasElement)).queryByText(/Hodnocení/)).toBeNull();
    await expect(
      within(detail(canvasElement)).queryByRole('heading', { name: 'Vybavení pobočky' }),
    ).toBeNull();
  },
};

/**
 * A mark on the static schematic picks its branch in place, like the list's link: shown, focused,
 * in the address (the list's link is current, the mark filled) and sent as the view event.
 */
export const PickingOnTheSchematic: Story = {
  async play({ canvasElement }) {
    const mark = canvasElement.querySelector('svg a[data-branch="brno-vinohrady"] circle') as Element;
    await userEvent.click(mark);
    await expectPicked(canvasElement, 'Pobočka Brno Vinohrady');
    await expect(canvasElement.querySelector('svg a[aria-current="page"]')).toHaveAttribute(
      'data-branch',
      'brno-vinohrady',
    );
  },
};

/**
 * A mark on the interactive map picks its branch like a link does: shown, focused, in the address
 * (the list's link is current) and sent as the view event; the map marks it.
 */
export const PickingOnTheMap: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', undefined, { maps: storyTiles })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit mapu' }));
    const map = await canvas.findByRole('region', { name: 'Mapa poboček' });
    await userEvent.click(await within(map).findByRole('button', { name: 'Pobočka Brno Vinohrady' }));
    await expectPicked(canvasElement, 'Pobočka Brno Vinohrady');
    await waitFor(() =>
      expect(map.querySelector('[aria-current="true"]')).toHaveAttribute(
        'aria-label',
        'Pobočka Brno Vinohrady',
      ),
    );
  },
};

/**
 * Praha + Audi lists only Strahov: the detail, shown for Černý Most (the first branch), follows the
 * choice to Strahov, the address too, and the status says so; the focus stays on the select.
 */
export const ChoiceMovesTheDetail: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const finder = within(canvas.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' }));
    await expect(within(detail(canvasElement)).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Pobočka Praha Černý Most',
    );
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Město' }), 'Praha');
    const make = finder.getByRole('combobox', { name: 'Značka' });
    await userEvent.selectOptions(make, 'Audi');
    await expect(finder.getAllByRole('link').map((link) => link.getAttribute('href'))).toStrictEqual([
      '?pobocka=praha-strahov',
    ]);
    await waitFor(() =>
      expect(within(detail(canvasElement)).getByRole('heading', { level: 3 })).toHaveTextContent(
        'Pobočka Praha Strahov',
      ),
    );
    await expect(finder.getByRole('status')).toHaveTextContent(
      'Nalezena 1 pobočka. Zobrazujeme podrobnosti: Pobočka Praha Strahov.',
    );
    const all = within(canvas.getByRole('navigation', { name: 'Všechny pobočky' }));
    await expect(all.getByRole('link', { name: /^Pobočka Praha Strahov/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(make).toHaveFocus();
    // A choice that still lists the shown branch leaves it, and the status says only what was found.
    await userEvent.selectOptions(make, 'Volkswagen');
    await expect(finder.getByRole('status')).toHaveTextContent(/^Nalezeny 2 pobočky\.$/);
    await expect(within(detail(canvasElement)).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Pobočka Praha Strahov',
    );
    await expect(analytics).not.toHaveBeenCalled();
  },
};

/**
 * City and make: a prompt until either is chosen; a city alone lists its branches, the make narrows
 * them; a choice that finds none says so in place of the branch shown; a city that serves the make
 * lists it, and the detail follows.
 */
export const CityAndBrand: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const finder = within(canvas.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' }));
    const found = () => finder.queryAllByRole('link').map((link) => link.getAttribute('href'));
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Město' }), 'Praha');
    await expect(found()).toStrictEqual([
      '?pobocka=praha-cerny-most',
      '?pobocka=praha-strahov',
      '?pobocka=praha-modrany',
    ]);
    await expect(finder.getByRole('status')).toHaveTextContent(/^Nalezeny 3 pobočky\.$/);
    await expect(finder.queryByText('Pro zobrazení poboček prosím vyberte město a značku.')).toBeNull();
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Značka' }), 'Škoda');
    await expect(found()).toStrictEqual(['?pobocka=praha-cerny-most', '?pobocka=praha-modrany']);
    await expect(finder.getByText('Nalezeny 2 pobočky.')).toHaveAttribute('role', 'status');
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Značka' }), 'Kia');
    await expect(finder.getByText('Takový výběr zatím obsloužit neumíme.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Město' }), 'Brno');
    // Brno serves Kia, not the Praha branch shown: the detail follows to Brno's.
    await expect(finder.getByRole('status')).toHaveTextContent(
      'Nalezena 1 pobočka. Zobrazujeme podrobnosti: Pobočka Brno Vinohrady.',
    );
    await userEvent.click(finder.getByRole('link', { name: /^Pobočka Brno Vinohrady/ }));
    await waitFor(() =>
      expect(within(detail(canvasElement)).getByRole('heading', { level: 3 })).toHaveTextContent(
        'Pobočka Brno Vinohrady',
      ),
    );
    await expect(analytics.mock.calls).toStrictEqual([
      [{ name: 'Zobrazení pobočky', label: 'Pobočka Brno Vinohrady' }],
    ]);
  },
};

/** A make alone lists the branches that serve it, in every city. */
export const BrandAlone: Story = {
  async play({ canvasElement }) {
    const finder = within(within(canvasElement).getByRole('group', { name: 'Najděte pobočku pro svůj vůz' }));
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Značka' }), 'Škoda');
    await expect(finder.getAllByRole('link').map((link) => link.getAttribute('href'))).toStrictEqual([
      '?pobocka=praha-cerny-most',
      '?pobocka=praha-modrany',
      '?pobocka=pribram',
    ]);
  },
};

const noMatch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Pro Audi ve městě Brno zatím pobočku nemáme' });

/**
 * Brno + Audi, with Strahov shown: nothing found, and in place of Strahov's detail what to do
 * instead: the branch elsewhere that serves Audi, the makes Brno serves, and a way back.
 */
export const NoMatch: Story = {
  decorators: [withSite('https://www.example.cz/pobocky?pobocka=praha-strahov')],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const finder = within(canvas.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' }));
    await expect(within(detail(canvasElement)).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Pobočka Praha Strahov',
    );
    // Audi first (Strahov serves it, and stays shown), then Brno.
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Značka' }), 'Audi');
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Město' }), 'Brno');
    await expect(finder.getByRole('status')).toHaveTextContent('Takový výběr zatím obsloužit neumíme.');
    // The old detail is gone: no branch reads as the answer to Brno + Audi.
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText('Vaníčkova 2')).toBeNull();
    const panel = within(noMatch(canvasElement));
    await expect(panel.getByText('Značku Audi obslouží:')).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Pobočka Praha Strahov/ })).toHaveAttribute(
      'href',
      '?pobocka=praha-strahov',
    );
    await expect(
      panel.getByText('Ve městě Brno obsloužíme značky Fiat, Fiat Professional a Kia.'),
    ).toBeVisible();
    await expect(finder.getByRole('combobox', { name: 'Město' })).toHaveFocus();
  },
};

/** `Zrušit výběr` clears the city and the make: the branch shown comes back, with the focus on it. */
export const NoMatchReset: Story = {
  decorators: [withSite('https://www.example.cz/pobocky?pobocka=praha-strahov')],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const finder = within(canvas.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' }));
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Značka' }), 'Audi');
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Město' }), 'Brno');
    await userEvent.click(within(noMatch(canvasElement)).getByRole('button', { name: 'Zrušit výběr' }));
    const heading = within(detail(canvasElement)).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent('Pobočka Praha Strahov');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(finder.getByRole('combobox', { name: 'Město' })).toHaveValue('');
    await expect(finder.getByRole('combobox', { name: 'Značka' })).toHaveValue('');
    await expect(finder.getByText('Pro zobrazení poboček prosím vyberte město a značku.')).toBeVisible();
  },
};

/** A branch picked while nothing is found (here from the suggestions) clears the choice and is shown. */
export const NoMatchPick: Story = {
  async play({ canvasElement }) {
    const finder = within(within(canvasElement).getByRole('group', { name: 'Najděte pobočku pro svůj vůz' }));
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Město' }), 'Brno');
    await userEvent.selectOptions(finder.getByRole('combobox', { name: 'Značka' }), 'Audi');
    await userEvent.click(
      within(noMatch(canvasElement)).getByRole('link', { name: /^Pobočka Praha Strahov/ }),
    );
    await expectPicked(canvasElement, 'Pobočka Praha Strahov');
    await expect(finder.getByRole('combobox', { name: 'Město' })).toHaveValue('');
  },
};

/** Saturday in Prague: no row is today's. */
export const Weekend: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', '2026-11-28T10:00:00.000Z')],
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('tr[aria-current="date"]')).toBeNull();
  },
};

/** Štědrý den (Thursday 24 December) in Prague: today's row says the branch is closed for the holiday. */
export const PublicHoliday: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', '2026-12-24T09:00:00.000Z')],
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('tr[aria-current="date"]')).toHaveTextContent(
      'Čtvrtek (dnes)Zavřeno (svátek)',
    );
  },
};

/** 23:30 UTC on a Monday is Tuesday in Prague: Tuesday's row, whatever the browser's zone. */
export const PragueMidnight: Story = {
  decorators: [withSite('https://www.example.cz/pobocky', '2026-11-23T23:30:00.000Z')],
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('tr[aria-current="date"]')).toHaveTextContent(/^Úterý \(dnes\)/);
  },
};

/** An add-on's meaning in a tooltip on hover or focus; the button is named by it. */
export const AddonTooltip: Story = {
  async play({ canvasElement }) {
    const button = within(detail(canvasElement)).getByRole('button', { name: 'Bezbariérový vstup' });
    await userEvent.hover(button);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Bezbariérový vstup');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const English: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Our branches' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('tr[aria-current="date"]')).toHaveTextContent(
      /^Wednesday \(today\)/,
    );
  },
};

/**
 * The branch picker by keyboard alone: Tab reaches the city, then the make; each choice keeps the
 * focus on its select while the list follows the filter and the detail follows the list; Tab goes on
 * into the branches found and Enter picks one, the focus moving to its detail. (A native select's own
 * keys are the browser's; what this block sees of them is the change, made here with `selectOptions`.)
 */
export const KeyboardChoice: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const finder = within(canvas.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' }));
    const city = finder.getByRole('combobox', { name: 'Město' });
    const make = finder.getByRole('combobox', { name: 'Značka' });
    const shownName = () => within(detail(canvasElement)).getByRole('heading', { level: 3 });
    const found = () => finder.queryAllByRole('link').map((link) => link.getAttribute('href'));
    await userEvent.tab();
    await expect(city).toHaveFocus();
    await userEvent.selectOptions(city, 'Praha');
    await expect(city).toHaveFocus();
    // A city alone lists its branches.
    await expect(found()).toStrictEqual([
      '?pobocka=praha-cerny-most',
      '?pobocka=praha-strahov',
      '?pobocka=praha-modrany',
    ]);
    await userEvent.tab();
    await expect(make).toHaveFocus();
    await userEvent.selectOptions(make, 'Audi');
    // Only Strahov serves Audi in Praha: the list is Strahov, and the detail leaves Černý Most for it.
    await expect(found()).toStrictEqual(['?pobocka=praha-strahov']);
    await waitFor(() => expect(shownName()).toHaveTextContent('Pobočka Praha Strahov'));
    await expect(make).toHaveFocus();
    // A make nobody serves there: no list, said, and said in place of the branch shown.
    await userEvent.selectOptions(make, 'Kia');
    await expect(found()).toStrictEqual([]);
    await expect(finder.getByRole('status')).toHaveTextContent('Takový výběr zatím obsloužit neumíme.');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Pro Kia ve městě Praha zatím pobočku nemáme' }),
    ).toBeVisible();
    await expect(make).toHaveFocus();
    await userEvent.selectOptions(make, 'Volkswagen');
    await expect(found()).toStrictEqual(['?pobocka=praha-cerny-most', '?pobocka=praha-strahov']);
    await expect(finder.getByRole('status')).toHaveTextContent(/^Nalezeny 2 pobočky\.$/);
    await expect(make).toHaveFocus();
    // On into the list found: Enter on Černý Most picks it and takes the focus to its detail.
    await userEvent.tab();
    const cernyMost = finder.getByRole('link', { name: /^Pobočka Praha Černý Most/ });
    await expect(cernyMost).toHaveFocus();
    await userEvent.tab();
    await expect(finder.getByRole('link', { name: /^Pobočka Praha Strahov/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cernyMost).toHaveFocus();
    await expect(analytics).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expectPicked(canvasElement, 'Pobočka Praha Černý Most');
    await expect(cernyMost).toHaveAttribute('aria-current', 'page');
  },
};
