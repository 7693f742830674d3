import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/**
 * One place turns every failure into a response: AppErrors and validation problems become
 * 4xx `{ errors }` with field messages; anything unexpected is logged with the request id
 * and answered with a bare 500 that shows no internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.status).send({ errors: error.errors });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = String(issue.instancePath.replace(/^\//, '').split('/')[0] || 'body');
          errors[field] ??= issue.message ?? 'Invalid value';
        }
        return reply.status(400).send({ errors });
      }
      const { statusCode: status = 500, code } = error as { statusCode?: number; code?: string };
      if (status >= 400 && status < 500) {
        const message = status === 415 ? 'Requests must be sent as JSON' : 'Invalid request';
        return reply.status(status).send({
          errors: {
            body: code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON' : message,
          },
        });
      }
      request.log.error({ err: error }, 'Unhandled error');
      return reply
        .status(500)
        .send({ errors: { server: 'Something went wrong on our side. Please try again.' } });
    });
  },
  { name: 'errors' },
);
