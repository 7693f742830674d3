import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PACK_MESSAGES } from '../../../common/copy/workbook-packs';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  packListAnswerSchema,
  packUploadAnswerSchema,
  packUploadBodySchema,
} from '../../../common/schemas/workbook-packs';
import { PACK_LIMITS } from '../../../common/workbooks/pack-schema';
import { requireAdmin } from '../../access/guards';
import { listPacks, storePack } from './store-pack';
import type { PackKeys } from './verify-pack';

export interface WorkbookPackRoutesOptions {
  /** The trusted publisher keys (WORKBOOK_PACK_PUBLIC_KEYS); none: every upload is refused. */
  keys: PackKeys;
}

const tags = ['workbook packs'];
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema } as const;

/**
 * Publisher workbook packs under /api/staff/workbook-packs (issue 16, point 9), platform staff
 * only: upload (verified, stored privately, audited) and the list. See docs/workbook-packs.md.
 */
export const workbookPackRoutes: FastifyPluginAsyncZod<WorkbookPackRoutesOptions> = async (
  app,
  { keys },
) => {
  app.post(
    '/',
    {
      bodyLimit: PACK_LIMITS.bodyBytes,
      schema: {
        summary:
          'Verifies a signed workbook pack and stores it privately; the same bytes again change nothing',
        tags,
        body: packUploadBodySchema,
        response: {
          200: packUploadAnswerSchema,
          201: packUploadAnswerSchema,
          400: errorAnswerSchema,
          409: errorAnswerSchema,
          413: errorAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const account = await requireAdmin(request, PACK_MESSAGES.forbidden);
      const answer = await storePack(app, keys, request.body, {
        userId: account.id,
        ip: request.ip,
      });
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'Every verified workbook pack, newest upload first',
        tags,
        response: { 200: packListAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request, PACK_MESSAGES.forbidden);
      return { packs: await listPacks(app) };
    },
  );
};
