import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_API } from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { MAIL_LIMITS } from '../../adapters/email/mail-limits';
import { outbox, send, signedInStudent, signedInUser } from '../../../tests/support/factories';
import { createClassAs } from './test-support';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/**
 * Issue 15, point 11: a teacher's parent invitations are mail too. Past the limit for one
 * address the invitation is refused whole: a new one would end the earlier links and its own
 * email would never go, so nothing changes and the teacher is told to wait.
 */
const { perRecipient } = MAIL_LIMITS['parent-invitation']!;

for (const database of testDatabases()) {
  describe(`parent invitation limit on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('sends one address 3 invitations an hour, then refuses the next and keeps the last link live', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const student = await signedInStudent(app, teacher.id, [created.id]);
      const email = `limited-${Date.now()}@example.org`;
      const invite = () =>
        send(app, 'POST', CLASSROOM_API.parentInvitation(created.id, student.id), teacher, {
          email,
        });
      for (let sent = 1; sent <= perRecipient; sent++)
        expect((await invite()).statusCode).toBe(201);

      const refused = await invite();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        errors: { email: CLASSROOM_MESSAGES.tooManyInvitationsTo },
      });
      expect(await outbox(app, email)).toHaveLength(perRecipient);
      const invitations = await app.db
        .selectFrom('invitations')
        .select('used_at')
        .where('email', '=', email)
        .execute();
      expect(invitations).toHaveLength(perRecipient);
      expect(invitations.filter((row) => row.used_at === null)).toHaveLength(1);
    });
  });
}
