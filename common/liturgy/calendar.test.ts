import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, toDays, toIso, weekday } from './dates';
import {
  SUNDAY_GOSPELS,
  baptismOfTheLord,
  comingSunday,
  easterSunday,
  epiphany,
  firstSundayOfAdvent,
  holyFamily,
  liturgicalSunday,
  sundayCycle,
  sundayGospel,
  thisSunday,
} from './index';

// Every date below was checked outside this code: the day of the week with Python's datetime,
// Easter with dateutil.easter, and the celebrations against the USCCB's calendars of those years.

/** Every Sunday from the first on or after `from` up to `to`. */
function sundays(from: string, to: string): string[] {
  const out: string[] = [];
  let day = toDays(comingSunday(from));
  while (day <= toDays(to)) {
    out.push(toIso(day));
    day += 7;
  }
  return out;
}

describe('civil dates', () => {
  it('round-trips day numbers and knows the weekday', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    for (let day = -800_000; day < 3_000_000; day += 997) {
      const { year, month, day: d } = civilFromDays(day);
      expect(daysFromCivil(year, month, d)).toBe(day);
    }
    expect(weekday(toDays('2026-11-28'))).toBe(6);
    expect(weekday(toDays({ year: 2026, month: 11, day: 29 }))).toBe(0);
  });

  it.each([['2026-02-29'], ['2026-13-01'], ['2026-1-4'], ['20260104'], ['not a date']])(
    'refuses %s',
    (date) => {
      expect(() => comingSunday(date)).toThrow(RangeError);
    },
  );

  it('refuses a date given in parts that does not exist', () => {
    expect(() => comingSunday({ year: 2025, month: 2, day: 29 })).toThrow(RangeError);
  });
});

describe('Easter and Advent', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'], // the latest possible date
    [2285, '2285-03-22'], // the earliest possible date
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });

  it.each([
    [2024, '2024-12-01'],
    [2025, '2025-11-30'],
    [2026, '2026-11-29'],
  ])('the First Sunday of Advent %i is %s', (year, date) => {
    expect(firstSundayOfAdvent(year)).toBe(date);
  });
});

describe('the Sunday cycle', () => {
  it.each([
    ['2025-11-29', 'C'],
    ['2025-11-30', 'A'],
    ['2026-06-15', 'A'],
    ['2026-11-28', 'A'],
    ['2026-11-29', 'B'],
    ['2026-12-31', 'B'],
    ['2027-11-27', 'B'],
    ['2027-11-28', 'C'],
  ])('%s is in Year %s', (date, cycle) => {
    expect(sundayCycle(date)).toBe(cycle);
  });
});

