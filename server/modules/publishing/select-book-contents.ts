import type { Kysely } from 'kysely';
import type { BookContentsAnswer, BookContentsQuery } from '../../../common/schemas/publishing';
import { leftOutWarning, PUBLISHING_MESSAGES } from '../../../common/publishing/messages';
import type { BookContents, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { isEligible } from './book-eligibility';
import { selectRoomPieces, type PlannedRoomPiece } from './select-room-pieces';

type Choice = Required<
  Omit<BookContentsQuery, 'contents' | 'excludedPieces' | 'excludedRoomPieces'>
> & {
  contents: BookContents;
  excludedPieces: { studentId: string; activityId: string }[];
  excludedRoomPieces: string[];
};

export interface PlannedActivity {
  id: string;
  title: string;
  passageReference: string;
  questions: string;
}

export interface PlannedPiece {
  studentId: string;
  activityId: string;
  answers: string;
  position: number;
}

export interface BookPlan {
  answer: BookContentsAnswer;
  /** The chosen activities in the teacher's order. */
  activities: PlannedActivity[];
  /** What prints, in activity order. */
  included: PlannedPiece[];
  /** Writing rooms' co-authored pieces that print, in activity order (issue 18, point 10). */
  roomPieces: PlannedRoomPiece[];
  /** Chosen students with nothing to print. */
  leftOut: string[];
}

/**
 * Decides a book's contents from the teacher's choice (issue 12, point 5), on the server, for
 * the teacher's preview and for making the book alike: for each chosen student, every piece
 * with words in it on the chosen activities, whether the contents choice allows it (approved
 * work only by default) and whether it prints (allowed and not unticked); and the writing
 * rooms published into the class book on those activities (select-room-pieces.ts). A student
 * left with nothing, alone or co-authored, is left out, with a warning. Activities not
 * assigned to the class or students not in it are refused, so nobody can print another
 * class's writing.
 */
export async function selectBookContents(
  db: Kysely<Database>,
  classId: string,
  choice: Choice,
): Promise<BookPlan> {
  const activityIds = [...new Set(choice.activityIds)];
  const studentIds = [...new Set(choice.studentIds)];
  const [activities, students] = await Promise.all([
    db
      .selectFrom('activities as act')
      .innerJoin('activity_assignments as a', 'a.activity_id', 'act.id')
      .select(['act.id', 'act.title', 'act.passage_reference', 'act.questions'])
      .where('a.class_id', '=', classId)
      .where('act.id', 'in', activityIds)
      .execute(),
    db
      .selectFrom('class_students')
      .innerJoin('students', 'students.id', 'class_students.student_id')
      .select(['students.id', 'students.first_name', 'students.last_name'])
      .where('class_students.class_id', '=', classId)
      .where('class_students.student_id', 'in', studentIds)
      .orderBy('students.first_name')
      .orderBy('students.last_name')
      .orderBy('students.id')
      .execute(),
  ]);
  if (activities.length !== activityIds.length || students.length !== studentIds.length) {
    throw new AppError('BAD_REQUEST', { activityIds: PUBLISHING_MESSAGES.notInClass });
  }
  const excluded = new Set(
    choice.excludedPieces.map((entry) => `${entry.studentId}:${entry.activityId}`),
  );
  const projects = await db
    .selectFrom('projects')
    .select(['student_id', 'activity_id', 'answers', 'status', 'word_count'])
    .where('class_id', '=', classId)
    .where('activity_id', 'in', activityIds)
    .where('student_id', 'in', studentIds)
    .where('word_count', '>', 0)
    .execute();

  const rooms = await selectRoomPieces(db, classId, {
    contents: choice.contents,
    activityIds,
    studentIds,
    excluded: choice.excludedRoomPieces,
  });
  const coAuthors = new Set(rooms.included.flatMap((piece) => piece.authorIds));

  const position = new Map(activityIds.map((id, index) => [id, index]));
  const byId = new Map(activities.map((activity) => [activity.id, activity]));
  const ordered = activityIds.map((id) => byId.get(id)!);
  const included: PlannedPiece[] = [];
  const leftOut: string[] = [];
  const warnings: string[] = [];
  const answerStudents = students.map((student) => {
    const own = projects
      .filter((project) => project.student_id === student.id)
      .sort((a, b) => position.get(a.activity_id)! - position.get(b.activity_id)!);
    const pieces = own.map((project) => {
      const eligible = isEligible(choice.contents, project);
      const isIncluded = eligible && !excluded.has(`${student.id}:${project.activity_id}`);
      if (isIncluded) {
        included.push({
          studentId: student.id,
          activityId: project.activity_id,
          answers: project.answers,
          position: position.get(project.activity_id)!,
        });
      }
      return {
        activityId: project.activity_id,
        title: byId.get(project.activity_id)!.title,
        status: project.status,
        eligible,
        included: isIncluded,
      };
    });
    const name = `${student.first_name} ${student.last_name}`.trim();
    const isLeftOut = !pieces.some((piece) => piece.included) && !coAuthors.has(student.id);
    if (isLeftOut) {
      leftOut.push(student.id);
      warnings.push(leftOutWarning(name, choice.contents));
    }
    return { studentId: student.id, name, pieces, leftOut: isLeftOut };
  });
  included.sort((a, b) => a.position - b.position);
  return {
    answer: {
      contents: choice.contents,
      students: answerStudents,
      roomPieces: rooms.answer,
      warnings,
      pieceCount: included.length + rooms.included.length,
    },
    activities: ordered.map((activity) => ({
      id: activity.id,
      title: activity.title,
      passageReference: activity.passage_reference,
      questions: activity.questions,
    })),
    included,
    roomPieces: rooms.included,
    leftOut,
  };
}
