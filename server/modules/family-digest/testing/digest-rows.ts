import type { Insertable } from 'kysely';
import type { ActivitiesTable, ProjectsTable } from '../../../db/schema';

/**
 * The rows of a week of family news, written straight to the database: one builder for the
 * digest's tests and its bench (scripts/bench/family-digest.mjs), so the two describe the same
 * writing (a two-question reading of Ruth) and change together when the tables do.
 */

/** A teacher's two-question activity on Ruth 1:16, stamped at `at`. */
export function digestActivityRow({
  id,
  teacherId,
  title,
  at,
}: {
  id: string;
  teacherId: string;
  title: string;
  at: string;
}): Insertable<ActivitiesTable> {
  return {
    id,
    teacher_id: teacherId,
    title,
    passage_reference: 'Ruth 1:16',
    passage_source: 'NRSV',
    passage_text: 'Where you go I will go.',
    instructions: '',
    questions: JSON.stringify([
      { id: 'q1', prompt: 'What happened?' },
      { id: 'q2', prompt: 'What does it mean?' },
    ]),
    vocabulary: '[]',
    rubric: null,
    image_key: null,
    image_alt: '',
    video_upload_id: null,
    due_date: null,
    source_library_id: null,
    created_at: at,
    updated_at: at,
  };
}

/** A student's piece answering that activity; `answers` is its JSON (q1 the writing). */
export function digestProjectRow(row: {
  id: string;
  activityId: string;
  classId: string;
  studentId: string;
  answers: string;
  wordCount: number;
  status: ProjectsTable['status'];
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  returnNote: string | null;
}): Insertable<ProjectsTable> {
  return {
    id: row.id,
    activity_id: row.activityId,
    class_id: row.classId,
    student_id: row.studentId,
    answers: row.answers,
    word_count: row.wordCount,
    status: row.status,
    score: null,
    submitted_at: row.submittedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    return_note: row.returnNote,
  };
}