describe('known Sundays (USA)', () => {
  it.each([
    ['2026-11-29', 'advent-1', 'B', 'First Sunday of Advent', 'Mark 13:33-37'],
    [
      '2026-11-22',
      'christ-the-king',
      'A',
      'Our Lord Jesus Christ, King of the Universe',
      'Matthew 25:31-46',
    ],
    [
      '2025-11-23',
      'christ-the-king',
      'C',
      'Our Lord Jesus Christ, King of the Universe',
      'Luke 23:35-43',
    ],
    ['2026-01-04', 'epiphany', 'A', 'The Epiphany of the Lord', 'Matthew 2:1-12'],
    ['2026-01-11', 'baptism', 'A', 'The Baptism of the Lord', 'Matthew 3:13-17'],
    ['2026-01-18', 'ordinary-2', 'A', 'Second Sunday in Ordinary Time', 'John 1:29-34'],
    [
      '2026-03-29',
      'palm-sunday',
      'A',
      'Palm Sunday of the Passion of the Lord',
      'Matthew 26:14-27:66',
    ],
    ['2026-04-05', 'easter', 'A', 'Easter Sunday of the Resurrection of the Lord', 'John 20:1-9'],
    ['2026-05-17', 'ascension', 'A', 'The Ascension of the Lord', 'Matthew 28:16-20'],
    ['2026-05-24', 'pentecost', 'A', 'Pentecost Sunday', 'John 20:19-23'],
    ['2026-05-31', 'trinity', 'A', 'The Most Holy Trinity', 'John 3:16-18'],
    ['2026-06-07', 'corpus-christi', 'A', 'The Most Holy Body and Blood of Christ', 'John 6:51-58'],
    ['2026-11-01', 'all-saints', 'A', 'All Saints', 'Matthew 5:1-12a'],
    ['2026-09-13', 'ordinary-24', 'A', 'Twenty-Fourth Sunday in Ordinary Time', 'Matthew 18:21-35'],
    ['2025-09-14', 'holy-cross', 'C', 'The Exaltation of the Holy Cross', 'John 3:13-17'],
    [
      '2025-12-28',
      'holy-family',
      'A',
      'The Holy Family of Jesus, Mary and Joseph',
      'Matthew 2:13-15, 19-23',
    ],
    ['2022-12-25', 'christmas', 'A', 'The Nativity of the Lord (Christmas)', 'John 1:1-18'],
    ['2023-01-01', 'mary-mother-of-god', 'A', 'Mary, the Holy Mother of God', 'Luke 2:16-21'],
    ['2023-12-24', 'advent-4', 'B', 'Fourth Sunday of Advent', 'Luke 1:26-38'],
    ['2025-03-09', 'lent-1', 'C', 'First Sunday of Lent', 'Luke 4:1-13'],
    ['2025-04-06', 'lent-5', 'C', 'Fifth Sunday of Lent', 'John 8:1-11'],
    [
      '2025-04-27',
      'easter-2',
      'C',
      'Second Sunday of Easter (Sunday of Divine Mercy)',
      'John 20:19-31',
    ],
    ['2024-05-26', 'trinity', 'B', 'The Most Holy Trinity', 'Matthew 28:16-20'],
    ['2024-08-18', 'ordinary-20', 'B', 'Twentieth Sunday in Ordinary Time', 'John 6:51-58'],
    ['2024-10-06', 'ordinary-27', 'B', 'Twenty-Seventh Sunday in Ordinary Time', 'Mark 10:2-16'],
    ['2024-02-11', 'ordinary-6', 'B', 'Sixth Sunday in Ordinary Time', 'Mark 1:40-45'],
    [
      '2025-11-02',
      'all-souls',
      'C',
      'The Commemoration of All the Faithful Departed (All Souls)',
      'John 6:37-40',
    ],
    ['2025-11-09', 'lateran', 'C', 'The Dedication of the Lateran Basilica', 'John 2:13-22'],
    ['2025-06-29', 'peter-and-paul', 'C', 'Saints Peter and Paul, Apostles', 'Matthew 16:13-19'],
    [
      '2018-06-24',
      'john-the-baptist',
      'B',
      'The Nativity of Saint John the Baptist',
      'Luke 1:57-66, 80',
    ],
    ['2023-08-06', 'transfiguration', 'A', 'The Transfiguration of the Lord', 'Matthew 17:1-9'],
    ['2021-08-15', 'assumption', 'B', 'The Assumption of the Blessed Virgin Mary', 'Luke 1:39-56'],
    ['2020-02-02', 'presentation', 'A', 'The Presentation of the Lord', 'Luke 2:22-40'],
  ])('%s is %s (Year %s)', (date, key, cycle, name, gospel) => {
    expect(thisSunday(date)).toMatchObject({ date, key, cycle, name, gospel });
  });

  it('gives the season', () => {
    expect(liturgicalSunday('2026-11-29').season).toBe('advent');
    expect(liturgicalSunday('2025-12-28').season).toBe('christmas');
    expect(liturgicalSunday('2026-01-11').season).toBe('christmas');
    expect(liturgicalSunday('2026-03-29').season).toBe('lent');
    expect(liturgicalSunday('2026-05-24').season).toBe('easter');
    expect(liturgicalSunday('2026-05-31').season).toBe('ordinary');
    expect(liturgicalSunday('2026-11-01')).toMatchObject({ season: 'ordinary', ordinaryTime: 31 });
  });

  it('keeps Corpus Christi when it falls on Jun 24, St John the Baptist moves', () => {
    // Easter 2057 is Apr 22, so Corpus Christi is Jun 24.
    expect(easterSunday(2057)).toBe('2057-04-22');
    expect(liturgicalSunday('2057-06-24').key).toBe('corpus-christi');
    expect(liturgicalSunday('2029-06-24').key).toBe('john-the-baptist');
  });

  it('refuses a weekday', () => {
    expect(() => liturgicalSunday('2026-11-28')).toThrow(RangeError);
  });
});

describe('the Christmas season in the USA', () => {
  it('keeps Epiphany on the Sunday from Jan 2 to 8, and the Baptism after it', () => {
    expect(epiphany(2026)).toBe('2026-01-04');
    expect(baptismOfTheLord(2026)).toBe('2026-01-11');
    expect(epiphany(2022)).toBe('2022-01-02');
    expect(baptismOfTheLord(2022)).toBe('2022-01-09');
  });

  it('moves the Baptism to Monday when Epiphany is Jan 7 or 8; the next Sunday is the second in Ordinary Time', () => {
    expect(epiphany(2024)).toBe('2024-01-07');
    expect(baptismOfTheLord(2024)).toBe('2024-01-08');
    expect(liturgicalSunday('2024-01-07').key).toBe('epiphany');
    expect(liturgicalSunday('2024-01-14').key).toBe('ordinary-2');
    expect(epiphany(2023)).toBe('2023-01-08');
    expect(baptismOfTheLord(2023)).toBe('2023-01-09');
    expect(liturgicalSunday('2023-01-15').key).toBe('ordinary-2');
  });

  it('keeps Holy Family on the Sunday in the octave, or Friday Dec 30 when Christmas is a Sunday', () => {
    expect(holyFamily(2025)).toBe('2025-12-28');
    expect(holyFamily(2023)).toBe('2023-12-31');
    expect(holyFamily(2022)).toBe('2022-12-30');
    const octave2022 = sundays('2022-12-25', '2023-01-01').map((d) => liturgicalSunday(d).key);
    expect(octave2022).toEqual(['christmas', 'mary-mother-of-god']);
  });
});

