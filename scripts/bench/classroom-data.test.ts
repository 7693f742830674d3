import { describe, expect, it } from 'vitest';
import { saveAnswersSchema } from '../../common/schemas/projects';
import {
  CLASSROOM_SHAPE,
  QUESTIONS,
  TABLES,
  countWords,
  draftAnswers,
  growingDraft,
  insertBatches,
  seededRandom,
  shapeTotals,
  teacherRows,
  teacherUserRow,
  writing,
  type ClassroomShape,
} from './classroom-data.mjs';

const small: ClassroomShape = {
  teachers: 3,
  classesPerTeacher: 2,
  studentsPerClass: 4,
  activitiesPerTeacher: 5,
  teachersPerSchool: 2,
  parentEvery: 2,
};
const context = {
  now: new Date('2026-03-01T12:00:00Z'),
  teacherHash: 'teacher-hash',
  studentHash: 'student-hash',
  schoolIds: ['school-1', 'school-2'],
  teacherIds: ['teacher-a', 'teacher-b', 'teacher-c'],
};

describe('the classroom at scale', () => {
  it('is 500 classes, 15,000 students and 150,000 pieces of writing', () => {
    expect(shapeTotals(CLASSROOM_SHAPE)).toMatchObject({
      classes: 500,
      students: 15_000,
      projects: 150_000,
    });
  });

  it('writes the same text from the same seed, about as many words as asked', () => {
    expect(writing(seededRandom(7), 50)).toBe(writing(seededRandom(7), 50));
    expect(writing(seededRandom(7), 50)).not.toBe(writing(seededRandom(8), 50));
    const words = writing(seededRandom(1), 200).split(' ').length;
    expect(words).toBeGreaterThanOrEqual(200);
    expect(words).toBeLessThan(230);
    const answers = draftAnswers(seededRandom(2), 300);
    expect(Object.keys(answers)).toEqual(QUESTIONS.map((question) => question.id));
    expect(countWords(answers)).toBeGreaterThanOrEqual(300);
  });
});

describe('teacherRows', () => {
  const { rows, classes, latestActivityId } = teacherRows(small, 1, context);

  it('makes the shape asked for: classes, students, activities assigned to every class', () => {
    expect(rows.classes).toHaveLength(2);
    expect(rows.students).toHaveLength(8);
    expect(rows.class_students).toHaveLength(8);
    expect(rows.activities).toHaveLength(5);
    expect(rows.activity_assignments).toHaveLength(10);
    expect(rows.projects).toHaveLength(40);
    expect(classes.map((klass) => klass.usernames.length)).toEqual([4, 4]);
    expect(new Set(rows.students.map((row) => row.username)).size).toBe(8);
    // Every other student has a parent linked.
    expect(rows.parent_students).toHaveLength(4);
    expect(rows.users.every((row) => row.account_type === 'parent')).toBe(true);
    expect(Object.keys(rows).sort()).toEqual([...TABLES].sort());
  });

  it('links every row to rows that exist: no foreign key can fail', () => {
    const ids = (table: keyof typeof rows) => new Set(rows[table].map((row) => row.id));
    const classIds = ids('classes');
    const studentIds = ids('students');
    const activityIds = ids('activities');
    const projectIds = ids('projects');
    for (const project of rows.projects) {
      expect(classIds.has(String(project.class_id))).toBe(true);
      expect(studentIds.has(String(project.student_id))).toBe(true);
      expect(activityIds.has(String(project.activity_id))).toBe(true);
    }
    for (const row of [...rows.project_comments, ...rows.points_ledger]) {
      expect(projectIds.has(String(row.project_id))).toBe(true);
    }
    expect(rows.classes.every((row) => row.teacher_id === 'teacher-b')).toBe(true);
    expect(rows.classes.every((row) => row.school_id === 'school-1')).toBe(true);
    // The next teacher co-teaches the last class.
    expect(rows.class_teachers).toEqual([
      expect.objectContaining({ class_id: rows.classes[1]?.id, teacher_id: 'teacher-c' }),
    ]);
    // One submission reward per handed-in piece, at most one award: the ledger's unique key.
    const keys = rows.points_ledger.map((row) => `${row.project_id} ${row.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.points_ledger.filter((row) => row.kind === 'submission')).toHaveLength(
      rows.projects.filter((row) => row.submitted_at !== null).length,
    );
  });

  it('leaves the latest activity being written: active, not handed in, in the past', () => {
    const latest = rows.projects.filter((row) => row.activity_id === latestActivityId);
    expect(latest).toHaveLength(8);
    expect(latest.every((row) => row.status === 'active' && row.submitted_at === null)).toBe(true);
    for (const row of rows.projects) {
      expect(String(row.updated_at) < context.now.toISOString()).toBe(true);
      const answers = JSON.parse(String(row.answers)) as Record<string, string>;
      expect(row.word_count).toBe(countWords(answers));
    }
  });

  it('makes the teacher an account with the shared hash, at their school', () => {
    const teacher = teacherUserRow(small, 2, context);
    expect(teacher).toMatchObject({
      id: 'teacher-c',
      email: 'teacher3@bench.lectio.test',
      account_type: 'teacher',
      password_hash: 'teacher-hash',
      school_id: 'school-2',
    });
  });
});

describe('insertBatches', () => {
  it('keeps each insert under the bound-values limit', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index);
    const batches = insertBatches(rows, 11, 100);
    expect(batches.map((batch) => batch.length)).toEqual([9, 9, 7]);
    expect(batches.flat()).toEqual(rows);
    expect(insertBatches([], 3)).toEqual([]);
  });
});

describe('growingDraft', () => {
  it('sends valid autosave bodies that grow by about a sentence a save', () => {
    const draft = growingDraft(5);
    const first = saveAnswersSchema.parse(JSON.parse(draft.body(0)));
    const later = saveAnswersSchema.parse(JSON.parse(draft.body(10)));
    expect(Object.keys(first.answers)).toEqual(['q1', 'q2', 'q3']);
    expect(later.answers.q1).toBe(first.answers.q1);
    expect(later.answers.q3?.startsWith(first.answers.q3 ?? '')).toBe(true);
    const added = countWords(later.answers) - countWords(first.answers);
    expect(added).toBeGreaterThan(50);
    expect(added).toBeLessThan(250);
    expect(draft.body(3)).toBe(growingDraft(5).body(3));
  });
});
