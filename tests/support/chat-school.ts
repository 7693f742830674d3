import { e2eDatabase } from './e2e-database';

/**
 * Makes the signed-up teacher with this email an admin of the school their account belongs to,
 * in the browser tests' database: no page or call names a school's admins yet (issue 17's
 * journeys need one to turn chat on).
 */
export async function makeSchoolAdmin(email: string): Promise<void> {
  const db = e2eDatabase();
  try {
    const updated = await db
      .updateTable('users')
      .set({ is_school_admin: 1 })
      .where('email', '=', email)
      .where('school_id', 'is not', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error(`No school teacher ${email}`);
  } finally {
    await db.destroy();
  }
}

/**
 * A time zone where it is now between 08:00 and 20:59, so a message to a minor is delivered at
 * once (the 07:00–22:00 window of issue 17, point 4) whatever hour the journey runs at: the
 * server's clock is the real one.
 */
export function zoneInDaytime(now = new Date()): string {
  const candidates = [
    'America/Chicago',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
    'Europe/London',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Pacific/Guam',
  ];
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
    );
  const zone = candidates.find((candidate) => {
    const hour = hourIn(candidate);
    return hour >= 8 && hour <= 20;
  });
  if (!zone) throw new Error('No daytime zone among the candidates');
  return zone;
}
