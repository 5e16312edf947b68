import { contentProps } from '@insurance-web/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoSite } from '../../../../.storybook/site';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { demoBranches } from '../BranchContacts/fixtures';
import { branchIslands } from '../islands';
import { barHeightRem, chartHours, isBusy, openHours, workingWeek } from './busyHours';
import { WorkingHoursChart } from './WorkingHoursChart';
import { workingHoursBlock } from './workingHoursBlock';
import type { WorkingHoursProps } from './workingHoursContent';

const strahov = demoBranches[1];
const withBusy = (busyHours: object[]) => ({ branches: [{ ...strahov, busyHours }] });

describeBlockContract(workingHoursBlock, {
  valid: {
    full: { perex: 'Podle návštěv za poslední tři měsíce.', branches: demoBranches },
    minimal: { branches: [strahov] },
  },
  invalid: {
    noBranches: { data: { branches: [] }, path: 'branches' },
    saturday: { data: withBusy([{ day: 'so', hours: [] }]), path: 'branches.0.busyHours.0.day' },
    zero: {
      data: withBusy([{ day: 'po', hours: [{ hour: 8, value: 0 }] }]),
      path: 'branches.0.busyHours.0.hours.0.value',
    },
    hour24: {
      data: withBusy([{ day: 'po', hours: [{ hour: 24, value: 1 }] }]),
      path: 'branches.0.busyHours.0.hours.0.hour',
    },
    closedHour: {
      data: withBusy([{ day: 'po', hours: [{ hour: 7, value: 1 }] }]),
      path: 'branches.0.busyHours.0.hours.0.hour',
    },
    dayTwice: {
      data: withBusy([
        { day: 'po', hours: [] },
        { day: 'po', hours: [] },
      ]),
      path: 'branches.0.busyHours',
    },
  },
});

