import { contentProps } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSite } from '../../../../test/storySupport.js';
import { BranchContacts } from '../BranchContacts/BranchContacts.js';
import { branchContactsBlock } from '../BranchContacts/branchContactsBlock.js';
import type { BranchContactsProps } from '../BranchContacts/branchContactsContent.js';
import { demoBranches } from '../BranchContacts/fixtures.js';
import { WorkingHoursChart } from './WorkingHoursChart.js';
import { workingHoursBlock } from './workingHoursBlock.js';
import type { WorkingHoursProps } from './workingHoursContent.js';

const props = (data: object) => contentProps<WorkingHoursProps>(workingHoursBlock, data);

const meta = {
  title: 'Branch map/WorkingHoursChart',
  component: WorkingHoursChart,
  args: props({
    perex: 'Podle návštěv za poslední tři měsíce. Nejméně čekáte ráno.',
    branches: demoBranches,
  }),
  parameters: {
    docs: {
      description: {
        component: `How busy a branch is hour by hour (\`branches.working-hours\`, SPEC §2 item 7, §4), for
the branch the page shows: \`?pobocka=\` (default the first), so it follows a pick in the branch contacts
on the same page, its heading naming the branch (\`Kdy je na pobočce Brno Vinohrady nejvíc lidí\`).
Weekday tabs \`Po\` … \`Pá\` (Radix Tabs from ui: arrow keys between days), opening on today in Prague
and on Monday at the weekend (the site's clock, never the browser's zone). A bar per hour the branch
is open that day, from its opening slots: none in a lunch break (a gap instead) or after closing, a
day it is closed says so. Bars 0.75, 1 and 1.5 rem high for values 1, 2 and 3, red from 3 on (a
legend says what red means); an open hour without data is an outline. The bars are hidden from
screen readers; a table with the same hours and \`málo lidí\` / \`středně\` / \`hodně lidí\` is their text.

The busy data is each branch's own (\`busyHours\` in the branch directory, beside its opening hours,
which the host puts into \`branches\`); a value for an hour the branch is closed is refused there.
The editor writes only the perex:

\`\`\`json
{ "__component": "branches.working-hours", "perex": "Podle návštěv za poslední tři měsíce." }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof WorkingHoursChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hours the day's bars stand for, in order. */
const hours = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>('[data-hour]')].map((bar) => Number(bar.dataset.hour));

const bars = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>('[data-value]')].map((bar) => ({
    value: Number(bar.dataset.value),
    height: getComputedStyle(bar).height,
    red: getComputedStyle(bar).backgroundColor === 'rgb(179, 38, 30)',
  }));

/**
 * The first branch, Černý Most, on the demo clock's Wednesday: its name in the heading; heights and
 * colours follow the values; closed 12–13, so no bar at noon and a gap before 13.
 */
export const Today: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Kdy je na pobočce Praha Černý Most nejvíc lidí' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'středa' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'středa' })).toHaveTextContent('St');
    const panel = canvas.getByRole('tabpanel');
    const shown = bars(panel);
    await expect(shown.find((bar) => bar.value === 1)).toMatchObject({ height: '12px', red: false });
    await expect(shown.find((bar) => bar.value === 2)).toMatchObject({ height: '16px', red: false });
    await expect(shown.find((bar) => bar.value === 3)).toMatchObject({ height: '24px', red: true });
    await expect(hours(panel)).toStrictEqual([8, 9, 10, 11, 13, 14, 15, 16, 17]);
    const table = within(panel).getByRole('table', { name: 'Vytížení pobočky Praha Černý Most: středa' });
    await expect(within(table).getByRole('row', { name: '13:00–14:00 hodně lidí' })).toBeInTheDocument();
    await expect(within(table).queryByRole('row', { name: /^12:00/ })).toBeNull();
  },
};

/** `?pobocka=brno-vinohrady`: Brno's chart, by name, with its own hours; closed on Fridays, and says so. */
export const FromAddress: Story = {
  decorators: [withSite('https://www.example.cz/pobocky?pobocka=brno-vinohrady')],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Kdy je na pobočce Brno Vinohrady nejvíc lidí' }),
    ).toBeVisible();
    await expect(hours(canvas.getByRole('tabpanel'))).toStrictEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    await userEvent.click(canvas.getByRole('tab', { name: 'pátek' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('V pátek má pobočka zavřeno.');
  },
};

/**
 * The chart beside the branch contacts, as on the branches page: picking Brno in the list turns the
 * chart to Brno, heading and bars.
 */
export const FollowsThePick: Story = {
  decorators: [withSite('https://www.example.cz/pobocky')],
  render: (args) => (
    <>
      <BranchContacts
        {...contentProps<BranchContactsProps>(branchContactsBlock, { branches: demoBranches })}
      />
      <WorkingHoursChart {...args} />
    </>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: /Praha Černý Most nejvíc lidí$/ }),
    ).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Všechny pobočky' })).getByRole('link', {
        name: /^Pobočka Brno Vinohrady/,
      }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Kdy je na pobočce Brno Vinohrady nejvíc lidí' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Černý Most nejvíc lidí/)).toBeNull();
    await expect(hours(canvas.getByRole('tabpanel', { name: 'středa' }))).toStrictEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
  },
};

/** Saturday in Prague (Friday evening in New York would not matter): the chart opens on Monday. */
export const Weekend: Story = {
  decorators: [withSite(undefined, '2026-11-28T09:00:00.000Z')],
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('tab', { name: 'pondělí' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Friday after 23:00 UTC is already Saturday in Prague: Monday again. */
export const PragueMidnight: Story = {
  decorators: [withSite(undefined, '2026-11-27T23:30:00.000Z')],
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('tab', { name: 'pondělí' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Arrow keys move between the days; a value above 3 stays 1.5 rem high and red. */
export const Friday: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'středa' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'pátek' })).toHaveAttribute('aria-selected', 'true');
    await expect(bars(canvas.getByRole('tabpanel')).find((bar) => bar.value === 4)).toMatchObject({
      height: '24px',
      red: true,
    });
  },
};

/** Busy data for Monday's first hours only: the other open hours are outlines, `bez údajů`; a day without any says so. */
export const MissingData: Story = {
  args: props({
    branches: [
      {
        ...demoBranches[1],
        busyHours: [
          {
            day: 'st',
            hours: [
              { hour: 8, value: 1 },
              { hour: 9, value: 2 },
            ],
          },
        ],
      },
    ],
  }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'pondělí' }));
    await expect(canvas.getByText('Pro tento den údaje nemáme.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'středa' }));
    const table = within(canvas.getByRole('tabpanel')).getByRole('table');
    await expect(within(table).getByRole('row', { name: '10:00–11:00 bez údajů' })).toBeInTheDocument();
    await expect(hours(canvas.getByRole('tabpanel'))).toHaveLength(9);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const English: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('tab', { name: 'Wednesday' })).toHaveTextContent('Wed');
  },
};

/**
 * The day tabs by keyboard alone: Tab lands on today's tab (the only one in the Tab order), the arrow
 * keys, Home and End pick a day (wrapping at the ends) and its hours follow, Tab goes on into the day's
 * panel and Shift+Tab back to the day picked.
 */
export const KeyboardTabs: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const caption = () => within(canvas.getByRole('tabpanel')).getByRole('table');
    await userEvent.tab();
    await expect(tab('středa')).toHaveFocus();
    await expect(canvas.getAllByRole('tab').filter((each) => each.tabIndex === 0)).toStrictEqual([
      tab('středa'),
    ]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('úterý')).toHaveFocus();
    await expect(tab('úterý')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('středa')).toHaveAttribute('aria-selected', 'false');
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky Praha Černý Most: úterý');
    await expect(within(caption()).getByRole('row', { name: '9:00–10:00 málo lidí' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(tab('pátek')).toHaveFocus();
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky Praha Černý Most: pátek');
    // Friday's nine open hours (closed 12–13), the busiest at 13.
    await expect(within(caption()).getAllByRole('row')).toHaveLength(10);
    await expect(within(caption()).getByRole('row', { name: '13:00–14:00 hodně lidí' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('pondělí')).toHaveFocus();
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky Praha Černý Most: pondělí');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('pátek')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('pondělí')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(tab('čtvrtek')).toHaveAttribute('aria-selected', 'true');
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky Praha Černý Most: čtvrtek');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('čtvrtek');
    await userEvent.tab({ shift: true });
    await expect(tab('čtvrtek')).toHaveFocus();
  },
};
