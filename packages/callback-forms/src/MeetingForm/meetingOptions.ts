import type { RadioOption } from '@insurance-web/ui';
import { MEETING_PLACES, type MeetingPlace, pragueToday } from '@insurance-web/validation';
import type { MeetingVariantMessages } from './messages.js';

/** The two CMS sections of the form: registration for an event, a meeting with a specialist. */
export const MEETING_VARIANTS = ['techEvent', 'digitalMeeting'] as const;
export type MeetingVariant = (typeof MEETING_VARIANTS)[number];

/** An event the editor describes (tech-event registration). */
export interface MeetingEvent {
  name: string;
  /** The date and time as the editor writes them (`čtvrtek 11. června 2026 od 18:00`). */
  date: string;
  /** Where the in-person part takes place; `''` when the editor left it out. */
  venue: string;
  /** The day of the event, `yyyy-mm-dd` (the CMS's date field): registration closes after it. */
  day: string;
}

/**
 * Whether registration has closed: the event's day is over in Prague (SPEC-NOTES: every date rule
 * is Prague's), so a visitor can still register on the day itself, for the evening or the stream.
 */
export function isRegistrationClosed(event: Pick<MeetingEvent, 'day'> | null, now: Date): boolean {
  return event !== null && pragueToday(now) > event.day;
}

/** The fields on screen, in reading order: the drink only for a visitor who comes in person. */
export function meetingFieldsOnScreen(where: unknown) {
  return where === 'inPerson' ? FIELDS_IN_PERSON : FIELDS_ONLINE;
}

const FIELDS_IN_PERSON = ['topic', 'where', 'drink', 'name', 'surname', 'email', 'phone', 'notes'] as const;
const FIELDS_ONLINE = ['topic', 'where', 'name', 'surname', 'email', 'phone', 'notes'] as const;

/**
 * The place choice (SPEC §3 "where"): online or in person, in the order of `MEETING_PLACES`. An
 * event's venue, when given, says where "in person" is.
 */
export function placeOptions(t: MeetingVariantMessages, venue = ''): RadioOption[] {
  const options: Record<MeetingPlace, RadioOption> = {
    online: { value: 'online', label: t.online, description: t.onlineDescription },
    inPerson: { value: 'inPerson', label: t.inPerson, description: venue || t.inPersonDescription },
  };
  return MEETING_PLACES.map((place) => options[place]);
}

/** The indexes of the options whose value an earlier option already has (the CMS list's duplicates). */
export function duplicateIndexes(options: readonly { value: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  options.forEach((option, index) => {
    if (seen.has(option.value)) duplicates.push(index);
    seen.add(option.value);
  });
  return duplicates;
}
