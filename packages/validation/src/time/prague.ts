/** The time zone of every date rule (SPEC-NOTES "Time"), whatever the visitor's or server's own zone. */
export const PRAGUE_TIME_ZONE = 'Europe/Prague';

export interface PragueTime {
  /** Calendar date in Prague, `yyyy-mm-dd`. */
  date: string;
  hour: number;
  minute: number;
}

// One formatter for the module: building an Intl formatter is far costlier than using it.
let formatter: Intl.DateTimeFormat | undefined;

function pragueFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PRAGUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return formatter;
}

/** The wall-clock date and time in Prague at an instant. An invalid `Date` throws: a broken clock is a bug to see. */
export function pragueTime(now: Date): PragueTime {
  const parts: Record<string, string> = {};
  for (const part of pragueFormatter().formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** Today's date in Prague. */
export function pragueToday(now: Date): string {
  return pragueTime(now).date;
}

/** The instant of a Prague wall-clock time: the zone offset is read at a first guess, then once more across a DST change. */
export function pragueInstant(isoDate: string, hour = 0, minute = 0): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const seen = pragueTime(new Date(guess));
    const seenWall = Date.parse(`${seen.date}T00:00:00Z`) + (seen.hour * 60 + seen.minute) * 60_000;
    guess += wall - seenWall;
  }
  return new Date(guess);
}
