// `npm start`: build when the sources (or the build-time settings) changed since the last
// build, then run the server, which migrates, seeds an empty database and listens.
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
