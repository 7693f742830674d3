// `npm start`: build when the sources, the build-time settings or the build mode changed since
// the last build (NODE_ENV=production always gets a production client, NODE_ENV=development a
// development one), then run the server, which migrates, seeds an empty database outside
// production and listens.
import { BuildError, ensureBuilt } from './lib/build.mjs';

try {
  ensureBuilt();
} catch (error) {
  if (error instanceof BuildError) process.exit(error.exitCode);
  throw error;
}

// Run the server in this process so SIGTERM reaches its graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(new URL('../dist/server/main.js', import.meta.url).href);
