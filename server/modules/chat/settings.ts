import type { Kysely } from 'kysely';
import { deliveryTime } from '../../../common/chat/delivery-window';
import { CHAT_TERMS_VERSION } from '../../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type {
  ChatSettings,
  IndependentChat,
  MyChatSettings,
  SchoolChatSettings,
  UpdateSchoolChat,
} from '../../../common/schemas/chat';
import { personName } from '../../access/chat';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { SignedInAccount } from '../../plugins/session';

/**
 * Chat's switches (issue 17, points 1, 3, 4, 9 and 13): a school's admins turn chat on for the
 * school and name its safeguarding lead and observer; a teacher with classes outside any
 * school turns it on for them by accepting the safe-environment terms; every adult sets their
 * own quiet hours and chat email.
 */

const settingsOfSchool = (db: Kysely<Database>, schoolId: string) =>
  db.selectFrom('chat_settings').selectAll().where('school_id', '=', schoolId).executeTakeFirst();

async function schoolView(
  db: Kysely<Database>,
  account: SignedInAccount,
  schoolId: string,
): Promise<SchoolChatSettings | null> {
  const school = await db
    .selectFrom('schools')
    .select(['id', 'name', 'time_zone'])
    .where('id', '=', schoolId)
    .executeTakeFirst();
  if (!school) return null;
  const row = await settingsOfSchool(db, schoolId);
  const staff = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('school_id', '=', schoolId)
    .where('account_type', '=', 'teacher')
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  return {
    schoolId: school.id,
    schoolName: school.name,
    enabled: Boolean(row?.enabled_at),
    timeZone: row?.time_zone ?? school.time_zone ?? null,
    safeguardingLeadId: row?.safeguarding_lead_id ?? null,
    observerId: row?.observer_id ?? null,
    alwaysObserver: row?.always_observer === 1,
    parentMessaging: row?.parent_messaging === 1,
    parentsSeeReads: row?.parents_see_reads === 1,
    translation: row?.translation === 1,
    mayManage: account.isSchoolAdmin && account.schoolId === schoolId,
    staff: staff.map((user) => ({
      id: user.id,
      name: personName(user.first_name, user.last_name),
      email: user.email,
    })),
  };
}

export async function mySettings(db: Kysely<Database>, userId: string): Promise<MyChatSettings> {
  const row = await db
    .selectFrom('chat_user_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    quietHours:
      row?.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    emailOff: row?.email_off === 1,
  };
}

/** Everything the signed-in adult may see of chat's settings. */
export async function readChatSettings(
  db: Kysely<Database>,
  account: SignedInAccount,
): Promise<ChatSettings> {
  const schools: SchoolChatSettings[] = [];
  if (account.type === 'teacher' && account.schoolId) {
    const view = await schoolView(db, account, account.schoolId);
    if (view) schools.push(view);
  }
  let independent: ChatSettings['independent'] = null;
  if (account.type === 'teacher') {
    const own = await db
      .selectFrom('classes')
      .select('id')
      .where('teacher_id', '=', account.id)
      .where('school_id', 'is', null)
      .executeTakeFirst();
    if (own) {
      const row = await db
        .selectFrom('chat_settings')
        .selectAll()
        .where('teacher_id', '=', account.id)
        .executeTakeFirst();
      independent = {
        enabled: Boolean(row?.enabled_at),
        timeZone: row?.time_zone ?? null,
        termsVersion: CHAT_TERMS_VERSION,
      };
    }
  }
  return { schools, independent, me: await mySettings(db, account.id) };
}

