import { CHAT_SCREENS } from '@common/copy/chat-screens';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const WEEKDAY_TIME = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const FULL = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const DAY_MS = 86_400_000;

/**
 * A message's time in the reader's zone, as short as it can be: "3:42 PM" today, "Yesterday
 * 3:42 PM", "Tue 3:42 PM" this week, else "Nov 3".
 */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const days = Math.round((dayStart(now).getTime() - dayStart(at).getTime()) / DAY_MS);
  if (days <= 0) return CHAT_SCREENS.time.today(TIME.format(at));
  if (days === 1) return CHAT_SCREENS.time.yesterday(TIME.format(at));
  if (days < 7) return WEEKDAY_TIME.format(at);
  return DATE.format(at);
}

/** When a held message arrives: "7:00 AM" today, "Sat 7:00 AM" on another day. */
export function arrivalTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return dayStart(at).getTime() === dayStart(now).getTime()
    ? TIME.format(at)
    : WEEKDAY_TIME.format(at);
}

/** The full moment, for a time element's title. */
export const fullTime = (iso: string) => FULL.format(new Date(iso));
