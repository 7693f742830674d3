import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_LIMITS,
  certificateDate,
  formatCertificateCode,
} from '../../../common/academy/certificates';
import { CERTIFICATE_MESSAGES } from '../../../common/academy/certificates-messages';
import { CERTIFICATES_API as API } from '../../../common/schemas/academy-certificates';
import { ACADEMY_LEARNING_API as LEARN_API } from '../../../common/schemas/academy-learning';
import { REFLECTIONS_API } from '../../../common/schemas/academy-reflections';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller } from '../../../tests/support/factories';
import {
  ACADEMY_TEST_ORIGIN,
  academyCall,
  insertCourse,
  insertCourseMember,
  insertLesson,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { buildTestApp } from '../../../tests/support/test-app';
import { deleteCertificatesOf } from './forget';
import { issueCertificateIfComplete } from './issue';

const PROMPTS = { type: 'prompts', prompts: [{ id: 'word', text: 'Which word stayed?' }] };
const TEXT = { type: 'text', html: '<p>Read slowly.</p>' };

/** The PDF's text as poppler reads it (the fonts are embedded, so a byte search would not do). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  try {
    const file = join(dir, 'certificate.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let ipCounter = 0;
const freshIp = () => `10.43.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/**
 * Completion certificates (issue 13, point 12): issued exactly when the course's rule holds,
 * once, to the participant alone, and confirmed publicly by its code.
 */
for (const database of testDatabases()) {
  describe(`certificates on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let participant: Caller;
    let classmate: Caller;
    let stranger: Caller;
    let otherParticipant: Caller;
    let courseId: string;
    let textLessonId: string;
    let promptLessonId: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      owner = await signedInAcademy(app);
      coInstructor = await signedInAcademy(app);
      stranger = await signedInAcademy(app);
      otherParticipant = await signedInAcademy(app, 'participant');
      const otherCourse = await insertCourse(app, stranger.id, { status: 'published' });
      await insertCourseMember(app, otherCourse, otherParticipant.id, 'participant');
      await app.db
        .updateTable('users')
        .set({ first_name: 'Thomas', last_name: 'Merton' })
        .where('id', '=', owner.id)
        .execute();
    });
    afterAll(() => app.close());

    beforeEach(async () => {
      courseId = await insertCourse(app, owner.id, {
        status: 'published',
        title: 'Praying the Psalms',
      });
      textLessonId = await insertLesson(app, courseId, [TEXT], 'Beginnings');
      promptLessonId = await insertLesson(app, courseId, [TEXT, PROMPTS], 'Listening');
      participant = await signedInAcademy(app, 'participant');
      classmate = await signedInAcademy(app, 'participant');
      await app.db
        .updateTable('users')
        .set({ first_name: 'Zoë', last_name: 'Dąbrowska' })
        .where('id', '=', participant.id)
        .execute();
      await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
      await insertCourseMember(app, courseId, participant.id, 'participant');
      await insertCourseMember(app, courseId, classmate.id, 'participant');
    });

    const mine = (caller: Caller = participant, id = courseId) =>
      academyCall(app, 'GET', API.mine(id), { caller });
    const complete = (lessonId: string, caller = participant) =>
      academyCall(app, 'POST', LEARN_API.complete(courseId, lessonId), { caller });
    /** Answers and hands in the prompt lesson's reflection; answers its id. */
    const handIn = async (caller = participant): Promise<string> => {
      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, promptLessonId), {
        caller,
        body: { answers: { word: '<p>Be still</p>' } },
      });
      const answer = await academyCall(
        app,
        'POST',
        REFLECTIONS_API.handIn(courseId, promptLessonId),
        {
          caller,
        },
      );
      expect(answer.statusCode).toBe(200);
      return answer.json().reflection.id as string;
    };
    const decide = (reflectionId: string, decision: 'returned' | 'accepted') =>
      academyCall(app, 'POST', REFLECTIONS_API.decision(courseId, reflectionId), {
        caller: owner,
        body: { decision, note: decision === 'returned' ? 'Say more.' : 'Lovely.' },
      });
    const verify = (code: string, ip = freshIp()) =>
      app.inject({
        method: 'GET',
        url: API.verify(code),
        headers: { host: new URL(ACADEMY_TEST_ORIGIN).host },
        remoteAddress: ip,
      });
    /** Walks the participant to completion: both lessons done, the reflection accepted. */
    const completeCourse = async (caller = participant) => {
      await complete(textLessonId, caller);
      const reflectionId = await handIn(caller);
      await complete(promptLessonId, caller);
      await decide(reflectionId, 'accepted');
    };

    it('issues the certificate exactly when the rule is met: a returned reflection blocks it', async () => {
      const before = (await mine()).json();
      expect(before).toMatchObject({
        certificate: null,
        completionPercent: 100,
        progress: { complete: false, neededLessons: 2, lessonsToComplete: 2 },
      });

      await complete(textLessonId);
      const reflectionId = await handIn();
      await complete(promptLessonId);
      // Both lessons completed, but the reflection waits: no certificate.
      expect((await mine()).json()).toMatchObject({
        certificate: null,
        progress: {
          complete: false,
          countedLessons: 1,
          reflectionsWaiting: 1,
          lessonsToComplete: 0,
        },
      });

      expect((await decide(reflectionId, 'returned')).statusCode).toBe(200);
      expect((await mine()).json()).toMatchObject({
        certificate: null,
        progress: { complete: false, reflectionsReturned: 1 },
      });
      const none = await app.db
        .selectFrom('course_certificates')
        .select('id')
        .where('user_id', '=', participant.id)
        .execute();
      expect(none).toEqual([]);

      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, promptLessonId), {
        caller: participant,
        body: { answers: { word: '<p>Be still and know</p>' } },
      });
      await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, promptLessonId), {
        caller: participant,
      });
      expect((await decide(reflectionId, 'accepted')).statusCode).toBe(200);

      // Issued by the acceptance itself, before the participant looks.
      const row = await app.db
        .selectFrom('course_certificates')
        .selectAll()
        .where('user_id', '=', participant.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        course_id: courseId,
        participant_name: 'Zoë Dąbrowska',
        course_title: 'Praying the Psalms',
        instructor_name: 'Thomas Merton',
      });
      expect(row.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);

      const after = (await mine()).json();
      expect(after.progress.complete).toBe(true);
      expect(after.certificate).toEqual({
        code: formatCertificateCode(row.code),
        participantName: 'Zoë Dąbrowska',
        courseTitle: 'Praying the Psalms',
        instructorName: 'Thomas Merton',
        issuedAt: row.issued_at,
        verifyUrl: `${ACADEMY_TEST_ORIGIN}/verify/${formatCertificateCode(row.code)}`,
      });
      // The classmate has done nothing: no certificate for them.
      expect((await mine(classmate)).json().certificate).toBeNull();
    });

    it('uses the instructor’s percentage, rounded up, and keeps a certificate once issued', async () => {
      await app.db
        .updateTable('courses')
        .set({ completion_percent: 50 })
        .where('id', '=', courseId)
        .execute();
      // 50 % of 2 lessons: the text lesson alone is enough.
      await complete(textLessonId);
      const first = (await mine()).json().certificate;
      expect(first).not.toBeNull();

      // Later changes to the course never revoke or rewrite it.
      await app.db
        .updateTable('courses')
        .set({ completion_percent: 100, title: 'Renamed' })
        .where('id', '=', courseId)
        .execute();
      await academyCall(app, 'DELETE', LEARN_API.complete(courseId, textLessonId), {
        caller: participant,
      });
      const again = (await mine()).json();
      expect(again.progress.complete).toBe(false);
      expect(again.certificate).toEqual(first);
    });

    it('issues one certificate however often and however concurrently it is asked', async () => {
      await completeCourse();
      await app.db
        .deleteFrom('course_certificates')
        .where('user_id', '=', participant.id)
        .execute();
      const rows = await Promise.all(
        Array.from({ length: 5 }, () =>
          issueCertificateIfComplete(app.db, courseId, participant.id, new Date()),
        ),
      );
      expect(new Set(rows.map((row) => row?.code)).size).toBe(1);
      await Promise.all([mine(), mine(), mine()]);
      const stored = await app.db
        .selectFrom('course_certificates')
        .select('code')
        .where('user_id', '=', participant.id)
        .execute();
      expect(stored).toEqual([{ code: rows[0]?.code }]);
    });

    it('gives instructors no certificate of their own course', async () => {
      for (const caller of [owner, coInstructor]) {
        const answer = await mine(caller);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ certificate: null, progress: null });
        expect((await academyCall(app, 'GET', API.pdf(courseId), { caller })).statusCode).toBe(404);
      }
    });

    it('lets only its owner download the PDF, which states what it certifies', async () => {
      await completeCourse();
      const download = await academyCall(app, 'GET', API.pdf(courseId), { caller: participant });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        'attachment; filename="praying-the-psalms-certificate.pdf"',
      );
      const { certificate } = (await mine()).json();
      const text = pdfText(download.rawPayload);
      for (const expected of [
        'Certificate of Completion',
        'Zoë Dąbrowska',
        'Praying the Psalms',
        'Thomas Merton',
        certificateDate(certificate.issuedAt),
        certificate.code,
        certificate.verifyUrl,
      ]) {
        expect(text).toContain(expected);
      }

      // The classmate (not complete), a co-instructor, a stranger, another course's
      // participant: all 404; nobody signed in: 401.
      for (const caller of [classmate, coInstructor, stranger, otherParticipant]) {
        const refused = await academyCall(app, 'GET', API.pdf(courseId), { caller });
        expect(refused.statusCode).toBe(404);
      }
      expect((await academyCall(app, 'GET', API.pdf(courseId))).statusCode).toBe(401);
      expect((await mine(stranger)).statusCode).toBe(404);
      expect((await mine(otherParticipant)).statusCode).toBe(404);
      expect((await academyCall(app, 'GET', API.mine(courseId))).statusCode).toBe(401);
    });

    it('confirms a certificate by its code in any spelling, without sign-in', async () => {
      await completeCourse();
      const { code } = (await mine()).json().certificate as { code: string };
      const raw = code.replace(/-/g, '');
      const confusable = raw.replace(/0/g, 'O').replace(/1/g, 'l');
      for (const spelling of [
        code,
        raw,
        code.toLowerCase(),
        ` ${raw.slice(0, 4)} ${raw.slice(4, 8)} ${raw.slice(8)} `,
        confusable,
      ]) {
        const answer = await verify(spelling);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({
          certificate: expect.objectContaining({
            code,
            participantName: 'Zoë Dąbrowska',
            courseTitle: 'Praying the Psalms',
            instructorName: 'Thomas Merton',
          }),
        });
      }
      // A deleted course leaves its certificates verifiable.
      await app.db.deleteFrom('courses').where('id', '=', courseId).execute();
      expect((await verify(code)).statusCode).toBe(200);
    });

    it('answers an unknown or malformed code with 404 and its message', async () => {
      for (const code of ['ZZZZ-ZZZZ-ZZZZ', 'short', 'UUUU-UUUU-UUUU', '%00', 'x'.repeat(100)]) {
        const answer = await verify(code);
        expect(answer.statusCode).toBe(404);
        expect(answer.json().errors.code).toBe(CERTIFICATE_MESSAGES.codeNotFound);
      }
      // Longer than a route parameter may be: refused before the route (Fastify's 414).
      expect((await verify('x'.repeat(101))).statusCode).toBe(414);
    });

    it('limits code guessing per address, then refuses even a right code', async () => {
      await completeCourse();
      const { code } = (await mine()).json().certificate as { code: string };
      const ip = freshIp();
      for (let attempt = 0; attempt < CERTIFICATE_LIMITS.codeMisses.max; attempt++) {
        expect((await verify(`ZZZZ-ZZZZ-${String(attempt).padStart(4, '0')}`, ip)).statusCode).toBe(
          404,
        );
      }
      const blocked = await verify(code, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errors.code).toBe(CERTIFICATE_MESSAGES.tooManyAttempts);
      // Another address is not affected.
      expect((await verify(code)).statusCode).toBe(200);
    });

    it('forgets a participant’s certificates with their account', async () => {
      await completeCourse();
      const { code } = (await mine()).json().certificate as { code: string };
      await deleteCertificatesOf(app.db, participant.id);
      expect((await verify(code)).statusCode).toBe(404);
      expect(
        (await academyCall(app, 'GET', API.pdf(courseId), { caller: participant })).statusCode,
      ).toBe(404);
    });
  });
}
