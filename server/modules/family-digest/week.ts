import { FAMILY_DIGEST_SCHEDULE } from '../../../common/family-digest/schedule';
import { DAY_MS, MINUTE_MS } from '../../lib/tokens';

/** How the weekly family digest runs; the send time itself is FAMILY_DIGEST_SCHEDULE. */
export const FAMILY_DIGEST = {
  /** Every instance looks this often whether a week's digests are due (cheap when none are). */
  intervalMs: 5 * MINUTE_MS,
  /**
   * A week's digests go out only this long after the week closes: an instance down all Monday
   * does not send "this week" on Tuesday.
   */
  sendWithinMs: DAY_MS,
  /** Parents per page: set-based queries per page keep memory bounded and avoid N+1. */
  pageSize: 500,
  /** An excerpt of the child's writing, in characters (plain text). */
  excerptChars: 160,
  /** A teacher's comment or note, in characters (plain text). */
  feedbackChars: 240,
} as const;

export interface DigestWeek {
  /** The closing date, YYYY-MM-DD: what family_digests records per parent. */
  week: string;
  /** Activity after this time (exclusive)… */
  from: string;
  /** …and up to the closing time (inclusive). */
  to: string;
  closesAt: Date;
}

/** The last week that closed at or before `now` (the closing time is Sunday 17:00 UTC). */
export function lastClosedWeek(now: Date): DigestWeek {
  const { weekdayUtc, hourUtc } = FAMILY_DIGEST_SCHEDULE;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  const daysBack = (now.getUTCDay() - weekdayUtc + 7) % 7;
  let closes = today - daysBack * DAY_MS;
  if (closes > now.getTime()) closes -= 7 * DAY_MS;
  const closesAt = new Date(closes);
  return {
    week: closesAt.toISOString().slice(0, 10),
    from: new Date(closes - 7 * DAY_MS).toISOString(),
    to: closesAt.toISOString(),
    closesAt,
  };
}

/** The week whose digests are due at `now`, or null once the sending window has passed. */
export function dueWeek(now: Date): DigestWeek | null {
  const week = lastClosedWeek(now);
  return now.getTime() - week.closesAt.getTime() < FAMILY_DIGEST.sendWithinMs ? week : null;
}
