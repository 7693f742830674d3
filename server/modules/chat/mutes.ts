import type { Kysely } from 'kysely';
import { MUTE_MS, type MuteDuration } from '../../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * A teacher mutes a student's messages in a class for an hour, a day, or until lifted (issue 17,
 * point 7). A muted student still reads; they cannot write in the class's conversations.
 */

/** The student's mute in the class that holds at `now`, or undefined. */
export async function activeMuteOf(
  db: Kysely<Database>,
  classId: string,
  studentId: string,
  now: Date,
): Promise<{ id: string; until: string | null } | undefined> {
  return db
    .selectFrom('chat_mutes')
    .select(['id', 'until'])
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Mutes the student (replacing a mute that holds), answering until when. */
export async function muteStudent(
  db: Kysely<Database>,
  input: { classId: string; studentId: string; duration: MuteDuration; by: string },
  now: Date,
): Promise<string | null> {
  const until =
    input.duration === 'until_lifted'
      ? null
      : new Date(now.getTime() + MUTE_MS[input.duration]).toISOString();
  await db.transaction().execute(async (trx) => {
    await liftAll(trx, input.classId, input.studentId, input.by, now);
    await trx
      .insertInto('chat_mutes')
      .values({
        id: crypto.randomUUID(),
        class_id: input.classId,
        student_id: input.studentId,
        until,
        created_by: input.by,
        created_at: now.toISOString(),
        lifted_at: null,
        lifted_by: null,
      })
      .execute();
  });
  return until;
}

/** Lifts the student's mute; 404 when none holds. */
export async function liftMute(
  db: Kysely<Database>,
  input: { classId: string; studentId: string; by: string },
  now: Date,
): Promise<void> {
  if (!(await activeMuteOf(db, input.classId, input.studentId, now))) {
    throw new AppError('NOT_FOUND', { studentId: M.muteNotFound });
  }
  await liftAll(db, input.classId, input.studentId, input.by, now);
}

async function liftAll(
  db: Kysely<Database>,
  classId: string,
  studentId: string,
  by: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('chat_mutes')
    .set({ lifted_at: now.toISOString(), lifted_by: by })
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .where('lifted_at', 'is', null)
    .execute();
}

/** The class's mutes that hold now, with the students' names. */
export async function mutesOf(db: Kysely<Database>, classId: string, now: Date) {
  const rows = await db
    .selectFrom('chat_mutes')
    .innerJoin('students', 'students.id', 'chat_mutes.student_id')
    .select([
      'chat_mutes.student_id',
      'chat_mutes.until',
      'students.first_name',
      'students.last_name',
    ])
    .where('chat_mutes.class_id', '=', classId)
    .where('chat_mutes.lifted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('chat_mutes.until', 'is', null), eb('chat_mutes.until', '>', now.toISOString())]),
    )
    .orderBy('students.first_name')
    .execute();
  return rows.map((row) => ({
    studentId: row.student_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    until: row.until,
  }));
}
