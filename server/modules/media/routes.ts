import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import { errorAnswers } from '../../../common/schemas/fields';
import { idParam } from '../../../common/schemas/ids';
import { mediaFileQuerySchema, videoAnswerSchema } from '../../../common/schemas/media';
import { requireAdult } from '../../access/guards';
import { AppError } from '../../errors';
import { auditVideoRefusal, authorizeVideoReader, isOwner, videoNotFound } from './authorize-video';
import { findVideo, listOwnVideos } from './find-video';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { toVideoAnswer } from './video-answer';
import { contentTypeOfHlsFile, HLS_FILE_NAME, hlsFolderOf } from './video-keys';

const tags = ['media'];
// Never empty: an empty id would be another route's address (the list).
const uploadParams = z.object({ uploadId: idParam.min(1) });
/** A file: its bytes, the part asked for, unchanged since the tag sent, or a range outside it. */
const fileAnswers = (description: string) => ({
  200: z.any().describe(description),
  206: z.any().describe('The byte range asked for (Range)'),
  302: z.null().describe('Redirect to a presigned bucket address (S3_DOWNLOADS=redirect)'),
  304: z.null().describe('Not modified (If-None-Match)'),
  ...errorAnswers(404),
  ...STORED_FILE_REFUSALS,
});
/** A video's files never change under their address (each run writes a new folder). */
const PRIVATE_MAX_AGE_SECONDS = 86_400;

/**
 * Videos under /api/media (issue 10, point 10): the uploader's list and each video's state
 * (Uploading, Processing, Ready, Failed with the reason), and the files of a ready video (the
 * MP4, its poster, its HLS playlists and segments) for whoever may watch it
 * (authorize-video.ts). The upload itself is the uploads module's (tus).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's own video; someone else's answers like a missing one (and is audited). */
  async function ownVideo(request: FastifyRequest, uploadId: string) {
    const account = await requireAdult(request);
    const video = await findVideo(app.db, uploadId);
    if (video && isOwner(account, video)) return video;
    if (video) await auditVideoRefusal(request, account, uploadId);
    throw videoNotFound();
  }

  /** A ready video's file, for those allowed to watch it. */
  async function readableVideo(request: FastifyRequest, uploadId: string) {
    const video = await findVideo(app.db, uploadId);
    await authorizeVideoReader(request, video);
    if (video?.status !== 'ready') throw fileMissing();
    return video;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
    contentType: string | null,
  ) {
    const sent = key
      ? await sendStoredFile(request, reply, {
          storage: app.storage,
          key,
          access: 'private',
          privateMaxAgeSeconds: PRIVATE_MAX_AGE_SECONDS,
          ...(contentType ? { contentType } : {}),
        })
      : false;
    if (!sent) throw fileMissing();
    return reply;
  }

  app.get(
    '/',
    {
      schema: {
        summary: "The caller's videos with their processing state, newest first",
        tags,
        response: { 200: z.array(videoAnswerSchema), ...errorAnswers(401) },
      },
    },
    async (request) => {
      const account = await requireAdult(request);
      return (await listOwnVideos(app.db, account.id)).map(toVideoAnswer);
    },
  );

  app.get(
    '/:uploadId',
    {
      schema: {
        summary:
          "One of the caller's videos: Uploading, Processing, Ready or Failed (with the reason)",
        tags,
        params: uploadParams,
        response: { 200: videoAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => toVideoAnswer(await ownVideo(request, request.params.uploadId)),
  );

  app.get(
    '/:uploadId/video',
    {
      schema: {
        summary: 'The playable video (MP4, or WebM served as uploaded), with Range requests',
        tags,
        params: uploadParams,
        querystring: mediaFileQuerySchema,
        response: fileAnswers('video/mp4 or video/webm'),
      },
    },
    async (request, reply) => {
      const video = await readableVideo(request, request.params.uploadId);
      return send(request, reply, video.storage_key, video.content_type);
    },
  );

  app.get(
    '/:uploadId/poster',
    {
      schema: {
        summary: "The video's poster image",
        tags,
        params: uploadParams,
        querystring: mediaFileQuerySchema,
        response: fileAnswers('image/jpeg'),
      },
    },
    async (request, reply) => {
      const video = await readableVideo(request, request.params.uploadId);
      return send(request, reply, video.poster_key, 'image/jpeg');
    },
  );

  app.get(
    '/:uploadId/hls/:file',
    {
      schema: {
        summary: "The video's HLS files: master.m3u8, each quality's playlist and its segments",
        tags,
        params: uploadParams.extend({ file: z.string().min(1) }),
        response: fileAnswers('application/vnd.apple.mpegurl or video/mp2t'),
      },
    },
    async (request, reply) => {
      const { uploadId, file } = request.params;
      const video = await readableVideo(request, uploadId);
      if (!video.hls_key || !HLS_FILE_NAME.test(file)) throw fileMissing();
      return send(
        request,
        reply,
        `${hlsFolderOf(video.hls_key)}/${file}`,
        contentTypeOfHlsFile(file),
      );
    },
  );
};

const fileMissing = () => new AppError('NOT_FOUND', { file: MEDIA_MESSAGES.fileMissing });
