import { NOTIFICATIONS_COPY } from '@common/copy/notifications';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "just now", "5 min ago", "3 hours ago", "yesterday", "4 days ago", then the date. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const { time } = NOTIFICATIONS_COPY;
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return time.justNow;
  if (elapsed < HOUR) return time.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return time.hours(Math.floor(elapsed / HOUR));
  if (elapsed < 7 * DAY) return time.days(Math.floor(elapsed / DAY));
  return DATE.format(new Date(iso));
}
