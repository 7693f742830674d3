import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { VALIDATION_ROOT } from '../lib/validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a route's schema failures name their fields (common/field-errors.ts): `'field'`, the
     * top-level field (default); `'path'`, the full dotted path, for forms of many rows.
     */
    fieldErrorKey?: 'field' | 'path';
  }
}

interface SchemaIssue {
  instancePath: string;
  message?: string;
}

/**
 * A route schema's failures as `{ field: message }`, read exactly as `parseBody` reads a zod
 * error (the first issue of each field wins), so a route answers the same whichever checks.
 */
export function validationErrors(
  issues: readonly SchemaIssue[],
  key: 'field' | 'path',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const name = path.length === 0 ? VALIDATION_ROOT : key === 'field' ? path[0]! : path.join('.');
    errors[name] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/**
 * One place turns every failure into a response: AppErrors and validation problems become
 * 4xx `{ errors }` with field messages; anything unexpected is logged with the request id
 * and answered with a bare 500 that shows no internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.status).send({ ...error.extra, errors: error.errors });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const key = request.routeOptions.config.fieldErrorKey ?? 'field';
        return reply.status(400).send({ errors: validationErrors(error.validation, key) });
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
