import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_API,
  CLASSROOM_LIMITS,
  type AddStudentsAnswer,
  type ClassStudent,
  type LoginCodeAnswer,
} from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  auditOf,
  post,
  send,
  signedInStudent,
  signedInUser,
  insertCoTeacher,
} from '../../../tests/support/factories';
import { createClassAs } from './test-support';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

const LOGIN_CODE = /^[A-HJKMNP-Z]{4}-[2-9]{4}$/;

for (const database of testDatabases()) {
  describe(`class students on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function addStudents(
      classId: string,
      caller: { cookies: Record<string, string> },
      students: unknown[],
    ) {
      return send(app, 'POST', CLASSROOM_API.students(classId), caller, { students });
    }

    it('adds one or many students with usernames and login codes shown once', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher, { gradeLevel: '8' });
      const one = await addStudents(created.id, teacher, [
        { firstName: 'María', lastName: 'Gómez' },
      ]);
      expect(one.statusCode).toBe(201);
      const [maria] = one.json<AddStudentsAnswer>().students;
      expect(maria).toMatchObject({
        firstName: 'María',
        lastName: 'Gómez',
        grade: '8',
        username: 'maria.gomez',
        email: null,
        hasPassword: false,
        hasLoginCode: true,
        linkedParents: 0,
      });
      expect(maria?.loginCode).toMatch(LOGIN_CODE);

      const many = await addStudents(created.id, teacher, [
        { firstName: 'Maria', lastName: 'Gomez', grade: '7' },
        { firstName: 'Maria', lastName: 'Gomez' },
        { firstName: 'Tom', lastName: "O'Neil", username: 'Tommy.O' },
        { firstName: '李', lastName: '明' },
      ]);
      expect(many.statusCode).toBe(201);
      const students = many.json<AddStudentsAnswer>().students;
      expect(students.map((student) => [student.username, student.grade])).toEqual([
        ['maria.gomez2', '7'],
        ['maria.gomez3', '8'],
        ['tommy.o', '8'],
        ['student', '8'],
      ]);
      const codes = students.map((student) => student.loginCode);
      expect(new Set(codes).size).toBe(4);

      // Stored: administered by the class's owner, the code only hashed.
      const rows = await app.db
        .selectFrom('students')
        .select(['id', 'administrator_id', 'login_code_hash'])
        .where(
          'id',
          'in',
          students.map((student) => student.id),
        )
        .execute();
      for (const row of rows) {
        expect(row.administrator_id).toBe(teacher.id);
        expect(row.login_code_hash).toMatch(/^\$argon2id\$/);
      }
      // The code signs the student in and leads to set-password.
      const login = await post(app, '/api/auth/student_login', {
        email: 'tommy.o',
        password: students[2]?.loginCode,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ set_password: true });

      const list = await send(app, 'GET', CLASSROOM_API.students(created.id), teacher);
      expect(list.statusCode).toBe(200);
      const roster = list.json<ClassStudent[]>();
      expect(roster).toHaveLength(5);
      expect(list.body).not.toMatch(/argon2|"loginCode"|password_hash/);
      expect(roster.map((student) => student.lastName)).toEqual([
        'Gomez',
        'Gomez',
        'Gómez',
        "O'Neil",
        '明',
      ]);
      const summary = await send(app, 'GET', CLASSROOM_API.class(created.id), teacher);
      expect(summary.json()).toMatchObject({ studentCount: 5 });
    });

    it('lets a co-teacher add students, who stay administered by the owner', async () => {
      const owner = await signedInUser(app);
      const colleague = await signedInUser(app);
      const created = await createClassAs(app, owner);
      await insertCoTeacher(app, created.id, colleague.id, owner.id);
      const response = await addStudents(created.id, colleague, [
        { firstName: 'Ana', lastName: 'Ruiz' },
      ]);
      expect(response.statusCode).toBe(201);
      const id = response.json<AddStudentsAnswer>().students[0]?.id ?? '';
      const row = await app.db
        .selectFrom('students')
        .select('administrator_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.administrator_id).toBe(owner.id);
    });

    it('names each invalid row and field', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const empty = await addStudents(created.id, teacher, []);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ errors: { students: CLASSROOM_MESSAGES.studentsRequired } });
      const missing = await send(app, 'POST', CLASSROOM_API.students(created.id), teacher, {});
      expect(missing.json()).toEqual({ errors: { students: CLASSROOM_MESSAGES.studentsRequired } });

      const rows = await addStudents(created.id, teacher, [
        { firstName: 'Ana', lastName: 'Ruiz' },
        { firstName: '', lastName: ' ', grade: '3' },
        { firstName: 'Ben', lastName: 'Cole', username: 'a b' },
        { firstName: 'Cy', lastName: 'Dale', username: 'same.name' },
        { firstName: 'Di', lastName: 'Eve', username: 'Same.Name' },
      ]);
      expect(rows.statusCode).toBe(400);
      expect(rows.json()).toEqual({
        errors: {
          'students.1.firstName': CLASSROOM_MESSAGES.firstNameRequired,
          'students.1.lastName': CLASSROOM_MESSAGES.lastNameRequired,
          'students.1.grade': CLASSROOM_MESSAGES.gradeInvalid,
          'students.2.username': CLASSROOM_MESSAGES.usernameInvalid,
          'students.4.username': CLASSROOM_MESSAGES.usernameRepeated,
        },
      });

      const tooMany = await addStudents(
        created.id,
        teacher,
        Array.from({ length: CLASSROOM_LIMITS.studentsPerRequest + 1 }, () => ({
          firstName: 'A',
          lastName: 'B',
        })),
      );
      expect(tooMany.json()).toEqual({
        errors: { students: CLASSROOM_MESSAGES.tooManyStudents },
      });

      await addStudents(created.id, teacher, [
        { firstName: 'X', lastName: 'Y', username: 'taken.one' },
      ]);
      const taken = await addStudents(created.id, teacher, [
        { firstName: 'Ann', lastName: 'Lee' },
        { firstName: 'X', lastName: 'Y', username: 'taken.one' },
      ]);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({
        errors: { 'students.1.username': CLASSROOM_MESSAGES.usernameTaken },
      });
      // Nothing of a refused batch was kept.
      const names = await app.db
        .selectFrom('students')
        .select('id')
        .where('first_name', '=', 'Ann')
        .execute();
      expect(names).toEqual([]);
    });

    it('resets a login code: the new one works, the old one no longer does', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const added = await addStudents(created.id, teacher, [
        { firstName: 'Ruth', lastName: 'Moab' },
      ]);
      const ruth = added.json<AddStudentsAnswer>().students[0];
      if (!ruth) throw new Error('no student');
      const reset = await send(app, 'POST', CLASSROOM_API.loginCode(created.id, ruth.id), teacher);
      expect(reset.statusCode).toBe(200);
      const answer = reset.json<LoginCodeAnswer>();
      expect(answer).toMatchObject({ studentId: ruth.id, username: ruth.username });
      expect(answer.loginCode).toMatch(LOGIN_CODE);
      expect(answer.loginCode).not.toBe(ruth.loginCode);
      const old = await post(app, '/api/auth/student_login', {
        email: ruth.username,
        password: ruth.loginCode,
      });
      expect(old.statusCode).toBe(401);
      const fresh = await post(app, '/api/auth/student_login', {
        email: ruth.username,
        password: answer.loginCode,
      });
      expect(fresh.statusCode).toBe(200);
      const audit = await auditOf(app, teacher.id);
      expect(audit.map((row) => row.action)).toContain('login_code_issued');
    });

    it('removes a student from the class; nobody is deleted, even when left in no class', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const other = await createClassAs(app, teacher, { title: 'Other' });
      const inBoth = await signedInStudent(app, teacher.id, [created.id, other.id]);
      const onlyHere = await signedInStudent(app, teacher.id, [created.id]);

      for (const student of [inBoth, onlyHere]) {
        const removed = await send(
          app,
          'DELETE',
          CLASSROOM_API.student(created.id, student.id),
          teacher,
        );
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({ removed: true });
      }
      // Both keep their accounts and sessions (Undo can bring them back).
      const sessions = await app.db
        .selectFrom('sessions')
        .select('subject_id')
        .where('subject_type', '=', 'student')
        .where('subject_id', 'in', [inBoth.id, onlyHere.id])
        .execute();
      expect(sessions.map((row) => row.subject_id).sort()).toEqual([inBoth.id, onlyHere.id].sort());

      const roster = await send(app, 'GET', CLASSROOM_API.students(created.id), teacher);
      expect(roster.json()).toEqual([]);
      const left = await app.db
        .selectFrom('students')
        .select('id')
        .where('id', 'in', [inBoth.id, onlyHere.id])
        .execute();
      expect(left.map((row) => row.id).sort()).toEqual([inBoth.id, onlyHere.id].sort());
      const otherRoster = await send(app, 'GET', CLASSROOM_API.students(other.id), teacher);
      expect(otherRoster.json<ClassStudent[]>().map((student) => student.id)).toEqual([inBoth.id]);

      // Gone from the class now: the same call is a 404, audited.
      const again = await send(
        app,
        'DELETE',
        CLASSROOM_API.student(created.id, inBoth.id),
        teacher,
      );
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ errors: { student: CLASSROOM_MESSAGES.studentNotFound } });
      const audit = await auditOf(app, teacher.id);
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(['student_removed_from_class', 'class_student_access_denied']),
      );
    });
  });
}
