import { contentProps, useHref } from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { API, withSite } from '../../../../test/storySupport.js';
import { CareersList } from './CareersList.js';
import { careersListBlock } from './careersListBlock.js';
import type { CareersListProps } from './careersListContent.js';
import { feedPositions, shownTitles } from './fixtures.js';

const props = (data: object) => contentProps<CareersListProps>(careersListBlock, data);

/** The recruitment feed on the demo API host (SPEC §7). */
const CAREERS_URL = `${API}/api/strapi/recruitis-custom/data`;
const feed = (payload: unknown[] = feedPositions) =>
  http.get(CAREERS_URL, () => HttpResponse.json({ payload }));

/** Shows the page's query under the story: the filters live in the address (SPEC §2). */
function Address() {
  return (
    <p className="mt-6 text-sm text-ink-muted">
      Adresa stránky:{' '}
      <output aria-label="Adresa stránky">{new URL(useHref()).search || '(bez parametrů)'}</output>
    </p>
  );
}
const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <Address />
  </>
);
/** The story on a page at `url`, with the page's query shown under it. */
const atAddress = (url: string): Decorator[] => [withAddress, withSite(url)];

const meta = {
  title: 'Careers/CareersList',
  component: CareersList,
  args: props({}),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The careers list (\`careers.list\`, SPEC §2 item 8, §4): an island that fetches the
open positions on load through api-client's \`fetchCareers\` (\`GET {productApi}/api/strapi/recruitis-custom/data\`).
Confidential positions and positions without an id or title are never shown. Five positions show until
\`Další pozice\`, then all. The filters \`Firma\`, \`Lokalita\` and \`Obor\` are dropdowns of native
checkboxes (a disclosure button and a fieldset, at most 16 rem high) with removable chips; they combine with AND across
groups and OR within one, and live in the address (\`companies\`, \`locations\`, \`workfields\`,
comma-separated ids; each change is a history entry, unknown ids are ignored). A card shows the title
(a link to \`positionUrl\` with \`{positionId}\`, in a new tab), the company and its badges: all of
them when fewer than five, otherwise three and \`Zobrazit filtry (n)\`. The server renders the
loading state; a failed fetch is logged and offers \`Zkusit znovu\`; nothing open or nothing matching
says \`V současné chvíli pro vás nemáme vhodnou nabídku.\`

\`\`\`json
{ "__component": "careers.list", "heading": "Přidejte se k nám",
  "perex": "Hledáme kolegy do pojišťovny i autocenter.", "positionUrl": "/kariera/{positionId}" }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CareersList>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const titles = (canvasElement: HTMLElement) =>
  cards(canvasElement).map((card) =>
    within(card)
      .getByRole('heading', { level: 3 })
      .textContent?.replace(/\s*\(otevře se v novém panelu\)$/, ''),
  );

/** Opens a filter group's dropdown and ticks `names`; it stays open until Escape. */
async function tick(canvasElement: HTMLElement, group: RegExp, names: string[]) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: group });
  await userEvent.click(button);
  const choices = within(canvas.getByRole('group', { name: group }));
  await expect(choices.getAllByRole('checkbox')[0]).toHaveFocus();
  for (const name of names) await userEvent.click(choices.getByRole('checkbox', { name }));
  await userEvent.keyboard('{Escape}');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveFocus();
}

/** The feed has not answered yet: placeholder cards, announced. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(CAREERS_URL, () => delay('infinite')));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Načítáme volné pozice…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Volné pozice' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** Seven open positions: five, then all after `Další pozice`, the focus on the first one revealed. */
export const FirstFive: Story = {
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(5));
    await expect(titles(canvasElement)).toStrictEqual(shownTitles.slice(0, 5));
    await userEvent.click(canvas.getByRole('button', { name: 'Další pozice' }));
    // All of them now, and still not the confidential one (nor the one without a title).
    await expect(canvas.queryByText('Finanční ředitel/ka')).toBeNull();
    await expect(titles(canvasElement)).toStrictEqual(shownTitles);
    await expect(
      canvas.getByRole('heading', { level: 3, name: /^Prodejce\/prodejkyně ojetých vozů/ }),
    ).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Další pozice' })).toBeNull();
  },
};

/** A card: the title links to the detail in a new tab; the company and the badges follow. */
export const Card: Story = {
  args: props({ positionUrl: 'https://kariera.example.cz/pozice/{positionId}' }),
  beforeEach({ msw }) {
    msw.use(feed(feedPositions.slice(0, 1)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /^Likvidátor\/ka pojistných událostí/ });
    await expect(link).toHaveAttribute('href', 'https://kariera.example.cz/pozice/1');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Likvidátor/ka pojistných událostí (otevře se v novém panelu)');
    await expect(canvas.getByText('Horizont pojišťovna a.s.')).toBeVisible();
    const badges = canvas.getByRole('list', { name: 'Zařazení pozice' });
    await expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toStrictEqual(['Praha', 'Pojištění', 'Plný úvazek']);
    await expect(canvas.queryByRole('button', { name: /Zobrazit filtry/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Další pozice' })).toBeNull();
  },
};

/**
 * A detail address given straight in React (not through the content schema) that makes no safe link:
 * the card links to the default detail page instead.
 */
export const UnsafePositionUrl: Story = {
  args: { positionUrl: 'javascript:alert({positionId})' },
  beforeEach({ msw }) {
    msw.use(feed(feedPositions.slice(0, 1)));
  },
  async play({ canvasElement }) {
    const link = await within(canvasElement).findByRole('link', {
      name: /^Likvidátor\/ka pojistných událostí/,
    });
    await expect(link).toHaveAttribute('href', '/kariera/1');
  },
};

/** Six badges: three and `Zobrazit filtry (3)`, which shows the rest and moves the focus to them. */
export const ManyBadges: Story = {
  beforeEach({ msw }) {
    msw.use(feed(feedPositions.slice(3, 4)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Zobrazit filtry (3)' });
    const badges = canvas.getByRole('list', { name: 'Zařazení pozice' });
    await expect(within(badges).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(more);
    await expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toStrictEqual(['Praha', 'Brno', 'Ostrava', 'Pojištění', 'Prodej', 'Živnostenský list']);
    await expect(badges).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Zobrazit filtry/ })).toBeNull();
  },
};

/** OR within `Lokalita` (Praha or Brno), AND with `Firma`; chips, the count and the address follow. */
export const Filtering: Story = {
  decorators: atAddress('https://www.example.cz/kariera'),
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(5));
    await tick(canvasElement, /^Lokalita/, ['Praha', 'Brno']);
    await expect(titles(canvasElement)).toStrictEqual([
      'Likvidátor/ka pojistných událostí',
      'Frontendový vývojář/ka (React)',
      'Automechanik/čka',
      'Obchodní zástupce/zástupkyně',
      'Prodejce/prodejkyně ojetých vozů',
    ]);
    await expect(canvas.getByRole('button', { name: 'Lokalita (vybrány 2 možnosti)' })).toBeVisible();
    await tick(canvasElement, /^Firma/, ['Horizont Auto s.r.o.']);
    await expect(titles(canvasElement)).toStrictEqual([
      'Automechanik/čka',
      'Prodejce/prodejkyně ojetých vozů',
    ]);
    await expect(await canvas.findByText('Nalezeny 2 pozice.')).toHaveAttribute('role', 'status');
    const chips = canvas.getByRole('list', { name: 'Vybrané filtry' });
    await expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toStrictEqual(['Horizont Auto s.r.o.', 'Brno', 'Praha']);
    await expect(canvas.getByRole('status', { name: 'Adresa stránky' })).toHaveTextContent(
      '?locations=10,11&companies=2',
    );
  },
};

/** By keyboard alone: Enter opens on the first choice, Space ticks, Tab past the last choice closes. */
export const KeyboardOnly: Story = {
  decorators: atAddress('https://www.example.cz/kariera'),
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const company = await canvas.findByRole('button', { name: 'Firma' });
    company.focus();
    await userEvent.keyboard('{Enter}');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    const first = canvas.getByRole('checkbox', { name: 'Horizont Auto s.r.o.' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(titles(canvasElement)).toStrictEqual([
      'Automechanik/čka',
      'Prodejce/prodejkyně ojetých vozů',
      'Technik/technička autolakovny',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Horizont pojišťovna a.s.' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lokalita' })).toHaveFocus();
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status', { name: 'Adresa stránky' })).toHaveTextContent('?companies=2');
  },
};

/**
 * Two groups by keyboard alone: OR within `Obor` (Autoservis or Prodej), then AND with `Firma`; a
 * chip removed with Enter narrows it to nothing, which the list says, instead of showing stale cards.
 */
export const KeyboardAcrossGroups: Story = {
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('button', { name: 'Obor' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox', { name: 'Autoservis' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Prodej' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Autoservis' })).toBeChecked();
    await expect(titles(canvasElement)).toStrictEqual([
      'Automechanik/čka',
      'Obchodní zástupce/zástupkyně',
      'Prodejce/prodejkyně ojetých vozů',
      'Technik/technička autolakovny',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Obor (vybrány 2 možnosti)' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    const company = canvas.getByRole('button', { name: 'Firma' });
    await expect(company).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Horizont pojišťovna a.s.' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Escape}');
    await expect(company).toHaveFocus();
    await expect(titles(canvasElement)).toStrictEqual(['Obchodní zástupce/zástupkyně']);
    await expect(await canvas.findByText('Nalezena 1 pozice.')).toHaveAttribute('role', 'status');
    const chips = within(canvas.getByRole('list', { name: 'Vybrané filtry' }));
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toStrictEqual([
      'Horizont pojišťovna a.s.',
      'Autoservis',
      'Prodej',
    ]);
    chips.getByRole('button', { name: 'Zrušit filtr Obor: Prodej' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('V současné chvíli pro vás nemáme vhodnou nabídku.')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(await canvas.findByText('Nenašli jsme žádnou pozici.')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Zrušit filtr Obor: Autoservis' })).toHaveFocus(),
    );
  },
};

/** A press on a choice's text ticks it and keeps the dropdown open (focus goes nowhere in between). */
export const ClickOnText: Story = {
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const location = await canvas.findByRole('button', { name: 'Lokalita' });
    await userEvent.click(location);
    await userEvent.click(canvas.getByText('Praha', { selector: 'label' }));
    await expect(canvas.getByRole('checkbox', { name: 'Praha' })).toBeChecked();
    await userEvent.click(canvas.getByText('Brno', { selector: 'label' }));
    await expect(canvas.getByRole('checkbox', { name: 'Brno' })).toBeChecked();
    await expect(location).toHaveAttribute('aria-expanded', 'true');
    await expect(cards(canvasElement)).toHaveLength(5);
  },
};

/** On a phone the open dropdown stays within the screen, whichever button opened it. */
export const MobileDropdown: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Obor' }));
    const panel = canvas.getByRole('group', { name: 'Obor' }).getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(0);
    await expect(panel.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A click anywhere else closes an open dropdown. */
export const ClickOutside: Story = {
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('button', { name: 'Obor' });
    await userEvent.click(field);
    await expect(canvas.getByRole('group', { name: 'Obor' })).toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { level: 2 }));
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** A shared address shows the same list; an id no position has any more is ignored. */
export const FromAddress: Story = {
  decorators: atAddress('https://www.example.cz/kariera?locations=12&workfields=300,999'),
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(titles(canvasElement)).toStrictEqual(['Technik/technička autolakovny']));
    const chips = canvas.getByRole('list', { name: 'Vybrané filtry' });
    await expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toStrictEqual(['Ostrava', 'Autoservis']);
    await expect(canvas.getByRole('button', { name: 'Obor (vybrána 1 možnost)' })).toBeVisible();
  },
};

/** A removed chip hands the focus to the next one; the last one hands it to the filter bar. */
export const RemovingChips: Story = {
  decorators: atAddress('https://www.example.cz/kariera?locations=12&workfields=300'),
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Zrušit filtr Lokalita: Ostrava' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Zrušit filtr Obor: Autoservis' })).toHaveFocus(),
    );
    await expect(titles(canvasElement)).toStrictEqual(['Automechanik/čka', 'Technik/technička autolakovny']);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Firma' })).toHaveFocus();
    await expect(canvas.queryByRole('list', { name: 'Vybrané filtry' })).toBeNull();
    await expect(cards(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('status', { name: 'Adresa stránky' })).toHaveTextContent('(bez parametrů)');
  },
};

/** `Zrušit všechny filtry` from two chips on. */
export const ClearingFilters: Story = {
  decorators: atAddress('https://www.example.cz/kariera?companies=1&locations=10,11'),
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Zrušit všechny filtry' }));
    await expect(canvas.getByRole('button', { name: 'Firma' })).toHaveFocus();
    await expect(cards(canvasElement)).toHaveLength(5);
  },
};

/** Filters no open position matches (SPEC §8). */
export const NoMatch: Story = {
  decorators: atAddress('https://www.example.cz/kariera?companies=2&workfields=400'),
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('V současné chvíli pro vás nemáme vhodnou nabídku.')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(await canvas.findByText('Nenašli jsme žádnou pozici.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Zrušit všechny filtry' })).toBeVisible();
  },
};

/** No open position at all (the feed has only a confidential one): the text, no filters. */
export const NothingOpen: Story = {
  beforeEach({ msw }) {
    msw.use(feed(feedPositions.filter((job) => job.confidential)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('V současné chvíli pro vás nemáme vhodnou nabídku.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Filtry pozic' })).toBeNull();
  },
};

/** The feed fails: logged (SPEC §8), said, and `Zkusit znovu` asks again. */
export const Failure: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(CAREERS_URL, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ payload: feedPositions });
      }),
    );
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Volné pozice se nám teď nepodařilo načíst.',
    );
    await expect(console.error).toHaveBeenCalledWith(
      'Error loading the careers positions',
      expect.anything(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }));
    // The button went with the error: the focus waits on the heading, and the live region says what came.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Volné pozice' })).toHaveFocus();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(5));
    await expect(await canvas.findByText('Nalezeno 7 pozic.')).toHaveAttribute('role', 'status');
  },
};

/** The editor's heading and perex. */
export const EditorTexts: Story = {
  args: props({ heading: 'Přidejte se k nám', perex: 'Hledáme kolegy do pojišťovny i autocenter.' }),
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Přidejte se k nám' })).toBeVisible();
    await expect(canvas.getByText('Hledáme kolegy do pojišťovny i autocenter.')).toBeVisible();
  },
};

/** On a phone: one card a row, the filter buttons wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(5));
    const [first, second] = cards(canvasElement);
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(feed());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Open positions' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'More positions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Location' })).toBeVisible();
  },
};
