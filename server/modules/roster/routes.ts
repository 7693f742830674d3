import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveAccount, type SignedInAccount } from '../../plugins/session';
import { listChildrenOfParent, listStudentsOfTeacher } from './service';

const NOT_SIGNED_IN = 'Not signed in';
const NOT_ALLOWED = 'You are not allowed to do that';

/**
 * The students an adult may act for (the area pages offer 'Log in as' from these lists):
 * a teacher's class rosters, a parent's linked children. Signed in with cookie t or Bearer.
 */
export async function rosterRoutes(app: FastifyInstance) {
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    type: 'teacher' | 'parent',
  ): Promise<SignedInAccount | null> {
    const account = await resolveAccount(request);
    if (!account) {
      await reply.status(401).send({ errors: { session: NOT_SIGNED_IN } });
      return null;
    }
    if (account.type !== type) {
      await reply.status(403).send({ errors: { session: NOT_ALLOWED } });
      return null;
    }
    return account;
  }

  app.get('/teacher/students', async (request, reply) => {
    const account = await signedIn(request, reply, 'teacher');
    if (!account) return reply;
    return listStudentsOfTeacher(app.db, account.id);
  });

  app.get('/parent/children', async (request, reply) => {
    const account = await signedIn(request, reply, 'parent');
    if (!account) return reply;
    return listChildrenOfParent(app.db, account.id);
  });
}
