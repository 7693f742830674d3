/**
 * The stable ids of the Sundays and of the celebrations that take a Sunday's place. They are
 * stored and linked to (the "This Sunday" shelf), so never rename one.
 */

/** The Sunday readings' three-year cycle. */
export type Cycle = 'A' | 'B' | 'C';

export type Season = 'advent' | 'christmas' | 'lent' | 'easter' | 'ordinary';

/** The numbered Sundays in Ordinary Time; the 34th is always Christ the King. */
export type OrdinaryNumber =
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22
  | 23
  | 24
  | 25
  | 26
  | 27
  | 28
  | 29
  | 30
  | 31
  | 32
  | 33;

/** Celebrations on a fixed date that replace a Sunday in Ordinary Time when they fall on one. */
export type FixedFeastKey =
  | 'presentation'
  | 'john-the-baptist'
  | 'peter-and-paul'
  | 'transfiguration'
  | 'assumption'
  | 'holy-cross'
  | 'all-saints'
  | 'all-souls'
  | 'lateran';

export type SundayKey =
  | 'advent-1'
  | 'advent-2'
  | 'advent-3'
  | 'advent-4'
  | 'christmas'
  | 'holy-family'
  | 'mary-mother-of-god'
  | 'epiphany'
  | 'baptism'
  | 'lent-1'
  | 'lent-2'
  | 'lent-3'
  | 'lent-4'
  | 'lent-5'
  | 'palm-sunday'
  | 'easter'
  | 'easter-2'
  | 'easter-3'
  | 'easter-4'
  | 'easter-5'
  | 'easter-6'
  | 'ascension'
  | 'pentecost'
  | 'trinity'
  | 'corpus-christi'
  | `ordinary-${OrdinaryNumber}`
  | 'christ-the-king'
  | FixedFeastKey;
