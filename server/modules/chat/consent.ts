import type { Kysely } from 'kysely';
import { isUnder13 } from '../../../common/chat/rules';
import type { ChatConsents } from '../../../common/schemas/chat';
import type { Database } from '../../db/schema';

/**
 * COPPA consent (issue 17, point 10): a student under 13 messages their teachers only once the
 * school or a parent consented; until then they see announcements only.
 */
export async function mayMessage(db: Kysely<Database>, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .leftJoin('chat_consents', 'chat_consents.student_id', 'students.id')
    .select(['students.grade', 'chat_consents.given_at'])
    .where('students.id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined && (!isUnder13(row.grade) || Boolean(row.given_at));
}

/** Records consent once; a second consent keeps the first. */
export async function giveConsent(
  db: Kysely<Database>,
  studentId: string,
  by: { userId: string; as: 'parent' | 'school' },
  now: Date,
): Promise<void> {
  await db
    .insertInto('chat_consents')
    .values({
      student_id: studentId,
      given_by: by.userId,
      given_as: by.as,
      given_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}

/**
 * Who may give a student's consent: a linked parent, or an admin of a school whose class the
 * student sits in. Answers how, or null.
 */
export async function consentRoleOf(
  db: Kysely<Database>,
  account: { id: string; type: string; isSchoolAdmin: boolean; schoolId: string | null },
  studentId: string,
): Promise<'parent' | 'school' | null> {
  if (account.type === 'parent') {
    const link = await db
      .selectFrom('parent_students')
      .select('student_id')
      .where('parent_id', '=', account.id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    return link ? 'parent' : null;
  }
  if (account.type === 'teacher' && account.isSchoolAdmin && account.schoolId) {
    const seat = await db
      .selectFrom('class_students')
      .innerJoin('classes', 'classes.id', 'class_students.class_id')
      .select('class_students.student_id')
      .where('class_students.student_id', '=', studentId)
      .where('classes.school_id', '=', account.schoolId)
      .executeTakeFirst();
    return seat ? 'school' : null;
  }
  return null;
}

/**
 * The students under 13 whose consent the adult may give, and whether it is given: a parent's
 * own children; for a school admin, the school's students (those without consent first).
 */
export async function consentsFor(
  db: Kysely<Database>,
  account: { id: string; type: string; isSchoolAdmin: boolean; schoolId: string | null },
): Promise<ChatConsents> {
  let query = db
    .selectFrom('students')
    .innerJoin('class_students', 'class_students.student_id', 'students.id')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .leftJoin('chat_consents', 'chat_consents.student_id', 'students.id')
    .select([
      'students.id',
      'students.first_name',
      'students.last_name',
      'students.grade',
      'classes.title as class_title',
      'chat_consents.given_at',
    ])
    .where('classes.archived_at', 'is', null);
  if (account.type === 'parent') {
    query = query.where('students.id', 'in', (eb) =>
      eb.selectFrom('parent_students').select('student_id').where('parent_id', '=', account.id),
    );
  } else if (account.type === 'teacher' && account.isSchoolAdmin && account.schoolId) {
    query = query.where('classes.school_id', '=', account.schoolId);
  } else {
    return { students: [] };
  }
  const rows = await query.orderBy('students.last_name').orderBy('students.first_name').execute();
  const students = new Map<string, ChatConsents['students'][number]>();
  for (const row of rows) {
    if (!isUnder13(row.grade)) continue;
    const seen = students.get(row.id);
    if (seen) {
      if (!seen.classTitles.includes(row.class_title)) seen.classTitles.push(row.class_title);
      continue;
    }
    students.set(row.id, {
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      classTitles: [row.class_title],
      consentedAt: row.given_at ?? null,
    });
  }
  const list = [...students.values()];
  // Those still waiting come first: they are what the adult came for.
  list.sort((a, b) => Number(a.consentedAt !== null) - Number(b.consentedAt !== null));
  return { students: list.slice(0, CONSENT_LIST_LIMIT) };
}

/** A school's list stops here; an admin with more finds the rest class by class. */
const CONSENT_LIST_LIMIT = 500;
