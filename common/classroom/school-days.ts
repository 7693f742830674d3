/**
 * The one time-zone rule of the classroom (issue 11, points 4, 7 and 9): open dates and due
 * dates are calendar days ('YYYY-MM-DD'), and a dated day covers every time zone. It starts
 * when it starts anywhere on Earth (UTC+14) and ends when it has ended everywhere (UTC−12,
 * "anywhere on Earth"). So a scheduled activity is never hidden from a student whose day has
 * begun, and a hand-in is late only once the due day is over wherever the student writes.
 * Lectio stores no time zone per class; this rule needs none and is the same on the server,
 * in the browser and in the CSV export.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The earliest zone (Kiribati, UTC+14) and the latest (Baker Island, UTC−12). */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a 'YYYY-MM-DD' day, or NaN for anything else. */
function utcMidnight(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The instant a dated day begins somewhere: midnight in UTC+14. */
export const dayStartsAt = (day: string): number => utcMidnight(day) - EARLIEST_OFFSET_MS;

/** The instant a dated day is over everywhere: the next midnight in UTC−12. */
export const dayEndsAt = (day: string): number => utcMidnight(day) + DAY_MS + LATEST_OFFSET_MS;

/** The latest calendar day ('YYYY-MM-DD') that has begun somewhere on Earth at `now` (UTC+14). */
export const latestDayBegun = (now: Date): string =>
  new Date(now.getTime() + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Whether an activity opening on `opensOn` (null: at once) is open at `now`: its day has begun
 * somewhere (the same as `now >= dayStartsAt(opensOn)`, written as the day comparison the
 * student-side SQL makes).
 */
export const hasOpened = (opensOn: string | null, now: Date): boolean =>
  opensOn === null || opensOn <= latestDayBegun(now);

/** A hand-in is late when it came after the end of the due day (none: never late). */
export const isLateHandIn = (submittedAt: string | null, dueDate: string | null): boolean =>
  submittedAt !== null && dueDate !== null && Date.parse(submittedAt) > dayEndsAt(dueDate);

/** Whether the due day is over at `now` (work not handed in by then is overdue). */
export const isPastDue = (dueDate: string | null, now: Date): boolean =>
  dueDate !== null && now.getTime() > dayEndsAt(dueDate);

/** The dashboard's "upcoming" window: due days not yet over that begin within this many days. */
export const UPCOMING_DAYS = 14;

/** Whether a due date is upcoming at `now`: not over yet, and beginning within the window. */
export const isUpcoming = (dueDate: string, now: Date, days = UPCOMING_DAYS): boolean =>
  dayEndsAt(dueDate) >= now.getTime() && dayStartsAt(dueDate) <= now.getTime() + days * DAY_MS;

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Fri, Nov 27': a dated day as written, the same in every reader's time zone. */
export const formatSchoolDay = (day: string): string => {
  const midnight = utcMidnight(day);
  return Number.isNaN(midnight) ? day : DAY_FORMAT.format(new Date(midnight));
};
