/**
 * Civil dates for the liturgical calendar. A date is a day on the calendar, not an instant:
 * it is kept as a count of days since 1970-01-01 and turned back into 'YYYY-MM-DD', with pure
 * integer arithmetic. Nothing here reads a clock or a time zone (a Date at local midnight
 * moves a day east or west of UTC), and nothing relies on Date's reading of years 0–99.
 */

/** A civil date: 'YYYY-MM-DD', or its parts (month 1–12). */
export type CivilDate = string | { year: number; month: number; day: number };

/** Days since 1970-01-01 (negative before it). */
export type DayNumber = number;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100);
  return era * 146097 + dayOfEra + dayOfYear - 719468;
}

/** The inverse of daysFromCivil. */
export function civilFromDays(days: DayNumber): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function isValid(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  // A day past the month's end comes back as another date.
  const back = civilFromDays(daysFromCivil(year, month, day));
  return back.year === year && back.month === month && back.day === day;
}

/** The day number of a civil date; a RangeError for anything that is not a real date. */
export function toDays(date: CivilDate): DayNumber {
  let parts: { year: number; month: number; day: number };
  if (typeof date === 'string') {
    const match = ISO_DATE.exec(date);
    if (!match) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
    parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  } else {
    parts = date;
  }
  const { year, month, day } = parts;
  if (!isValid(year, month, day)) {
    throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  }
  return daysFromCivil(year, month, day);
}

export function toIso(days: DayNumber): string {
  const { year, month, day } = civilFromDays(days);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** 0 = Sunday … 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekday(days: DayNumber): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** The date itself when it is a Sunday, else the next Sunday. */
export function sundayOnOrAfter(days: DayNumber): DayNumber {
  return days + ((7 - weekday(days)) % 7);
}
