import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/lib/passwords';
import { seedClassroom } from './classroom-seed.mjs';
import { tempDir } from '../../tests/support/temp-dir';

describe('seedClassroom', () => {
  const dir = tempDir('classroom-seed');

  it('migrates a fresh database and fills it, with accounts that can sign in', async () => {
    const file = join(dir, 'bench.db');
    const fixture = await seedClassroom(`sqlite:${file}`, {
      shape: {
        teachers: 2,
        classesPerTeacher: 3,
        studentsPerClass: 4,
        activitiesPerTeacher: 2,
        teachersPerSchool: 5,
        parentEvery: 3,
      },
      gradebookShape: { students: 3, activities: 4, chosenLatest: 1 },
      fanOutShape: { coTeachers: 1, handIns: 2 },
      writers: 6,
    });
    expect(fixture.totals).toMatchObject({ classes: 6, students: 24, projects: 48 });
    expect(fixture.databaseBytes).toBeGreaterThan(0);
    // The measured class is the first teacher's first; writers come from the classes after it.
    expect(fixture.measuredClass.usernames).toHaveLength(4);
    expect(fixture.writers).toHaveLength(6);
    expect(fixture.writers.map((writer) => writer.username)).not.toContain(
      fixture.measuredClass.usernames[0],
    );

    const db = new SQLite(file, { readonly: true });
    try {
      const count = (table: string) =>
        (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      expect(count('kysely_migration')).toBeGreaterThan(5);
      // The shape's 6 classes, 24 students and 48 projects, the gradebook's class (3
      // students, 3 activities for all of them and the latest for 2 chosen ones) and the
      // fan-out's class (1 student, 2 activities not yet started).
      expect(count('classes')).toBe(6 + 1 + 1);
      expect(count('students')).toBe(24 + 3 + 1);
      expect(count('projects')).toBe(48 + 3 * 3 + 2);
      expect(count('activity_assignments')).toBe(6 * 2 + 4 + 2);
      expect(count('assignment_students')).toBe(2);
      const gradebook = db
        .prepare('select teacher_id, title from classes where id = ?')
        .get(fixture.gradebookClass.id) as { teacher_id: string };
      const measured = db
        .prepare('select teacher_id from classes where id = ?')
        .get(fixture.measuredClass.id) as { teacher_id: string };
      expect(gradebook.teacher_id).toBe(measured.teacher_id);
      // The portfolio's reader wrote on all 4 of the gradebook's activities (student 1 is chosen).
      expect(fixture.portfolioStudent.pieces).toBe(4);
      // The fan-out class is the measured teacher's, co-taught by the second teacher.
      const fanOutTeachers = db
        .prepare(
          `select c.teacher_id as owner, ct.teacher_id as co, u.email from classes c
           join class_teachers ct on ct.class_id = c.id join users u on u.id = ct.teacher_id
           where c.id = ?`,
        )
        .all(fixture.fanOut.classId) as { owner: string; co: string; email: string }[];
      expect(fanOutTeachers).toEqual([
        {
          owner: measured.teacher_id,
          co: fixture.fanOut.coTeachers[0]?.id,
          email: fixture.fanOut.coTeachers[0]?.email,
        },
      ]);
      expect(fixture.fanOut.activityIds).toHaveLength(2);
      // Two teachers, and a parent for students 1 and 4 of each class.
      expect(count('users')).toBe(2 + 6 * 2);
      expect(count('parent_students')).toBe(12);
      const teacher = db
        .prepare('select password_hash from users where email = ?')
        .get(fixture.teacher.email) as { password_hash: string };
      expect(await verifyPassword(teacher.password_hash, fixture.teacher.password)).toBe(true);
      const student = db
        .prepare('select password_hash from students where username = ?')
        .get(fixture.writers[0]?.username) as { password_hash: string };
      expect(await verifyPassword(student.password_hash, fixture.studentPassword)).toBe(true);
      // Writers write on an activity assigned to their class, in a class they are in.
      const writer = fixture.writers[0];
      const assigned = db
        .prepare(
          `select count(*) as n from activity_assignments a
           join class_students cs on cs.class_id = a.class_id
           join students s on s.id = cs.student_id
           where a.class_id = ? and a.activity_id = ? and s.username = ?`,
        )
        .get(writer?.classId, writer?.activityId, writer?.username) as { n: number };
      expect(assigned.n).toBe(1);
    } finally {
      db.close();
    }
  });
});
