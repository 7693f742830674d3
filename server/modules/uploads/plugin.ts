import type { Server } from '@tus/server';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { cleanUpUploads, UPLOAD_CLEANUP_INTERVAL_MS, type CleanupCounts } from './clean-up-uploads';
import type { UploadLimits } from './config';
import type { UploadServices } from './finish-upload';
import { createTusServer } from './tus-server';
import { createTusStore, type TusS3Settings } from './tus-store';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      tus: Server;
      limits: UploadLimits;
      services: UploadServices;
      /** One cleanup run (the scheduled job; tests call it with their clock). */
      cleanUp: () => Promise<CleanupCounts>;
    };
  }
}

export interface UploadsPluginOptions {
  /** UPLOADS_TEMP_DIR: incomplete uploads, without a bucket. */
  tempDir: string;
  /** The bucket for incomplete uploads, when the server has one. */
  s3?: TusS3Settings | null;
  limits: UploadLimits;
  /** The clock (tests pass their own). */
  now?: () => Date;
  /** Runs the cleanup hourly (off in tests, which call app.uploads.cleanUp themselves). */
  schedule: boolean;
}

/**
 * Resumable uploads (issue 10, points 8 and 9): the tus server, its store for incomplete
 * bytes, and the cleanup job. The routes (routes.ts) decide access and hand requests over.
 */
export default fp<UploadsPluginOptions>(
  async (app, { tempDir, s3, limits, now = () => new Date(), schedule }) => {
    const services: UploadServices = {
      db: app.db,
      storage: app.storage,
      store: createTusStore({ directory: tempDir, s3 }),
      now,
      log: (error, uploadId) =>
        app.log.error({ err: error, uploadId }, 'Uploads: a finished upload could not be stored'),
    };
    const tus = createTusServer(services, limits);
    const cleanUp = async () => {
      const counts = await cleanUpUploads(services);
      // A safety net for bytes whose row never came to be (a crash between the two).
      await tus
        .cleanUpExpiredUploads()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'Uploads: expired tus uploads could not be listed'),
        );
      return counts;
    };
    app.decorate('uploads', { tus, limits, services, cleanUp });
    if (schedule) {
      scheduleJob(app, {
        name: 'Uploads cleanup',
        intervalMs: UPLOAD_CLEANUP_INTERVAL_MS,
        run: cleanUp,
      });
    }
  },
  { name: 'uploads', dependencies: ['database'] },
);
