import type { Kysely } from 'kysely';
import { AVATAR_SLOTS, avatarItem } from '../../../common/avatars/catalog';
import type { Question } from '../../../common/schemas/activities';
import type { StudentExport } from '../../../common/schemas/privacy';
import type { Database } from '../../db/schema';
import { plainTextOf } from '../../../common/writing/rich-text';
import { lookOf } from '../avatar/look';
import { studentPoints } from '../points/ledger';
import { commentsOf, parseAnswers, parseRubric, scoreOf } from '../projects/project-views';

/**
 * Everything the platform holds about one student, for an educator or a linked parent: the
 * profile (the spec's student PII, the password only as whether one is set), classes, writing
 * with comments and scores, points, avatar items, and the linked parents' names. Nothing
 * about other students, and no hashes, codes or sign-in sessions. Null when there is no
 * such student.
 */
export async function buildStudentExport(
  db: Kysely<Database>,
  studentId: string,
  now: Date = new Date(),
): Promise<StudentExport | null> {
  const student = await db
    .selectFrom('students')
    .select([
      'id',
      'first_name',
      'last_name',
      'grade',
      'username',
      'email',
      'password_hash',
      'avatar',
      'created_at',
    ])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) return null;

  const [classes, projectRows, ledger, items, parents] = await Promise.all([
    db
      .selectFrom('class_students as cs')
      .innerJoin('classes as c', 'c.id', 'cs.class_id')
      .select(['c.id', 'c.title', 'c.grade_level', 'c.subject', 'cs.joined_at'])
      .where('cs.student_id', '=', studentId)
      .orderBy('cs.joined_at')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('projects as p')
      .innerJoin('activities as act', 'act.id', 'p.activity_id')
      .innerJoin('classes as c', 'c.id', 'p.class_id')
      .select([
        'p.id',
        'p.answers',
        'p.word_count',
        'p.status',
        'p.score',
        'p.submitted_at',
        'p.created_at',
        'p.updated_at',
        'act.title as activityTitle',
        'act.questions',
        'act.rubric',
        'c.title as classTitle',
      ])
      .where('p.student_id', '=', studentId)
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('points_ledger')
      .select(['points', 'kind', 'note', 'created_at'])
      .where('student_id', '=', studentId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('avatar_items_owned')
      .select(['item_id', 'purchased_at'])
      .where('student_id', '=', studentId)
      .orderBy('purchased_at')
      .orderBy('item_id')
      .execute(),
    db
      .selectFrom('parent_students as ps')
      .innerJoin('users as u', 'u.id', 'ps.parent_id')
      .select(['u.first_name', 'u.last_name'])
      .where('ps.student_id', '=', studentId)
      .orderBy('ps.created_at')
      .execute(),
  ]);

  const projects: StudentExport['projects'] = [];
  for (const row of projectRows) {
    const questions = parseQuestions(row.questions);
    const answers = parseAnswers(row.answers);
    const rubric = parseRubric(row.rubric);
    const score = scoreOf(row.score, rubric);
    projects.push({
      id: row.id,
      classTitle: row.classTitle,
      activityTitle: row.activityTitle,
      status: row.status,
      wordCount: row.word_count,
      answers: questions.map((question) => ({
        question: question.prompt,
        // The export is plain data: rich-text answers as their words and lines.
        answer: plainTextOf(answers[question.id] ?? ''),
      })),
      score:
        score && rubric
          ? {
              points: score.points,
              maxPoints: score.maxPoints,
              criteria: rubric.criteria.flatMap((criterion) => {
                const index = score.levels[criterion.id];
                const level = index === undefined ? undefined : criterion.levels[index];
                return level
                  ? [{ criterion: criterion.name, level: level.label, points: level.points }]
                  : [];
              }),
            }
          : null,
      comments: (await commentsOf(db, row.id)).map((comment) => ({
        author: comment.author,
        body: comment.body,
        createdAt: comment.createdAt,
      })),
      submittedAt: row.submitted_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
  }

  const look = lookOf(student.avatar);
  return {
    format: 'lectio-student-export',
    version: 1,
    exportedAt: now.toISOString(),
    student: {
      id: student.id,
      firstName: student.first_name,
      lastName: student.last_name,
      gradeLevel: student.grade,
      username: student.username,
      email: student.email,
      passwordSet: student.password_hash !== null,
      avatar: Object.fromEntries(
        AVATAR_SLOTS.map((slot) => [slot, avatarItem(look[slot])?.name ?? look[slot]]),
      ) as StudentExport['student']['avatar'],
      createdAt: student.created_at,
    },
    classes: classes.map((row) => ({
      id: row.id,
      title: row.title,
      gradeLevel: row.grade_level,
      subject: row.subject,
      joinedAt: row.joined_at,
    })),
    projects,
    points: {
      balance: await studentPoints(db, studentId),
      ledger: ledger.map((row) => ({
        points: row.points,
        kind: row.kind,
        note: row.note,
        createdAt: row.created_at,
      })),
    },
    avatarItems: items.map((row) => ({
      itemId: row.item_id,
      name: avatarItem(row.item_id)?.name ?? row.item_id,
      purchasedAt: row.purchased_at,
    })),
    parents: parents.map((row) => ({ firstName: row.first_name, lastName: row.last_name })),
  };
}

function parseQuestions(json: string): Question[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Question[]) : [];
  } catch {
    return [];
  }
}
