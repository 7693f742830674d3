import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { openDatabase } from './kysely';
import { migrateToLatest } from './migrate';
import { seedDemoData } from '../modules/demo/seed';

for (const database of testDatabases()) {
  describe(`database layer on ${database.name}`, () => {
    afterAll(() => database.dropAll());

    it('migrates an empty database and a second run changes nothing', async () => {
      const { db, kind } = openDatabase(await database.create());
      expect(kind).toBe(database.name);
      await migrateToLatest(db, kind);
      await migrateToLatest(db, kind);
      const applied = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(db);
      expect(applied.rows.map((row) => row.name)).toEqual([
        '0001-app-meta',
        '0002-accounts',
        '0003-email-outbox',
        '0004-google-identities',
        '0005-store',
        '0006-shipping-rates',
        '0008-activities',
        '0009-classroom',
        '0010-projects',
        '0011-privacy',
        '0012-classroom-indexes',
        '0013-credit-holds',
        '0014-student-email-verified',
        '0015-link-lifetimes',
        '0016-impersonation-sessions',
        '0017-email-queue',
        '0018-single-use-replays',
        '0019-uploads',
        '0020-activity-videos',
        '0021-notifications',
        '0022-classroom-schedule',
        '0023-class-student-removals',
        '0024-feedback-loop',
        '0025-overview-indexes',
        '0026-notification-email',
        // Issue 12: families, books, checkout and the desks.
        '0028-family-digest',
        '0029-book-contents',
        '0030-book-previews',
        '0032-staff-desk',
        '0033-admin-desk',
        '0034-refund-failures',
        // Issue 13: the Academy.
        '0035-academy-accounts',
        '0036-academy-courses',
        '0037-course-structure',
        '0040-course-sharing',
        '0041-course-reflections',
        '0042-course-board',
        '0043-course-certificates',
        '0045-academy-notifications',
        // Issue 16: plans and workbooks.
        '0046-workbook-packs',
        '0047-billing',
        '0048-billing-lifecycle',
        '0049-workbook-licences',
        '0050-billing-quotes',
        '0052-billing-desk',
        '0053-billing-po',
        '0054-billing-members',
        '0055-pack-activities',
        '0056-paused-retention',
        '0057-chat',
        '0058-chat-attachments',
        '0059-chat-translations',
        '0060-chat-list-index',
        // Issue 17, point 1: Academy course messaging.
        '0061-course-messages',
        '0062-writing-rooms',
        '0063-writing-room-sessions',
        '0064-room-pieces',
        '0065-writing-room-state-at',
      ]);
      await db.destroy();
    });

    it('seeds demo data once, even when asked twice', async () => {
      const { db, kind } = openDatabase(await database.create());
      await migrateToLatest(db, kind);
      expect(await seedDemoData(db, new Date('2026-01-01T00:00:00Z'))).toBe(true);
      expect(await seedDemoData(db)).toBe(false);
      const marker = await db.selectFrom('app_meta').selectAll().execute();
      expect(marker).toHaveLength(1);
      expect(marker[0]?.value).toBe('2026-01-01T00:00:00.000Z');
      await db.destroy();
    });
  });
}
