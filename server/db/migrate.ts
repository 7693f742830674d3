import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseKind } from './kysely';
import type { Database } from './schema';
import * as appMeta from './migrations/0001-app-meta';
import * as accounts from './migrations/0002-accounts';
import * as emailOutbox from './migrations/0003-email-outbox';
import * as googleIdentities from './migrations/0004-google-identities';
import * as store from './migrations/0005-store';
import * as shippingRates from './migrations/0006-shipping-rates';
import * as activities from './migrations/0008-activities';
import * as classroom from './migrations/0009-classroom';
import * as projects from './migrations/0010-projects';
import * as privacy from './migrations/0011-privacy';
import * as classroomIndexes from './migrations/0012-classroom-indexes';
import * as creditHolds from './migrations/0013-credit-holds';
import * as studentEmailVerified from './migrations/0014-student-email-verified';
import * as linkLifetimes from './migrations/0015-link-lifetimes';
import * as impersonationSessions from './migrations/0016-impersonation-sessions';
import * as emailQueue from './migrations/0017-email-queue';
import * as singleUseReplays from './migrations/0018-single-use-replays';
import * as uploads from './migrations/0019-uploads';
import * as activityVideos from './migrations/0020-activity-videos';
import * as notifications from './migrations/0021-notifications';
import * as classroomSchedule from './migrations/0022-classroom-schedule';
import * as classStudentRemovals from './migrations/0023-class-student-removals';
import * as feedbackLoop from './migrations/0024-feedback-loop';
import * as overviewIndexes from './migrations/0025-overview-indexes';
import * as notificationEmail from './migrations/0026-notification-email';
// Issue 12: families, books, checkout and the desks.
import * as familyDigest from './migrations/0028-family-digest';
import * as bookContents from './migrations/0029-book-contents';
import * as bookPreviews from './migrations/0030-book-previews';
import * as staffDesk from './migrations/0032-staff-desk';
import * as adminDesk from './migrations/0033-admin-desk';
import * as refundFailures from './migrations/0034-refund-failures';
// Issue 13: the Academy.
import * as academyAccounts from './migrations/0035-academy-accounts';
import * as academyCourses from './migrations/0036-academy-courses';
import * as courseStructure from './migrations/0037-course-structure';
import * as courseSharing from './migrations/0040-course-sharing';
import * as courseReflections from './migrations/0041-course-reflections';
import * as courseBoard from './migrations/0042-course-board';
import * as courseCertificates from './migrations/0043-course-certificates';
import * as academyNotifications from './migrations/0045-academy-notifications';
// Issue 16: plans and workbooks.
import * as workbookPacks from './migrations/0046-workbook-packs';
import * as billing from './migrations/0047-billing';
import * as billingLifecycle from './migrations/0048-billing-lifecycle';
import * as billingQuotes from './migrations/0050-billing-quotes';
// Issue 16, point 6: the staff billing desk.
import * as billingDesk from './migrations/0052-billing-desk';
import * as billingPo from './migrations/0053-billing-po';
import * as billingMembers from './migrations/0054-billing-members';
import * as packActivities from './migrations/0055-pack-activities';
import * as pausedRetention from './migrations/0056-paused-retention';
import * as chat from './migrations/0057-chat';
import * as chatAttachments from './migrations/0058-chat-attachments';
import * as chatTranslations from './migrations/0059-chat-translations';
// Issue 17, point 16: the chat bench's indexes.
import * as chatListIndex from './migrations/0060-chat-list-index';
import * as courseMessages from './migrations/0061-course-messages';
// Issue 18: writing rooms.
import * as writingRooms from './migrations/0062-writing-rooms';
import * as writingRoomSessions from './migrations/0063-writing-room-sessions';
import * as roomPieces from './migrations/0064-room-pieces';
import * as writingRoomStateAt from './migrations/0065-writing-room-state-at';
import * as workbookLicences from './migrations/0049-workbook-licences';

/**
 * Migrations are imported statically (not read from a folder at run time) so the bundled
 * server carries them. Names sort in the order they run.
 */
const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
  '0002-accounts': accounts,
  '0003-email-outbox': emailOutbox,
  '0004-google-identities': googleIdentities,
  '0005-store': store,
  '0006-shipping-rates': shippingRates,
  '0008-activities': activities,
  '0009-classroom': classroom,
  '0010-projects': projects,
  '0011-privacy': privacy,
  '0012-classroom-indexes': classroomIndexes,
  '0013-credit-holds': creditHolds,
  '0014-student-email-verified': studentEmailVerified,
  '0015-link-lifetimes': linkLifetimes,
  '0016-impersonation-sessions': impersonationSessions,
  '0017-email-queue': emailQueue,
  '0018-single-use-replays': singleUseReplays,
  '0019-uploads': uploads,
  '0020-activity-videos': activityVideos,
  '0021-notifications': notifications,
  '0022-classroom-schedule': classroomSchedule,
  '0023-class-student-removals': classStudentRemovals,
  '0024-feedback-loop': feedbackLoop,
  '0025-overview-indexes': overviewIndexes,
  '0026-notification-email': notificationEmail,
  // Issue 12: families, books, checkout and the desks.
  '0028-family-digest': familyDigest,
  '0029-book-contents': bookContents,
  '0030-book-previews': bookPreviews,
  '0032-staff-desk': staffDesk,
  '0033-admin-desk': adminDesk,
  '0034-refund-failures': refundFailures,
  // Issue 13: the Academy.
  '0035-academy-accounts': academyAccounts,
  '0036-academy-courses': academyCourses,
  '0037-course-structure': courseStructure,
  '0040-course-sharing': courseSharing,
  '0041-course-reflections': courseReflections,
  '0042-course-board': courseBoard,
  '0043-course-certificates': courseCertificates,
  '0045-academy-notifications': academyNotifications,
  // Issue 16: plans and workbooks.
  '0046-workbook-packs': workbookPacks,
  '0047-billing': billing,
  '0048-billing-lifecycle': billingLifecycle,
  '0049-workbook-licences': workbookLicences,
  '0050-billing-quotes': billingQuotes,
  '0052-billing-desk': billingDesk,
  '0053-billing-po': billingPo,
  '0054-billing-members': billingMembers,
  '0055-pack-activities': packActivities,
  '0056-paused-retention': pausedRetention,
  '0057-chat': chat,
  '0058-chat-attachments': chatAttachments,
  '0059-chat-translations': chatTranslations,
  '0060-chat-list-index': chatListIndex,
  '0061-course-messages': courseMessages,
  '0062-writing-rooms': writingRooms,
  '0063-writing-room-sessions': writingRoomSessions,
  '0064-room-pieces': roomPieces,
  '0065-writing-room-state-at': writingRoomStateAt,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(
  database: Kysely<Database>,
  kind: DatabaseKind,
): Promise<void> {
  // Migrations see an untyped database: they describe the schema the types come from.
  const db = database as unknown as Kysely<unknown>;
  // On PostgreSQL the migration tables live in the connection's own schema (which may be a
  // per-tenant or per-test schema), not wherever the introspection finds a same-named table.
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema,
    // Migrations are independent of each other, so one numbered below an applied one (work
    // that landed in a different order) still runs instead of blocking start-up.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