describe('coming Sunday', () => {
  it('is the date itself on a Sunday, else the next Sunday', () => {
    expect(comingSunday('2026-11-28')).toBe('2026-11-29');
    expect(comingSunday('2026-11-29')).toBe('2026-11-29');
    expect(comingSunday('2026-11-23')).toBe('2026-11-29');
    expect(comingSunday('2026-12-31')).toBe('2027-01-03');
    expect(thisSunday({ year: 2026, month: 11, day: 28 })).toMatchObject({
      date: '2026-11-29',
      key: 'advent-1',
      cycle: 'B',
      gospel: 'Mark 13:33-37',
    });
  });
});

describe('every Sunday from 2020 to 2040', () => {
  const all = sundays('2020-01-01', '2040-12-31').map((date) => liturgicalSunday(date));

  it('has a key with a Gospel for its cycle', () => {
    for (const sunday of all) {
      expect(SUNDAY_GOSPELS[sunday.key], sunday.date).toBeDefined();
      expect(sundayGospel(sunday.key, sunday.cycle), sunday.date).toMatch(
        /^(Matthew|Mark|Luke|John) \d/,
      );
      expect(sunday.name, sunday.date).not.toBe('');
    }
  });

  it('numbers Ordinary Time from 2 to 34, each number once a year in order', () => {
    for (const sunday of all) {
      if (sunday.ordinaryTime === undefined) continue;
      expect(sunday.ordinaryTime, sunday.date).toBeGreaterThanOrEqual(2);
      expect(sunday.ordinaryTime, sunday.date).toBeLessThanOrEqual(34);
      if (sunday.key.startsWith('ordinary-')) {
        expect(sunday.key).toBe(`ordinary-${sunday.ordinaryTime}`);
      }
    }
    for (let year = 2020; year <= 2040; year += 1) {
      const numbers = all
        .filter((s) => s.date.startsWith(`${year}-`) && s.ordinaryTime !== undefined)
        .map((s) => s.ordinaryTime ?? 0);
      expect(numbers, String(year)).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size, String(year)).toBe(numbers.length);
      // 33 or 34 weeks, one of them the Baptism's: every number from 2 to 34 but at most one.
      expect(numbers.length, String(year)).toBeGreaterThanOrEqual(31);
    }
  });

  it('makes the Sunday before Advent Christ the King, and Advent four Sundays', () => {
    for (let year = 2020; year <= 2040; year += 1) {
      const advent = toDays(firstSundayOfAdvent(year));
      expect(liturgicalSunday(toIso(advent - 7)).key).toBe('christ-the-king');
      const keys = [0, 1, 2, 3].map((week) => liturgicalSunday(toIso(advent + 7 * week)).key);
      expect(keys).toEqual(['advent-1', 'advent-2', 'advent-3', 'advent-4']);
    }
  });

  it('has one Easter, Pentecost, Palm Sunday and Christ the King a year, in Lent five Sundays', () => {
    for (let year = 2020; year <= 2040; year += 1) {
      const keys = all.filter((s) => s.date.startsWith(`${year}-`)).map((s) => s.key);
      for (const key of ['easter', 'pentecost', 'palm-sunday', 'christ-the-king', 'trinity']) {
        expect(
          keys.filter((k) => k === key),
          `${year} ${key}`,
        ).toHaveLength(1);
      }
      expect(keys.filter((k) => k.startsWith('lent-'))).toHaveLength(5);
      expect(keys.filter((k) => k.startsWith('easter-'))).toHaveLength(5);
    }
  });

  it('writes book names in full', () => {
    for (const gospel of Object.values(SUNDAY_GOSPELS)) {
      const references = typeof gospel === 'string' ? [gospel] : Object.values(gospel);
      for (const reference of references) {
        expect(reference).toMatch(/^(Matthew|Mark|Luke|John) \d+:\d+[ab]?(-\d+(:\d+)?[ab]?)?/);
      }
    }
  });
});
