'use client';

import { SectionShell, Tabs, useQueryParam, useSite } from '@insurance-web/ui';
import { WORKING_DAY_LABELS } from '@insurance-web/validation';
import { useId, useState } from 'react';
import { type Branch, branchPlace, selectedBranch } from '../BranchContacts/branches.js';
import { usePragueWeekday } from '../BranchContacts/usePragueWeekday.js';
import { type BranchMessages, useBranchMessages } from '../messages.js';
import { barHeightRem, chartHours, isBusy } from './busyHours.js';
import type { WorkingHoursProps } from './workingHoursContent.js';

/**
 * The working-hours chart (SPEC §2 item 7, §4) of the branch the page shows: `?pobocka=` (default
 * the first), so it follows a pick in the branch contacts on the same page, heading included.
 * Weekday tabs `Po` … `Pá`, opening on today in Prague (Monday at the weekend); a bar per hour the
 * branch is open that day (none in a lunch break or after closing), 0.75, 1 or 1.5 rem high for
 * values 1, 2 and 3, red from 3 on. The bars are a picture; a table with the same hours is their
 * text for screen readers.
 */
export function WorkingHoursChart({ perex, branches }: WorkingHoursProps) {
  const t = useBranchMessages();
  const { config } = useSite();
  const markerId = useId();
  const labels = WORKING_DAY_LABELS[config.locale];
  const branch = selectedBranch(branches, useQueryParam('pobocka'));
  // Today in Prague, Monday at the weekend (SPEC §4), until the visitor picks a day.
  const weekday = usePragueWeekday(markerId);
  const today = String(weekday >= 6 ? 0 : weekday - 1);
  const [picked, setPicked] = useState<string | null>(null);
  if (!branch) return null;
  const place = branchPlace(branch);
  return (
    // A reading column from the content container's left edge, where every section heading starts.
    <SectionShell
      id={markerId}
      data-weekday={weekday}
      heading={t.hoursHeading(place)}
      perex={perex}
      width="text"
      gap="compact"
    >
      <Tabs
        label={t.hoursDays}
        value={picked ?? today}
        onValueChange={setPicked}
        items={branch.busyWeek.map((day) => ({
          value: String(day.day),
          label: (
            <>
              <span aria-hidden="true">{labels[day.day]}</span>
              <span className="sr-only">{t.weekdays[day.day]}</span>
            </>
          ),
          content: <DayChart branch={branch} day={day.day} t={t} />,
        }))}
      />
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-danger" />
        {t.busiestLegend}
      </p>
    </SectionShell>
  );
}

/** Tailwind's h-3, h-4 and h-6 are 0.75, 1 and 1.5 rem: whole class names, so Tailwind finds them. */
const BAR_HEIGHT: Record<number, string> = { 0.75: 'h-3', 1: 'h-4', 1.5: 'h-6' };

function DayChart({ branch, day, t }: { branch: Branch; day: number; t: BranchMessages }) {
  const busy = branch.busyWeek[day]?.hours ?? [];
  const hours = chartHours(branch.slots, day + 1, busy);
  if (hours.length === 0) return <p className="pt-4 text-ink-muted">{t.closedDay(day)}</p>;
  if (hours.every((hour) => hour.value === null)) return <p className="pt-4 text-ink-muted">{t.noHours}</p>;
  // A closed break (lunch) is a gap before the next open hour, so 11 and 13 never sit side by side.
  const gap = (afterBreak: boolean) => (afterBreak ? 'ml-3 tablet:ml-5' : '');
  return (
    <div className="pt-4">
      <div aria-hidden="true" className="flex items-end gap-1.5 border-b-2 border-line pb-1">
        {hours.map((hour) => (
          <span
            key={hour.hour}
            data-hour={hour.hour}
            data-value={hour.value ?? undefined}
            className={`min-w-0 flex-1 rounded-t ${gap(hour.afterBreak)} ${
              hour.value === null
                ? 'h-3 border-2 border-b-0 border-dashed border-line'
                : `${BAR_HEIGHT[barHeightRem(hour.value)]} ${isBusy(hour.value) ? 'bg-danger' : 'bg-brand'}`
            }`}
          />
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1.5 pt-1 text-center text-xs text-ink-muted">
        {hours.map((hour) => (
          <span key={hour.hour} className={`min-w-0 flex-1 ${gap(hour.afterBreak)}`}>
            {hour.hour}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{t.hoursCaption(branchPlace(branch), t.weekdays[day as 0 | 1 | 2 | 3 | 4])}</caption>
        <thead>
          <tr>
            <th scope="col">{t.hourColumn}</th>
            <th scope="col">{t.busynessColumn}</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour.hour}>
              <th scope="row">{`${hour.hour}:00–${hour.hour + 1}:00`}</th>
              <td>{hour.value === null ? t.noHourData : t.busyness(hour.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
