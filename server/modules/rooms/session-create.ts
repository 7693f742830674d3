import type { FastifyInstance } from 'fastify';
import { ROOM_MESSAGES as M } from '../../../common/copy/rooms';
import type { CreateSession } from '../../../common/schemas/rooms';
import type { TaughtClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { groupsFor } from './groups';
import { saveGroupSet } from './group-sets';

/** The prompt rooms start from: the activity's questions, one per line, else its instructions. */
function promptOf(activity: { questions: string; instructions: string }): string {
  try {
    const questions = JSON.parse(activity.questions) as { prompt?: unknown }[];
    const prompts = questions
      .map((question) => (typeof question.prompt === 'string' ? question.prompt.trim() : ''))
      .filter(Boolean);
    if (prompts.length > 0) return prompts.join('\n');
  } catch {
    // Unreadable questions: the instructions stand in.
  }
  return activity.instructions.trim();
}

/**
 * A teacher makes a session's rooms for an activity assigned to the class (points 1 to 3): one
 * room per group, locked until the teacher presses Start, each starting from the activity's
 * passage and prompt. The groups may be kept as a set of the class.
 */
export async function createSession(
  app: FastifyInstance,
  taught: TaughtClass,
  input: CreateSession,
): Promise<{ id: string }> {
  const classId = taught.classRow.id;
  const activity = await app.db
    .selectFrom('activity_assignments')
    .innerJoin('activities', 'activities.id', 'activity_assignments.activity_id')
    .select([
      'activities.id',
      'activities.title',
      'activities.questions',
      'activities.instructions',
      'activities.passage_reference',
      'activities.passage_text',
    ])
    .where('activity_assignments.class_id', '=', classId)
    .where('activity_assignments.activity_id', '=', input.activityId)
    .executeTakeFirst();
  if (!activity) throw new AppError('BAD_REQUEST', { activityId: M.activityNotAssigned });
  const groups = await groupsFor(app.db, classId, input.grouping);
  const now = new Date().toISOString();
  const sessionId = crypto.randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('writing_sessions')
      .values({
        id: sessionId,
        class_id: classId,
        activity_id: activity.id,
        kind: input.kind,
        title: activity.title,
        prompt: promptOf(activity) || activity.title,
        passage_reference: activity.passage_reference,
        passage_text: activity.passage_text,
        state: 'locked',
        phase: input.kind === 'lectio' ? 'lectio' : null,
        phase_minutes: input.kind === 'lectio' ? (input.phaseMinutes ?? null) : null,
        self_choice: input.selfChoice ? 1 : 0,
        created_by: taught.teacherId,
        created_at: now,
        started_at: null,
        closed_at: null,
      })
      .execute();
    for (const [index, group] of groups.entries()) {
      const roomId = crypto.randomUUID();
      await trx
        .insertInto('writing_rooms')
        .values({
          id: roomId,
          session_id: sessionId,
          name: `Room ${index + 1}`,
          paused_at: null,
          doc_state: null,
          updated_at: now,
        })
        .execute();
      if (group.length > 0) {
        await trx
          .insertInto('writing_room_members')
          .values(
            group.map((studentId) => ({
              id: crypto.randomUUID(),
              room_id: roomId,
              student_id: studentId,
              joined_at: now,
              left_at: null,
            })),
          )
          .execute();
      }
    }
    if (input.saveSetAs) {
      await saveGroupSet(trx, {
        classId,
        name: input.saveSetAs,
        groups,
        createdBy: taught.teacherId,
      });
    }
  });
  return { id: sessionId };
}
