'use client';

import { Avatar, Tooltip, telHref } from '@insurance-web/ui';
import type { BranchMessages } from '../messages.js';
import { AddonIcon } from './AddonIcon.js';
import { type Branch, shortTime } from './branches.js';
import { NavigateLink } from './NavigateLink.js';

export interface BranchDetailProps {
  branch: Branch;
  /** Today's ISO weekday in Prague (1 Monday … 7 Sunday): its row is emphasised. */
  weekday: number;
  /** Today is a public holiday in Prague: today's row says the branch is closed. */
  holidayToday?: boolean;
  locale: 'cs' | 'en';
  t: BranchMessages;
}

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** The rating's format (one decimal), made once per locale: each one costs ICU's set-up again. */
function ratingFormat(locale: string): Intl.NumberFormat {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    ratingFormats.set(locale, format);
  }
  return format;
}

/**
 * One branch (SPEC §2 item 9): address with a route in the visitor's maps, e-mail and phone, opening
 * hours Monday to Friday with today's row emphasised (closed on a public holiday), its departments'
 * own lines (the same numbers the service-centre and dealer cards give), rating, add-ons with tooltips
 * and the people.
 */
export function BranchDetail({ branch, weekday, holidayToday = false, locale, t }: BranchDetailProps) {
  const rating = branch.rating === null ? null : ratingFormat(locale).format(branch.rating);
  return (
    <article className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 [overflow-wrap:anywhere] tablet:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* Focusable from code: picking a branch moves the focus here. */}
        <h3 tabIndex={-1} className="text-2xl font-bold text-ink">
          {branch.name}
        </h3>
        {rating ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-3 py-1 font-semibold text-ink">
            <span aria-hidden="true" className="text-accent">
              ★
            </span>
            <span aria-hidden="true">{rating}</span>
            <span className="sr-only">{t.rating(rating)}</span>
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 tablet:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h4 className="sr-only">{t.address}</h4>
          <address className="not-italic text-ink">
            {[branch.street, branch.houseNumber].filter(Boolean).join(' ')}
            <br />
            {[branch.zip, branch.city].filter(Boolean).join(' ')}
          </address>
          {branch.phone ? (
            <a href={telHref(branch.phone)} className="font-semibold text-brand underline underline-offset-4">
              {branch.phone}
            </a>
          ) : null}
          {branch.email ? (
            <a href={`mailto:${branch.email}`} className="text-brand underline underline-offset-4">
              {branch.email}
            </a>
          ) : null}
          <NavigateLink place={branch.name} latitude={branch.latitude} longitude={branch.longitude} />
        </div>
        <table className="w-full border-collapse text-left">
          <caption className="pb-2 text-left font-semibold text-ink">{t.openingHours}</caption>
          <tbody>
            {t.dayNames.map((day, index) => {
              const dow = index + 1;
              const slots = branch.slots.filter((slot) => slot.dow === dow);
              const isToday = dow === weekday;
              return (
                <tr
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={isToday ? 'bg-brand-soft font-bold text-brand' : 'text-ink'}
                >
                  <th scope="row" className="py-1.5 pr-4 pl-2 font-[inherit]">
                    {day}
                    {isToday ? <span className="font-normal"> ({t.today})</span> : null}
                  </th>
                  <td className="py-1.5 pr-2">
                    {isToday && holidayToday
                      ? t.closedHoliday
                      : slots.length > 0
                        ? slots.map((slot) => `${shortTime(slot.open)}–${shortTime(slot.close)}`).join(', ')
                        : t.closed}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {branch.departments.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-ink">{t.departments}</h4>
          <dl className="grid gap-3 tablet:grid-cols-2">
            {branch.departments.map((department) => (
              <div key={department.kind} className="flex flex-col gap-1">
                <dt className="text-ink">{t.departmentNames[department.kind]}</dt>
                {department.phone ? (
                  <dd>
                    <a
                      href={telHref(department.phone)}
                      className="font-semibold text-brand underline underline-offset-4"
                    >
                      {department.phone}
                    </a>
                  </dd>
                ) : null}
                {department.email ? (
                  <dd>
                    <a
                      href={`mailto:${department.email}`}
                      className="text-brand underline underline-offset-4"
                    >
                      {department.email}
                    </a>
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {branch.addons.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-ink">{t.addons}</h4>
          <ul className="flex flex-wrap gap-2">
            {branch.addons.map((addon) => (
              <li key={`${addon.icon}-${addon.tooltip}`}>
                <Tooltip content={addon.tooltip}>
                  <button
                    type="button"
                    aria-label={addon.tooltip}
                    className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-surface-muted text-xl text-brand hover:bg-brand-soft"
                  >
                    <AddonIcon icon={addon.icon} />
                  </button>
                </Tooltip>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {branch.people.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h4 className="font-semibold text-ink">{t.people}</h4>
          <ul className="grid gap-3 tablet:grid-cols-2">
            {branch.people.map((person) => (
              <li key={`${person.name}-${person.phone}`} className="flex items-center gap-3">
                <Avatar name={person.name} photo={person.photo} size="md" />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{person.name}</span>
                  {person.phone ? (
                    <a href={telHref(person.phone)} className="text-brand underline underline-offset-4">
                      {person.phone}
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
