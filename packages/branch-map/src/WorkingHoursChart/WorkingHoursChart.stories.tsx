import { contentProps } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSite } from '../../../../test/storySupport.js';
import { workingHoursFixtures } from './fixtures.js';
import { WorkingHoursChart } from './WorkingHoursChart.js';
import { workingHoursBlock } from './workingHoursBlock.js';
import type { WorkingHoursProps } from './workingHoursContent.js';

const props = (data: object) => contentProps<WorkingHoursProps>(workingHoursBlock, data);

const meta = {
  title: 'Branch map/WorkingHoursChart',
  component: WorkingHoursChart,
  args: props(workingHoursFixtures.full),
  parameters: {
    docs: {
      description: {
        component: `How busy a branch is hour by hour (\`branches.working-hours\`, SPEC §2 item 7, §4): weekday
tabs \`Po\` … \`Pá\` (Radix Tabs from ui: arrow keys between days), opening on today in Prague and on
Monday at the weekend (the site's clock, never the browser's zone). A bar per hour, 0.75, 1 and
1.5 rem high for values 1, 2 and 3, red from 3 on (a legend says what red means). The bars are
hidden from screen readers; a table with the same hours and \`málo lidí\` / \`středně\` / \`hodně lidí\`
is their text. A day the content leaves out says so.

\`\`\`json
{ "__component": "branches.working-hours", "heading": "Kdy je na pobočce nejvíc lidí",
  "days": [{ "day": "po", "hours": [{ "hour": 8, "value": 1 }, { "hour": 12, "value": 3 }] }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof WorkingHoursChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bars = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>('[data-value]')].map((bar) => ({
    value: Number(bar.dataset.value),
    height: getComputedStyle(bar).height,
    red: getComputedStyle(bar).backgroundColor === 'rgb(179, 38, 30)',
  }));

/** The demo clock's Wednesday: `St` is open; heights and colours follow the values. */
export const Today: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'středa' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'středa' })).toHaveTextContent('St');
    const panel = canvas.getByRole('tabpanel');
    const shown = bars(panel);
    await expect(shown.find((bar) => bar.value === 1)).toMatchObject({ height: '12px', red: false });
    await expect(shown.find((bar) => bar.value === 2)).toMatchObject({ height: '16px', red: false });
    await expect(shown.find((bar) => bar.value === 3)).toMatchObject({ height: '24px', red: true });
    const table = within(panel).getByRole('table', { name: 'Vytížení pobočky: středa' });
    await expect(within(table).getByRole('row', { name: '12:00–13:00 hodně lidí' })).toBeInTheDocument();
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

/** Only Monday in the content: the other days say there is no data. */
export const MissingDays: Story = {
  args: props(workingHoursFixtures.minimal),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kdy je u nás nejvíc lidí' })).toBeVisible();
    await expect(canvas.getByText('Pro tento den údaje nemáme.')).toBeVisible();
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
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky: úterý');
    await expect(within(caption()).getByRole('row', { name: '9:00–10:00 málo lidí' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(tab('pátek')).toHaveFocus();
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky: pátek');
    // Friday's eight hours, the busiest at noon.
    await expect(within(caption()).getAllByRole('row')).toHaveLength(9);
    await expect(within(caption()).getByRole('row', { name: '12:00–13:00 hodně lidí' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('pondělí')).toHaveFocus();
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky: pondělí');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('pátek')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('pondělí')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(tab('čtvrtek')).toHaveAttribute('aria-selected', 'true');
    await expect(caption()).toHaveAccessibleName('Vytížení pobočky: čtvrtek');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('čtvrtek');
    await userEvent.tab({ shift: true });
    await expect(tab('čtvrtek')).toHaveFocus();
  },
};
