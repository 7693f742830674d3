import { ACADEMY_AGE } from '../copy/academy-auth';

/** A date of birth as the date field sends it: YYYY-MM-DD. */
const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year, month and day of a real calendar date written YYYY-MM-DD, or null. */
export function parseBirthDate(value: string): { year: number; month: number; day: number } | null {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : null;
}

/**
 * Whole years of age on `today` (its UTC calendar date). A birthday on 29 February counts on
 * 1 March in other years. Null for an invalid date or one after today.
 */
export function ageOn(birthDate: string, today: Date): number | null {
  const born = parseBirthDate(birthDate);
  if (!born) return null;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  const age = year - born.year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/**
 * What an age allows on the Academy (SPEC §5 legal statements): an adult account; an account
 * that waits for a parent or guardian's consent (13 to 17); or none (under 13).
 */
export type AgeBand = 'adult' | 'needs-consent' | 'too-young';

export function ageBandOf(age: number): AgeBand {
  if (age >= ACADEMY_AGE.adult) return 'adult';
  if (age >= ACADEMY_AGE.minimum) return 'needs-consent';
  return 'too-young';
}
