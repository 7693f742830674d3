/**
 * When the weekly family digest goes out (issue 12, point 3): one fixed time a week, Sunday at
 * 17:00 UTC (13:00 in New York in summer, 18:00 in London in winter: the quiet end of a
 * weekend). Each digest covers the seven days up to that time. The account page and the email
 * both state it from here.
 */
export const FAMILY_DIGEST_SCHEDULE = {
  /** 0 = Sunday, as Date#getUTCDay. */
  weekdayUtc: 0,
  hourUtc: 17,
  label: 'Sundays at 17:00 UTC',
} as const;
