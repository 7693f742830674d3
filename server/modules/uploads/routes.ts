import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadStatusSchema } from '../../../common/schemas/uploads';
import { errorAnswers } from '../../../common/schemas/fields';
import { idParam } from '../../../common/schemas/ids';
import { UPLOAD_MESSAGES } from '../../../common/uploads/messages';
import { requireUploader } from '../../access/may-upload';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { AppError } from '../../errors';
import { removeTusBytes } from './finish-upload';
import { readCreation } from './read-creation';
import { setTusContext, type TusRequestContext } from './tus-server';
import { findOwnUpload, storedFilesOf, uploadAnswer } from './uploads-table';

const tags = ['uploads'];
const idParams = z.object({ id: idParam });
const notFound = () => new AppError('NOT_FOUND', { file: UPLOAD_MESSAGES.notFound });

/**
 * The tus routes speak the tus protocol, not JSON: headers in, headers out, raw bytes as
 * bodies. They are hidden from the API description, and so from the schema check and the
 * fuzzer (route-schemas.test.ts, api-fuzz.test.ts), which both know JSON routes only; their
 * own tests are uploads.test.ts.
 */
const TUS_ROUTE = { schema: { hide: true }, exposeHeadRoute: false } as const;

/**
 * /api/uploads (issue 10, points 8 and 9): the tus endpoint, an upload's status, and the
 * checked file for its owner. Each request is checked here (signed-in uploader, the owner of
 * the upload, the size against the kind's limit), then tus reads the raw request and writes
 * the answer itself.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The bytes of a PATCH (or a creation with data) are left unread for tus to stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  async function handOver(
    request: FastifyRequest,
    reply: FastifyReply,
    context: TusRequestContext,
  ) {
    setTusContext(request.raw, context);
    reply.hijack();
    try {
      await app.uploads.tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'Uploads: tus could not answer');
      if (!reply.raw.headersSent) reply.raw.writeHead(500);
      reply.raw.end();
    }
  }

  /** The caller's own upload from the URL, or the 404 of a missing one. */
  async function ownUpload(request: FastifyRequest, uploadId: string) {
    const account = await requireUploader(request);
    const row = await findOwnUpload(app.db, account.id, uploadId);
    if (!row) throw notFound();
    return { account, row };
  }

  app.post('/', TUS_ROUTE, async (request, reply) => {
    const account = await requireUploader(request);
    const creating = readCreation(request.headers, app.uploads.limits);
    await handOver(request, reply, { account, creating });
  });

  app.options('/', TUS_ROUTE, async (request, reply) => {
    await handOver(request, reply, { account: null });
  });
  app.options('/:id', TUS_ROUTE, async (request, reply) => {
    await handOver(request, reply, { account: null });
  });

  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH'],
    url: '/:id',
    ...TUS_ROUTE,
    handler: async (request, reply) => {
      const { account, row } = await ownUpload(request, request.params.id);
      if (Number(row.size_bytes) > app.uploads.limits[row.kind]) {
        throw new AppError('TOO_LARGE', {
          file: UPLOAD_MESSAGES.tooLarge(row.kind, app.uploads.limits[row.kind]),
        });
      }
      await handOver(request, reply, { account, row });
    },
  });

  app.delete<{ Params: { id: string } }>('/:id', TUS_ROUTE, async (request, reply) => {
    const { account, row } = await ownUpload(request, request.params.id);
    if (row.status === 'uploading') {
      // Termination: the row goes first (so nothing can finish it any more), then tus removes
      // the bytes under its lock, after a PATCH in flight. Bytes a failure leaves behind are
      // removed by tus's own expiry sweep in the cleanup job.
      await app.db
        .deleteFrom('uploads')
        .where('id', '=', row.id)
        .where('status', '=', 'uploading')
        .execute();
      await handOver(request, reply, { account, row });
      return;
    }
    // Finished (or failed): the stored file and the row go; tus holds nothing any more.
    await app.db.deleteFrom('uploads').where('id', '=', row.id).execute();
    const { keys, hlsPrefix } = storedFilesOf(row);
    for (const key of keys) await app.storage.delete(key);
    if (hlsPrefix) await app.storage.deletePrefix(hlsPrefix);
    await removeTusBytes(app.uploads.services.store, row.tus_id);
    return reply.status(204).header('tus-resumable', '1.0.0').send();
  });

  app.get(
    '/:id/status',
    {
      exposeHeadRoute: false,
      schema: {
        summary: 'Where an upload stands: uploading, processing, ready or failed (with why)',
        tags,
        params: idParams,
        response: { 200: uploadStatusSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await ownUpload(request, request.params.id);
      return reply.header('cache-control', 'no-store').send(uploadAnswer(row));
    },
  );

  app.get(
    '/:id/file',
    {
      exposeHeadRoute: false,
      schema: {
        summary: "The checked file (or a video's poster), for the upload's owner",
        tags,
        params: idParams,
        querystring: z.object({ variant: z.enum(['original', 'poster']).default('original') }),
        response: {
          200: z.any().describe('The file, with its detected type'),
          206: z.any().describe('The byte range asked for (Range)'),
          302: z.null().describe('Redirect to a presigned bucket address (S3_DOWNLOADS=redirect)'),
          304: z.null().describe('Not modified (If-None-Match)'),
          ...errorAnswers(401, 403, 404),
          ...STORED_FILE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { row } = await ownUpload(request, request.params.id);
      const key = request.query.variant === 'poster' ? row.poster_key : row.storage_key;
      const sent =
        row.status === 'ready' && key
          ? await sendStoredFile(request, reply, {
              storage: app.storage,
              key,
              access: 'private',
              fileName: row.file_name,
              // Pictures and videos show in the page; anything else is saved, never rendered.
              disposition: /^(image|video)\//.test(row.content_type ?? '')
                ? 'inline'
                : 'attachment',
              // A finished upload's file never changes under its address.
              privateMaxAgeSeconds: 3600,
            })
          : false;
      if (!sent) throw notFound();
      return reply;
    },
  );
};
