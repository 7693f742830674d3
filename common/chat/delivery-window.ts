/**
 * When a message between an adult and a minor may be delivered (issue 17, point 4): from 07:00
 * to 22:00 in the school's time zone, and outside any quiet hours a teacher set on top. A
 * message is accepted at any time; this answers the moment it is delivered and notified.
 */

/** Local times of day, "HH:MM", from `start` up to (not including) `end`; may cross midnight. */
export interface QuietHours {
  start: string;
  end: string;
}

/** The hours in which nothing reaches a minor, in the school's time zone (diocesan guidelines). */
export const SCHOOL_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };

const MINUTES_PER_DAY = 24 * 60;

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** The wall-clock date and minute of the day at `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return { ...parts, minuteOfDay: parts.hour * 60 + parts.minute };
}

/** The instant at which the wall clock in `timeZone` shows this date and minute of the day. */
function instantOf(
  date: { year: number; month: number; day: number },
  minuteOfDay: number,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  // The zone's offset at a guess, then again at the answer: they differ only across a change
  // of clocks, where the second is the right one.
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(new Date(instant), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    instant += asUtc - shownAsUtc;
  }
  return new Date(instant);
}

/** Whether a minute of the day falls in the quiet hours. */
function isQuiet(minuteOfDay: number, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end
    ? minuteOfDay >= start && minuteOfDay < end
    : minuteOfDay >= start || minuteOfDay < end;
}

/**
 * The first moment at or after `at` outside the school's quiet hours and every one of
 * `extraQuietHours`, in the school's `timeZone` (IANA). Quiet hours that leave no time in the
 * day are refused: a message must be able to arrive. Between adults only (`schoolWindow`
 * false) only the extra quiet hours hold a message.
 */
export function deliveryTime(
  at: Date,
  timeZone: string,
  extraQuietHours: readonly QuietHours[] = [],
  { schoolWindow = true }: { schoolWindow?: boolean } = {},
): Date {
  const quiet = schoolWindow ? [SCHOOL_QUIET_HOURS, ...extraQuietHours] : [...extraQuietHours];
  let moment = at;
  // Each step moves to the end of one quiet period; more than one per period means the
  // periods cover the whole day.
  for (let step = 0; step <= quiet.length * 2; step++) {
    const clock = wallClock(moment, timeZone);
    const holding = quiet.find((hours) => isQuiet(clock.minuteOfDay, hours));
    if (!holding) return moment;
    const end = minutesOf(holding.end);
    const nextDay = end <= clock.minuteOfDay;
    const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + (nextDay ? 1 : 0)));
    moment = instantOf(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
      end % MINUTES_PER_DAY,
      timeZone,
    );
  }
  throw new RangeError('The quiet hours leave no time in the day for a message to arrive');
}
