import { US_TIME_ZONES } from '@common/copy/chat-screens';

/**
 * The time zone choices: the US zones first, then every other zone this browser knows
 * (Intl.supportedValuesOf), and the school's current zone if it is neither.
 */
export function timeZoneOptions(current: string | null): { value: string; label: string }[] {
  const first = new Set(US_TIME_ZONES.map((zone) => zone.value));
  let others: string[] = [];
  try {
    others = Intl.supportedValuesOf('timeZone').filter((zone) => !first.has(zone));
  } catch {
    others = [];
  }
  if (current && !first.has(current) && !others.includes(current)) others.unshift(current);
  return [...US_TIME_ZONES, ...others.map((zone) => ({ value: zone, label: zone }))];
}

/** The browser's own zone, a sensible first choice. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'America/New_York';
  }
}
