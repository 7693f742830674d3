/**
 * A due date in words, as the student's home shows it (issue 11, point 10): "Due today",
 * "Due tomorrow", "Due Friday" (later this week), "Due in 9 days", "Due Dec 14" (two weeks or
 * more), "1 day late", "2 days late". Days are calendar days in the reader's time zone; `now`
 * is a parameter so tests fix it.
 */
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** A 'YYYY-MM-DD' day as local midnight. */
const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/** Whole calendar days from `from` to `to` (both local midnights); DST-proof by rounding. */
const daysBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / 86_400_000);

export function dueInWords(dueDate: string, now: Date = new Date()): string {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const due = localDay(dueDate);
  const days = daysBetween(today, due);
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} late`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  // Later this week (the week ends on Saturday): the day's name reads best.
  if (days <= 6 - today.getDay()) return `Due ${WEEKDAY.format(due)}`;
  if (days < 14) return `Due in ${days} days`;
  return `Due ${MONTH_DAY.format(due)}`;
}

/** Whether a due date has passed (the day after it is late). */
export const isLate = (dueDate: string, now: Date = new Date()) =>
  daysBetween(new Date(now.getFullYear(), now.getMonth(), now.getDate()), localDay(dueDate)) < 0;