/** A school admin changes the school's chat; the staff they name must be on the school's staff. */
export async function updateSchoolChat(
  db: Kysely<Database>,
  account: SignedInAccount,
  schoolId: string,
  input: UpdateSchoolChat,
  now: Date,
): Promise<SchoolChatSettings> {
  if (!(account.type === 'teacher' && account.isSchoolAdmin && account.schoolId === schoolId)) {
    throw new AppError('FORBIDDEN', { school: M.schoolAdminsOnly });
  }
  for (const [field, id] of [
    ['safeguardingLeadId', input.safeguardingLeadId],
    ['observerId', input.observerId],
  ] as const) {
    if (!id) continue;
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('school_id', '=', schoolId)
      .where('account_type', '=', 'teacher')
      .executeTakeFirst();
    if (!staff) throw new AppError('BAD_REQUEST', { [field]: M.staffNotInSchool });
  }
  const at = now.toISOString();
  const known = await settingsOfSchool(db, schoolId);
  const values = {
    enabled_at: input.enabled ? (known?.enabled_at ?? at) : null,
    enabled_by: input.enabled ? (known?.enabled_at ? known.enabled_by : account.id) : null,
    time_zone: input.timeZone,
    safeguarding_lead_id: input.safeguardingLeadId,
    observer_id: input.observerId,
    always_observer: input.alwaysObserver ? 1 : 0,
    parent_messaging: input.parentMessaging ? 1 : 0,
    parents_see_reads: input.parentsSeeReads ? 1 : 0,
    translation: input.translation ? 1 : 0,
    updated_at: at,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_settings')
      .values({
        id: crypto.randomUUID(),
        school_id: schoolId,
        teacher_id: null,
        terms_version: null,
        ...values,
      })
      .onConflict((oc) => oc.column('school_id').doUpdateSet(values))
      .execute();
    await trx
      .updateTable('schools')
      .set({ time_zone: input.timeZone })
      .where('id', '=', schoolId)
      .execute();
    await writeAudit(trx, {
      action: 'chat_school_settings_changed',
      actorType: 'user',
      actorId: account.id,
      targetType: 'school',
      targetId: schoolId,
      details: { ...input },
    });
  });
  return (await schoolView(db, account, schoolId))!;
}

/** A teacher without a school turns chat on for their own classes by accepting the terms. */
export async function setIndependentChat(
  db: Kysely<Database>,
  account: SignedInAccount,
  input: IndependentChat,
  now: Date,
): Promise<ChatSettings> {
  const own = await db
    .selectFrom('classes')
    .select('id')
    .where('teacher_id', '=', account.id)
    .where('school_id', 'is', null)
    .executeTakeFirst();
  if (account.type !== 'teacher' || !own) {
    throw new AppError('FORBIDDEN', { enabled: M.independentOnly });
  }
  if (input.enabled && input.acceptTerms !== true) {
    throw new AppError('BAD_REQUEST', { acceptTerms: M.termsRequired });
  }
  const at = now.toISOString();
  const values = {
    enabled_at: input.enabled ? at : null,
    enabled_by: input.enabled ? account.id : null,
    terms_version: input.enabled ? CHAT_TERMS_VERSION : null,
    time_zone: input.timeZone,
    updated_at: at,
  };
  await db
    .insertInto('chat_settings')
    .values({ id: crypto.randomUUID(), school_id: null, teacher_id: account.id, ...values })
    .onConflict((oc) => oc.column('teacher_id').doUpdateSet(values))
    .execute();
  await writeAudit(db, {
    action: input.enabled ? 'chat_terms_accepted' : 'chat_turned_off',
    actorType: 'user',
    actorId: account.id,
    details: { termsVersion: CHAT_TERMS_VERSION, timeZone: input.timeZone },
  });
  return readChatSettings(db, account);
}

/** An adult's own quiet hours (which must leave time for messages) and chat email. */
export async function updateMySettings(
  db: Kysely<Database>,
  userId: string,
  input: MyChatSettings,
  now: Date,
): Promise<MyChatSettings> {
  if (input.quietHours) {
    try {
      deliveryTime(now, 'UTC', [input.quietHours]);
    } catch {
      throw new AppError('BAD_REQUEST', { quietHours: M.quietHoursWholeDay });
    }
  }
  const values = {
    quiet_start: input.quietHours?.start ?? null,
    quiet_end: input.quietHours?.end ?? null,
    email_off: input.emailOff ? 1 : 0,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('chat_user_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return mySettings(db, userId);
}
