/** The liturgical calendar (USA) and its Sunday Gospels, for the "This Sunday" shelf. */
export {
  baptismOfTheLord,
  comingSunday,
  easterSunday,
  epiphany,
  firstSundayOfAdvent,
  holyFamily,
  liturgicalSunday,
  sundayCycle,
  thisSunday,
  type LiturgicalSunday,
  type SundayWithGospel,
} from './calendar';
export type { CivilDate } from './dates';
export type { Cycle, FixedFeastKey, OrdinaryNumber, Season, SundayKey } from './keys';
export { SUNDAY_GOSPELS, sundayGospel, type Gospel } from './lectionary';
export { sundayName } from './names';
