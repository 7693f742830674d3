import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { healthRoutes } from './modules/health/routes';
import database from './plugins/database';
import errors from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import staticClient from './plugins/static-client';

export interface BuildAppOptions {
  config: AppConfig;
  /** Tests pass `false` to keep output quiet; main passes a pino config. */
  logger?: boolean | object;
}

const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Builds the whole server as a Fastify instance without listening, so tests drive it with
 * `inject()` and main.ts only adds the socket and the signals.
 */
export async function buildApp({
  config,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(securityHeaders, {
    production: config.NODE_ENV === 'production',
    storageOrigin: originOf(config.STORAGE_BASE_URL),
  });
  await app.register(database, { url: config.DATABASE_URL, seed: config.SEED_DEMO_DATA });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ errors: { path: 'Not found' } }),
      );
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  const storageOrigin = originOf(config.STORAGE_BASE_URL);
  await app.register(staticClient, {
    clientDir: config.CLIENT_DIR,
    extraSources: {
      frame: [VIDEO_FRAME_ORIGIN],
      connect: storageOrigin ? [storageOrigin] : [],
    },
  });
  return app;
}

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}
