import type { FastifyRequest, FastifyReply } from 'fastify';

/**
 * Sharing's calls exist only on the Academy's host: a Journals session must never act on a
 * course (sessions are per host, decision 0020). Elsewhere they answer the API's 404.
 */
export async function academyOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.site !== 'academy') {
    return reply.status(404).send({ errors: { path: 'Not found' } });
  }
}
