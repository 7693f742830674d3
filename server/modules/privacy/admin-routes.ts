import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  adminDeletionRequestsAnswerSchema,
  completeDeletionAnswerSchema,
  deletionRequestParamsSchema,
  emptyBodySchema,
} from '../../../common/schemas/privacy';
import { requireAdmin } from '../../access/guards';
import { AppError } from '../../errors';
import { carryOutRequest, completionOf } from './deletion-requests';
import { listDeletionRequests } from './list-deletion-requests';
import { sendDeletionDoneEmail } from './notify';
import { PRIVACY_MESSAGES } from '../../../common/privacy/messages';

const tags = ['privacy'];

/** Platform admins, under /admin: every pending deletion request, recent ones, Delete now. */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<{ linkBase: string }> = async (
  app,
  { linkBase },
) => {
  app.get(
    '/deletion-requests',
    {
      schema: {
        summary: 'Pending and recently finished deletion requests (platform admins)',
        tags,
        response: {
          200: adminDeletionRequestsAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listDeletionRequests(app.db);
    },
  );

  app.post(
    '/deletion-requests/:requestId/complete',
    {
      schema: {
        summary: 'Carry out a deletion request now (platform admins)',
        tags,
        params: deletionRequestParamsSchema,
        body: emptyBodySchema,
        response: {
          200: completeDeletionAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { requestId } = request.params;
      const outcome = RECORD_ID.test(requestId)
        ? await carryOutRequest(app, requestId, { userId: admin.id, via: 'admin' })
        : null;
      if (!outcome) {
        throw new AppError('NOT_FOUND', { request: PRIVACY_MESSAGES.requestNotFound });
      }
      await sendDeletionDoneEmail(app, outcome.request, linkBase);
      return completionOf(outcome.request);
    },
  );
};