describe('the working-hours chart’s rules (SPEC §4)', () => {
  it('bars of values 1, 2, 3 are 0.75, 1 and 1.5 rem high; more stays 1.5', () => {
    expect([1, 2, 3, 4, 10].map(barHeightRem)).toEqual([0.75, 1, 1.5, 1.5, 1.5]);
  });

  it('a bar is red exactly from value 3 on', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), (value) => isBusy(value) === value >= 3));
  });

  it('a bar never gets lower as the value grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (a, b) => {
        if (a <= b) expect(barHeightRem(a)).toBeLessThanOrEqual(barHeightRem(b));
      }),
    );
  });

  it('the week is Monday to Friday in order, each day’s hours sorted; a day left out has none', () => {
    const week = workingWeek([
      {
        day: 'pa',
        hours: [
          { hour: 10, value: 2 },
          { hour: 8, value: 1 },
        ],
      },
      { day: 'po', hours: [{ hour: 9, value: 3 }] },
    ]);
    expect(week.map((day) => day.day)).toEqual([0, 1, 2, 3, 4]);
    expect(week[4]?.hours.map((hour) => hour.hour)).toEqual([8, 10]);
    expect(week[1]?.hours).toEqual([]);
  });

  const slot = (dow: number, open: string, close: string) => ({ dow, open, close });

  it('an hour is open when any minute of it is in one of the day’s slots', () => {
    const lunch = [slot(1, '08:00', '12:00'), slot(1, '13:00', '18:00'), slot(2, '07:30', '16:15')];
    expect(openHours(lunch, 1)).toEqual([8, 9, 10, 11, 13, 14, 15, 16, 17]);
    expect(openHours(lunch, 2)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(openHours(lunch, 5)).toEqual([]);
  });

  it('a day’s bars are exactly its open hours: never a closed one, whatever the data says', () => {
    const time = fc.integer({ min: 0, max: 23 * 4 }).map((quarter) => {
      const minutes = quarter * 15;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    const slots = fc.array(
      fc
        .tuple(time, time)
        .filter(([a, b]) => a < b)
        .map(([open, close]) => slot(1, open, close)),
      { maxLength: 3 },
    );
    const busy = fc.array(
      fc.record({ hour: fc.integer({ min: 0, max: 23 }), value: fc.integer({ min: 1, max: 5 }) }),
    );
    const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
    fc.assert(
      fc.property(slots, busy, (daySlots, busyHours) => {
        const bars = chartHours(daySlots, 1, busyHours);
        for (const bar of bars) {
          // Some minute of the hour is within a slot.
          expect(
            daySlots.some(
              (each) => minutes(each.open) < (bar.hour + 1) * 60 && minutes(each.close) > bar.hour * 60,
            ),
          ).toBe(true);
        }
        // Every hour fully inside a slot has its bar, in order, each once.
        for (const each of daySlots) {
          for (
            let hour = Math.ceil(minutes(each.open) / 60);
            (hour + 1) * 60 <= minutes(each.close);
            hour++
          ) {
            expect(bars.map((bar) => bar.hour)).toContain(hour);
          }
        }
        expect(bars.map((bar) => bar.hour)).toEqual(
          [...new Set(bars.map((bar) => bar.hour))].sort((a, b) => a - b),
        );
        // A break in the hours is marked where it is.
        for (const [index, bar] of bars.entries()) {
          expect(bar.afterBreak).toBe(index > 0 && bars[index - 1]?.hour !== bar.hour - 1);
        }
      }),
    );
  });

  it('Černý Most’s Monday: no bar at noon (lunch), a gap before 13, an hour the data leaves out has no value', () => {
    const bars = chartHours([slot(1, '08:00', '12:00'), slot(1, '13:00', '18:00')], 1, [
      { hour: 11, value: 3 },
      { hour: 12, value: 4 },
      { hour: 13, value: 3 },
    ]);
    expect(bars.find((bar) => bar.hour === 12)).toBeUndefined();
    expect(bars.find((bar) => bar.hour === 13)).toEqual({ hour: 13, value: 3, afterBreak: true });
    expect(bars.find((bar) => bar.hour === 8)).toEqual({ hour: 8, value: null, afterBreak: false });
  });
});

describe('branches.working-hours on the server', () => {
  const props = () =>
    contentProps<Required<WorkingHoursProps>>(workingHoursBlock, { branches: demoBranches });
  const html = (url: string) => renderBlockToHtml(workingHoursBlock, props(), { ...demoSite, url });

  it('shows the first branch without `pobocka`: its name, today’s tab (the demo clock’s Wednesday), its open hours', () => {
    const page = html('https://www.example.cz/pobocky');
    expect(page).toContain('Kdy je na pobočce Praha Černý Most nejvíc lidí');
    expect(page).toMatch(/aria-selected="true"[^>]*>(?:(?!<\/button>).)*středa/);
    expect(page).toContain('Vytížení pobočky Praha Černý Most: středa');
    expect(page).toContain('13:00–14:00');
    // Closed for lunch: no noon hour, neither bar nor row.
    expect(page).not.toContain('12:00–13:00');
    expect(page).not.toContain('data-hour="12"');
  });

  it('shows the branch of `pobocka`: Brno Vinohrady by name, with its own hours', () => {
    const page = html('https://www.example.cz/pobocky?pobocka=brno-vinohrady');
    expect(page).toContain('Kdy je na pobočce Brno Vinohrady nejvíc lidí');
    expect(page).not.toContain('Černý Most');
    expect(page).toContain('12:00–13:00');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(workingHoursBlock.island?.(props())).toBe(true);
    expect(await branchIslands['branches.working-hours']?.()).toBe(WorkingHoursChart);
  });
});

describe('the demo branches’ busy data', () => {
  it('has a value for every open hour and none for a closed one, so the busiest hour is always open', () => {
    const { branches } = contentProps(workingHoursBlock, { branches: demoBranches }) as {
      branches: {
        slots: { dow: number; open: string; close: string }[];
        busyWeek: { hours: { hour: number }[] }[];
      }[];
    };
    for (const branch of branches) {
      branch.busyWeek.forEach((day, index) => {
        expect(day.hours.map((hour) => hour.hour)).toEqual(openHours(branch.slots, index + 1));
      });
    }
  });
});
