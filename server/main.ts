import type { Server } from 'node:http';
import { closeAcademyListener, listenForAcademy } from './academy-listener';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({
    config,
    logger: { level: config.LOG_LEVEL },
  });

  // The Academy's listener (decision 0020), once it is up.
  const academy: { server?: Server } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing open requests');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // Live streams on the Academy's listener end with the app's close (they are the app's).
    await Promise.all([academy.server && closeAcademyListener(academy.server), app.close()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  academy.server = await listenForAcademy(app, config.ACADEMY_PORT, config.HOST);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
