import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips.js';
import { FilterMenu } from './FilterMenu.js';

/*
 * The careers list's filter pieces on their own (SPEC §2 item 7: "filter dropdown with checkboxes and
 * removable filter chips"), for any list that filters by groups of options.
 */

const LOCATIONS = [
  { id: '10', name: 'Praha' },
  { id: '11', name: 'Brno' },
  { id: '12', name: 'Ostrava' },
];

/** A dropdown and its chips, kept in a story's own state as a list would keep them. */
function LocationFilter({ initial = [] }: { initial?: string[] }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="relative flex flex-wrap gap-2">
        <legend className="sr-only">Filtry</legend>
        <FilterMenu
          label="Lokalita"
          chosenText={`vybráno ${chosen.length}`}
          options={LOCATIONS}
          chosen={chosen}
          onChange={setChosen}
        />
      </fieldset>
      <FilterChips
        label="Vybrané filtry"
        chips={LOCATIONS.filter((option) => chosen.includes(option.id)).map((option) => ({
          key: option.id,
          name: option.name,
          removeLabel: `Zrušit filtr Lokalita: ${option.name}`,
          onRemove: () => setChosen(chosen.filter((id) => id !== option.id)),
        }))}
        clearLabel="Zrušit všechny filtry"
        onClear={() => setChosen([])}
        onEmptied={fn()}
      />
    </div>
  );
}

const meta = {
  title: 'Careers/Filters',
  component: FilterMenu,
  args: { label: 'Lokalita', chosenText: '', options: LOCATIONS, chosen: [], onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `\`FilterMenu\`: one group of options as a dropdown of native checkboxes (a disclosure button
and a fieldset named by the group, at most 16 rem high, scrolling beyond). It opens on the first
choice, stays open for several ticks, and closes on Escape (focus back on the button), a click
elsewhere or the focus leaving. The button shows how many choices are on, and says it
(\`chosenText\`). \`FilterChips\`: the chosen options as chips that remove themselves, with
\`Zrušit všechny filtry\` from two on; a removed chip hands the focus to the next one, or to
\`onEmptied\` when none is left. Both are controlled: the list keeps the state (the careers list keeps
it in the address).

\`\`\`tsx
<FilterMenu label="Lokalita" chosenText="vybrány 2 možnosti" options={options} chosen={ids} onChange={setIds} />
<FilterChips label="Vybrané filtry" chips={chips} clearLabel="Zrušit všechny filtry" onClear={clear} onEmptied={focusBar} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof FilterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, nothing chosen. */
export const Closed: Story = {
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Lokalita' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Ticked choices: the count on the button, the chips, and removing one. */
export const WithChips: Story = {
  render: () => <LocationFilter />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lokalita' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Praha' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ostrava' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Lokalita (vybráno 2)' })).toHaveFocus();
    const chips = within(canvas.getByRole('list', { name: 'Vybrané filtry' }));
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toStrictEqual([
      'Praha',
      'Ostrava',
    ]);
    await userEvent.click(chips.getByRole('button', { name: 'Zrušit filtr Lokalita: Praha' }));
    await expect(canvas.getByRole('button', { name: 'Zrušit filtr Lokalita: Ostrava' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Zrušit všechny filtry' })).toBeNull();
  },
};

/** A group without options cannot be opened. */
export const NoOptions: Story = {
  args: { options: [] },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Lokalita' })).toBeDisabled();
  },
};

/**
 * By keyboard alone, as a visitor without a mouse: Tab reaches the button, Enter opens it on the first
 * choice, Tab and Shift+Tab move between the choices, Space ticks, Escape closes with the focus back
 * on the button, which now says how many are chosen; the chosen ones are the chips, in the list's order.
 */
export const KeyboardOnly: Story = {
  render: () => <LocationFilter />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Lokalita' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = canvas.getByRole('group', { name: 'Lokalita' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Praha' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const ostrava = canvas.getByRole('checkbox', { name: 'Ostrava' });
    await expect(ostrava).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(ostrava).toBeChecked();
    // A tick keeps the list open for the next one.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab({ shift: true });
    const brno = canvas.getByRole('checkbox', { name: 'Brno' });
    await expect(brno).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(brno).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Praha' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(group).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lokalita (vybráno 2)' })).toHaveFocus();
    const chips = within(canvas.getByRole('list', { name: 'Vybrané filtry' }));
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toStrictEqual([
      'Brno',
      'Ostrava',
    ]);
    // Space opens it again, the ticks kept; Space on a ticked choice unticks it.
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Praha' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Brno' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Brno' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Ostrava' })).toBeChecked();
    // Tab past the last choice leaves the list, and it closes.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zrušit filtr Lokalita: Ostrava' })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toStrictEqual(['Ostrava']);
  },
};
