import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../tests/support/temp-dir';

// The process-level behaviour (config errors, listening, SIGTERM) is tested on the real entry
// point, bundled the same way scripts/build-server.mjs does. The bundle lives under
// node_modules/.cache so its external imports resolve from the project's node_modules.
const bundle = join(process.cwd(), 'node_modules/.cache/lectio-test/main.js');

beforeAll(async () => {
  await build({
    entryPoints: ['server/main.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * The health answer once the server listens. It waits for the server, not for a time: until it
 * answers, or exits (then its output says why), within the test's own timeout. Starting takes
 * the migrations, which on a loaded machine can take many seconds.
 */
async function waitForHealth(port: number, server: ReturnType<typeof start>): Promise<Response> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (!exited) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server exited before it answered:\n${server.output()}`);
}

describe('server process', () => {
  it('refuses to start on a bad value and names the variable', async () => {
    const server = start({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('serves on PORT and ACADEMY_PORT with DATABASE_URL, then shuts down cleanly on SIGTERM', async () => {
    const dir = tempDir('main');
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = start({
      PORT: String(port),
      ACADEMY_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
    });
    try {
      const response = await waitForHealth(port, server);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      // The Academy's listener (decision 0020) is up too, and closes with the rest.
      expect((await fetch(`http://127.0.0.1:${port + 1}/api/health`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      // A failed step must not leave the server running (and writing to its removed folder).
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});
