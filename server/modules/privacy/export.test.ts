import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVACY_API,
  studentExportSchema,
  type StudentExport,
} from '../../../common/schemas/privacy';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { exportPdfInput } from './render-export-pdf';
import {
  insertClass,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { family, type Family } from './test-support';

/** The spec's student PII (SPEC §3) plus ids, sign-in names and times; nothing else. */
const STUDENT_KEYS = [
  'avatar',
  'createdAt',
  'email',
  'firstName',
  'gradeLevel',
  'id',
  'lastName',
  'passwordSet',
  'username',
];

for (const database of testDatabases()) {
  describe(`student data export on ${database.name}`, () => {
    let app: FastifyInstance;
    let home: Family;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      home = await family(app);
      // A student with a password and a login code: the exports must show neither.
      await app.db
        .updateTable('students')
        .set({ password_hash: '$argon2id$v=19$secret-hash', login_code_hash: 'code-hash' })
        .where('id', '=', home.child.id)
        .execute();
    });

    /** Who exported the child's data so far (each test adds its own, in any order). */
    const exporters = async (childId: string) =>
      (
        await app.db
          .selectFrom('audit_log')
          .select('actor_id')
          .where('action', '=', 'student_data_exported')
          .where('target_id', '=', childId)
          .execute()
      ).map((row) => row.actor_id);
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('gives the educator and the linked parent the same complete JSON, as a download', async () => {
      const { teacher, parent, child, classId, projectId } = home;
      const exportedBefore = await exporters(child.id);
      const byTeacher = await send(
        app,
        'GET',
        PRIVACY_API.educatorExport(child.id, 'json'),
        teacher,
      );
      expect(byTeacher.statusCode).toBe(200);
      expect(byTeacher.headers['content-type']).toMatch(/^application\/json/);
      expect(byTeacher.headers['content-disposition']).toBe(
        'attachment; filename="lectio-maria-gomez-data.json"',
      );
      expect(byTeacher.headers['cache-control']).toBe('private, no-store');
      const data = byTeacher.json<StudentExport>();
      // Sent as indented text, the export skips the answer serializer: its schema is checked
      // here (parsing drops any field the schema does not name).
      expect(studentExportSchema.parse(data)).toEqual(data);

      expect(Object.keys(data.student).sort()).toEqual(STUDENT_KEYS);
      expect(data.student).toMatchObject({
        id: child.id,
        firstName: 'Maria',
        lastName: 'Gomez',
        gradeLevel: '7',
        passwordSet: true,
      });
      expect(byTeacher.body).not.toContain('argon2');
      expect(byTeacher.body).not.toContain('code-hash');
      expect(byTeacher.body).not.toContain('administrator');
      expect(data.classes).toEqual([
        expect.objectContaining({ id: classId, title: 'Theology 4A' }),
      ]);
      expect(data.projects).toHaveLength(1);
      const [project] = data.projects;
      expect(project).toMatchObject({ id: projectId, classTitle: 'Theology 4A', status: 'active' });
      expect(project!.answers[0]).toEqual({
        question: expect.any(String),
        answer: 'Where you go I will go.',
      });
      expect(project!.comments).toEqual([
        expect.objectContaining({ author: 'Ada Lovelace', body: 'Faithful like Ruth.' }),
      ]);
      expect(project!.score?.criteria.length).toBeGreaterThan(0);
      expect(project!.submittedAt).not.toBeNull();
      expect(data.points.ledger.map((entry) => entry.kind).sort()).toEqual(['award', 'submission']);
      expect(data.points.balance).toBe(
        data.points.ledger.reduce((sum, entry) => sum + entry.points, 0),
      );
      expect(data.avatarItems).toEqual([
        expect.objectContaining({ itemId: 'bg-meadow', name: 'Green meadow' }),
      ]);
      // Parents: names only, never their email.
      expect(data.parents).toEqual([{ firstName: 'Ada', lastName: 'Lovelace' }]);
      expect(byTeacher.body).not.toMatch(/@example\.org/);

      const byParent = await send(app, 'GET', PRIVACY_API.parentExport(child.id, 'json'), parent);
      expect(byParent.statusCode).toBe(200);
      const parentData = byParent.json<StudentExport>();
      expect({ ...parentData, exportedAt: '' }).toEqual({ ...data, exportedAt: '' });

      expect((await exporters(child.id)).sort()).toEqual(
        [...exportedBefore, parent.id, teacher.id].sort(),
      );
    });

    it('renders the same content as a PDF download', async () => {
      const { teacher, parent, child } = home;
      for (const [caller, url] of [
        [teacher, PRIVACY_API.educatorExport(child.id, 'pdf')],
        [parent, PRIVACY_API.parentExport(child.id, 'pdf')],
      ] as const) {
        const response = await send(app, 'GET', url, caller);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="lectio-maria-gomez-data.pdf"',
        );
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(response.rawPayload.toString('latin1')).toContain('Data export: Maria Gomez');
      }
      const json = await send(app, 'GET', PRIVACY_API.educatorExport(child.id, 'json'), teacher);
      const input = exportPdfInput(json.json<StudentExport>());
      const text = input.books[0]!.pieces.map((piece) => `${piece.title}\n${piece.body}`).join(
        '\n',
      );
      for (const expected of [
        'First name: Maria',
        'Grade level: 7',
        'Password: set (not shown)',
        'Where you go I will go.',
        'Faithful like Ruth.',
        'Green meadow',
        'Theology 4A',
        'Ada Lovelace',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('argon2');
    });

    it('answers 404 across the lines (other teacher, other parent, students) and audits it', async () => {
      const { teacher, child } = home;
      const otherTeacher = await signedInUser(app);
      await insertClass(app, otherTeacher.id, 'Another class');
      const otherParent = await signedInUser(app, 'parent');
      const otherStudent = await signedInStudent(app, otherTeacher.id);
      for (const format of ['json', 'pdf'] as const) {
        for (const caller of [otherTeacher, otherParent, otherStudent, child]) {
          const response = await send(
            app,
            'GET',
            PRIVACY_API.educatorExport(child.id, format),
            caller,
          );
          expect(response.statusCode).toBe(404);
        }
        // The teacher is not a parent of the child: the parent route is not theirs either.
        for (const caller of [otherTeacher, otherParent, otherStudent, child, teacher]) {
          const response = await send(
            app,
            'GET',
            PRIVACY_API.parentExport(child.id, format),
            caller,
          );
          expect(response.statusCode).toBe(404);
        }
      }
      const unknown = await send(
        app,
        'GET',
        PRIVACY_API.educatorExport('no-such-id', 'json'),
        teacher,
      );
      expect(unknown.statusCode).toBe(404);
      expect(
        (await send(app, 'GET', PRIVACY_API.educatorExport(child.id, 'json'))).statusCode,
      ).toBe(401);

      const denied = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'actor_type'])
        .where('target_id', '=', child.id)
        .where('action', 'in', ['student_access_denied', 'child_access_denied'])
        .execute();
      for (const caller of [otherTeacher, otherParent, otherStudent]) {
        expect(denied.filter((row) => row.actor_id === caller.id)).toHaveLength(4);
      }
      expect(denied.find((row) => row.actor_id === otherStudent.id)?.actor_type).toBe('student');
    });

    it('lets a co-teacher of the class export, like the owner', async () => {
      const { teacher, classId, child } = home;
      const coTeacher = await signedInCoTeacher(app, classId, teacher.id);
      const response = await send(
        app,
        'GET',
        PRIVACY_API.educatorExport(child.id, 'json'),
        coTeacher,
      );
      expect(response.statusCode).toBe(200);
    });
  });
}
