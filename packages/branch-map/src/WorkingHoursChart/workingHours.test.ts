import { contentProps } from '@insurance-web/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { branchIslands } from '../islands';
import { barHeightRem, isBusy, workingWeek } from './busyHours';
import { workingHoursFixtures } from './fixtures';
import { WorkingHoursChart } from './WorkingHoursChart';
import { workingHoursBlock } from './workingHoursBlock';

describeBlockContract(workingHoursBlock, {
  valid: { full: workingHoursFixtures.full, minimal: workingHoursFixtures.minimal },
  invalid: {
    noDays: { data: { days: [] }, path: 'days' },
    saturday: { data: { days: [{ day: 'so', hours: [] }] }, path: 'days.0.day' },
    zero: { data: { days: [{ day: 'po', hours: [{ hour: 8, value: 0 }] }] }, path: 'days.0.hours.0.value' },
    hour24: { data: { days: [{ day: 'po', hours: [{ hour: 24, value: 1 }] }] }, path: 'days.0.hours.0.hour' },
    dayTwice: {
      data: {
        days: [
          { day: 'po', hours: [] },
          { day: 'po', hours: [] },
        ],
      },
      path: 'days',
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
});

describe('branches.working-hours on the server', () => {
  it('renders today’s tab (the demo clock’s Wednesday) with its bars and its table', () => {
    const html = renderBlockToHtml(
      workingHoursBlock,
      contentProps(workingHoursBlock, workingHoursFixtures.full),
    );
    expect(html).toContain('Kdy je na pobočce nejvíc lidí');
    expect(html).toMatch(/aria-selected="true"[^>]*>(?:(?!<\/button>).)*středa/);
    expect(html).toContain('Vytížení pobočky: středa');
    expect(html).toContain('12:00–13:00');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(workingHoursBlock.island?.(contentProps(workingHoursBlock, workingHoursFixtures.full))).toBe(true);
    expect(await branchIslands['branches.working-hours']?.()).toBe(WorkingHoursChart);
  });
});
