import {
  type CivilDate,
  type DayNumber,
  civilFromDays,
  daysFromCivil,
  sundayOnOrAfter,
  toDays,
  toIso,
  weekday,
} from './dates';
import type { Cycle, FixedFeastKey, OrdinaryNumber, Season, SundayKey } from './keys';
import { sundayGospel } from './lectionary';
import { sundayName } from './names';

/**
 * The Sundays of the General Roman Calendar as kept in the dioceses of the USA, computed
 * locally: Epiphany on a Sunday (not Jan 6), Ascension on the Seventh Sunday of Easter (as in
 * most US provinces), Corpus Christi on a Sunday.
 */

export interface LiturgicalSunday {
  /** 'YYYY-MM-DD' */
  date: string;
  key: SundayKey;
  name: string;
  season: Season;
  cycle: Cycle;
  /**
   * Sundays after the Baptism of the Lord and after Pentecost: the number (2–34) of the
   * Sunday in Ordinary Time this is, or the one a feast (Trinity, All Saints…) takes the place of.
   */
  ordinaryTime?: number;
}

export interface SundayWithGospel extends LiturgicalSunday {
  /** The Lectionary (USA) reference, e.g. 'Mark 13:33-37'. */
  gospel: string;
}

const WEEK = 7;

/** Easter Sunday by the Gregorian computus (the anonymous algorithm of Meeus, Jones, Butcher). */
export function easterSunday(year: number): string {
  return toIso(easterDays(year));
}

