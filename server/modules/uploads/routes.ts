import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadStatusSchema } from '../../../common/schemas/uploads';
import { errorAnswers } from '../../../common/schemas/fields';
import { idParam } from '../../../common/schemas/ids';
import { UPLOAD_MESSAGES } from '../../../common/uploads/messages';
import { requireUploader } from '../../access/may-upload';
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
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { row } = await ownUpload(request, request.params.id);
      const key = request.query.variant === 'poster' ? row.poster_key : row.storage_key;
      const file = row.status === 'ready' && key ? await app.storage.stream(key) : null;
      if (!file) throw notFound();
      const inline = /^(image|video)\//.test(file.info.contentType);
      return reply
        .header('content-type', file.info.contentType)
        .header('content-length', file.info.size)
        .header('etag', file.info.etag)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(inline, row.file_name))
        .send(file.body);
    },
  );
};

/** RFC 6266: an ASCII fallback name and the real one percent-encoded. */
function contentDisposition(inline: boolean, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
