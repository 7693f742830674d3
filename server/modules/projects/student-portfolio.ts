import type { Kysely } from 'kysely';
import type { PortfolioAnswer } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { assignmentVisibleTo } from './student-visibility';

/**
 * Every piece the student has written (issue 11, point 10), by class and newest first. Archived
 * classes stay here: the portfolio is the student's record of their work. Only assignments the
 * student can see count (student-visibility.ts), so it matches what they can open.
 */
export async function getStudentPortfolio(
  db: Kysely<Database>,
  studentId: string,
  now: Date = new Date(),
): Promise<PortfolioAnswer> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('activity_assignments as a', (join) =>
      join.onRef('a.activity_id', '=', 'p.activity_id').onRef('a.class_id', '=', 'p.class_id'),
    )
    .innerJoin('class_students as cs', (join) =>
      join.onRef('cs.class_id', '=', 'p.class_id').on('cs.student_id', '=', studentId),
    )
    .innerJoin('activities as act', 'act.id', 'p.activity_id')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .select([
      'c.id as classId',
      'c.title as classTitle',
      'c.archived_at as archivedAt',
      'act.id as activityId',
      'act.title as title',
      'act.passage_reference as passageReference',
      'p.status as status',
      'p.word_count as wordCount',
      'p.updated_at as updatedAt',
      'p.submitted_at as submittedAt',
    ])
    .where('p.student_id', '=', studentId)
    .where('p.word_count', '>', 0)
    .where(assignmentVisibleTo(studentId, now))
    .orderBy('c.title')
    .orderBy('p.updated_at', 'desc')
    .execute();
  const classes = new Map<string, PortfolioAnswer['classes'][number]>();
  for (const row of rows) {
    const group = classes.get(row.classId) ?? {
      classId: row.classId,
      classTitle: row.classTitle,
      archived: row.archivedAt !== null,
      pieces: [],
    };
    group.pieces.push({
      activityId: row.activityId,
      title: row.title,
      passageReference: row.passageReference,
      status: row.status,
      wordCount: row.wordCount,
      updatedAt: row.updatedAt,
      submittedAt: row.submittedAt,
    });
    classes.set(row.classId, group);
  }
  return { classes: [...classes.values()] };
}