function easterDays(year: number): DayNumber {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`The Gregorian computus covers the years 1583–9999, not ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return daysFromCivil(year, month, day);
}

/** The fourth Sunday before Christmas: the Sunday from Nov 27 to Dec 3. */
export function firstSundayOfAdvent(year: number): string {
  return toIso(adventDays(year));
}

function adventDays(year: number): DayNumber {
  return sundayOnOrAfter(daysFromCivil(year, 11, 27));
}

/** In the USA, Epiphany is kept on the Sunday from Jan 2 to Jan 8. */
export function epiphany(year: number): string {
  return toIso(epiphanyDays(year));
}

function epiphanyDays(year: number): DayNumber {
  return sundayOnOrAfter(daysFromCivil(year, 1, 2));
}

/**
 * The Baptism of the Lord: the Sunday after Epiphany, but the Monday after when Epiphany
 * falls on Jan 7 or 8 (US practice, so that the Christmas season does not run past Jan 13).
 */
export function baptismOfTheLord(year: number): string {
  return toIso(baptismDays(year));
}

function baptismDays(year: number): DayNumber {
  const epiphany = epiphanyDays(year);
  return epiphany - daysFromCivil(year, 1, 1) >= 6 ? epiphany + 1 : epiphany + WEEK;
}

/**
 * The Holy Family: the Sunday within the octave of Christmas (Dec 26–31), or Friday Dec 30
 * when Christmas is a Sunday, a year with no Holy Family Sunday.
 */
export function holyFamily(year: number): string {
  const christmas = daysFromCivil(year, 12, 25);
  return toIso(weekday(christmas) === 0 ? christmas + 5 : sundayOnOrAfter(christmas));
}

/**
 * The cycle of the liturgical year holding the date. A liturgical year starts on the First
 * Sunday of Advent and is named after the civil year in which it ends: Year C when that
 * year is a multiple of 3, then A, then B.
 */
export function sundayCycle(date: CivilDate): Cycle {
  const days = toDays(date);
  const { year } = civilFromDays(days);
  const endYear = days >= adventDays(year) ? year + 1 : year;
  return (['C', 'A', 'B'] as const)[endYear % 3] ?? 'A';
}

/** The date itself when it is a Sunday, else the next Sunday ('YYYY-MM-DD'). */
export function comingSunday(date: CivilDate): string {
  return toIso(sundayOnOrAfter(toDays(date)));
}

/** The coming Sunday (see comingSunday) with its celebration and Gospel. */
export function thisSunday(date: CivilDate): SundayWithGospel {
  const sunday = liturgicalSunday(comingSunday(date));
  return { ...sunday, gospel: sundayGospel(sunday.key, sunday.cycle) };
}

/**
 * Fixed-date celebrations that take the place of a Sunday in Ordinary Time (they outrank it
 * in the Table of Liturgical Days; All Souls takes it too). None of these dates can fall on
 * a Sunday of Advent, Christmas, Lent or Easter, or on Christ the King (Nov 20–26).
 */
const FIXED_FEASTS: readonly [month: number, day: number, key: FixedFeastKey][] = [
  [2, 2, 'presentation'],
  [6, 24, 'john-the-baptist'],
  [6, 29, 'peter-and-paul'],
  [8, 6, 'transfiguration'],
  [8, 15, 'assumption'],
  [9, 14, 'holy-cross'],
  [11, 1, 'all-saints'],
  [11, 2, 'all-souls'],
  [11, 9, 'lateran'],
];

/** Which Sunday a date is; a RangeError when it is not a Sunday. */
export function liturgicalSunday(date: CivilDate): LiturgicalSunday {
  const days = toDays(date);
  if (weekday(days) !== 0) throw new RangeError(`Not a Sunday: ${toIso(days)}`);
  const cycle = sundayCycle(date);
  const found = whichSunday(days, civilFromDays(days).year);
  const sunday: LiturgicalSunday = {
    date: toIso(days),
    key: found.key,
    name: sundayName(found.key),
    season: found.season,
    cycle,
  };
  if (found.ordinaryTime !== undefined) sunday.ordinaryTime = found.ordinaryTime;
  return sunday;
}

interface Found {
  key: SundayKey;
  season: Season;
  ordinaryTime?: number;
}

function whichSunday(days: DayNumber, year: number): Found {
  const advent = adventDays(year);
  // From Advent to Dec 31 the Sundays open the next liturgical year.
  if (days >= advent) {
    const christmas = daysFromCivil(year, 12, 25);
    if (days < christmas)
      return { key: `advent-${weeksFrom(advent, days) + 1}` as SundayKey, season: 'advent' };
    return { key: days === christmas ? 'christmas' : 'holy-family', season: 'christmas' };
  }
  if (days === daysFromCivil(year, 1, 1)) return { key: 'mary-mother-of-god', season: 'christmas' };
  const epiphany = epiphanyDays(year);
  if (days === epiphany) return { key: 'epiphany', season: 'christmas' };
  const baptism = baptismDays(year);
  if (days === baptism) return { key: 'baptism', season: 'christmas' };

  const easter = easterDays(year);
  const lent = easter - 6 * WEEK;
  // Before Lent: Ordinary Time counted from the Baptism, whose week is the first; when the
  // Baptism is a Monday, the Sunday before it was Epiphany and the next is still the second.
  if (days < lent) {
    const second = sundayOnOrAfter(baptism + 1);
    return ordinary(days, weeksFrom(second, days) + 2, year);
  }
  if (days < easter - WEEK)
    return { key: `lent-${weeksFrom(lent, days) + 1}` as SundayKey, season: 'lent' };
  if (days === easter - WEEK) return { key: 'palm-sunday', season: 'lent' };
  const afterEaster = weeksFrom(easter, days);
  if (afterEaster === 0) return { key: 'easter', season: 'easter' };
  if (afterEaster <= 5) return { key: `easter-${afterEaster + 1}` as SundayKey, season: 'easter' };
  if (afterEaster === 6) return { key: 'ascension', season: 'easter' };
  if (afterEaster === 7) return { key: 'pentecost', season: 'easter' };

  // After Pentecost: counted backward from Christ the King, the 34th and last Sunday, so the
  // week left out in a year with 33 weeks is the one after Pentecost.
  const number = 34 - weeksFrom(days, advent - WEEK);
  // Trinity and Corpus Christi are solemnities of the Lord and keep their Sunday even against
  // St John the Baptist (Jun 24), which then moves to another day.
  if (afterEaster === 8) return { key: 'trinity', season: 'ordinary', ordinaryTime: number };
  if (afterEaster === 9) return { key: 'corpus-christi', season: 'ordinary', ordinaryTime: number };
  if (number === 34) return { key: 'christ-the-king', season: 'ordinary', ordinaryTime: 34 };
  return ordinary(days, number, year);
}

function ordinary(days: DayNumber, number: number, year: number): Found {
  if (!Number.isInteger(number) || number < 2 || number > 33) {
    throw new RangeError(`No Sunday ${number} in Ordinary Time (${toIso(days)})`);
  }
  const feast = FIXED_FEASTS.find(([month, day]) => daysFromCivil(year, month, day) === days);
  const key: SundayKey = feast ? feast[2] : `ordinary-${number as OrdinaryNumber}`;
  return { key, season: 'ordinary', ordinaryTime: number };
}

function weeksFrom(start: DayNumber, end: DayNumber): number {
  return Math.floor((end - start) / WEEK);
}
