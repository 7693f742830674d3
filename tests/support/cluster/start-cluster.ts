import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { tempDir } from '../temp-dir';
import { testDatabases } from '../databases';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

export interface ClusterInstance {
  url: string;
  port: number;
  process: ChildProcess;
}

export interface Cluster {
  instances: ClusterInstance[];
  proxy: RoundRobinProxy;
  /** The address the browser uses: the proxy. */
  url: string;
  databaseUrl: string;
  /** Ends an instance at once (SIGKILL: no graceful shutdown), as a lost container would. */
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Several instances of the built server (dist/server/main.js, build/client) on one PostgreSQL
 * schema, with the given shared services (REDIS_URL, S3_*), behind a round-robin proxy: the
 * production topology of docs/DEPLOY.md on one machine. The first instance migrates and seeds
 * the empty database before the others start, as a deployment's release step would.
 */
export async function startCluster({
  size = 2,
  env = {},
}: { size?: number; env?: Record<string, string> } = {}): Promise<Cluster> {
  const postgres = testDatabases().find((database) => database.name === 'postgres');
  if (!postgres) throw new Error('startCluster needs TEST_DATABASE_URL (PostgreSQL)');
  const databaseUrl = await postgres.create();
  const dir = tempDir('cluster');
  const instances: ClusterInstance[] = [];
  let proxy: RoundRobinProxy | undefined;

  const stop = async () => {
    await Promise.all(instances.map((instance) => stopProcess(instance.process, 'SIGTERM')));
    await proxy?.close();
    await postgres.dropAll();
    // Browser tests have no per-file clean-up of temporary folders (Vitest's does), so this one
    // goes here.
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const ports = await Promise.all(Array.from({ length: size }, freePort));
    const academyPorts = await Promise.all(Array.from({ length: size }, freePort));
    const proxyPort = await freePort();
    for (const [index, port] of ports.entries()) {
      const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
        env: {
          ...process.env,
          // The production build, run as the browser tests run it (development settings: demo
          // data, the local payment provider, cookies over plain http).
          HOST: '127.0.0.1',
          PORT: String(port),
          ACADEMY_PORT: String(academyPorts[index]),
          DATABASE_URL: databaseUrl,
          FILES_DIR: join(dir, `files-${index}`),
          UPLOADS_TEMP_DIR: join(dir, `uploads-${index}`),
          CLIENT_DIR: process.env.CLIENT_DIR ?? 'build/client',
          PUBLIC_BASE_URL: `http://127.0.0.1:${proxyPort}`,
          LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      instances.push({ url, port, process: child });
      await waitForHealth(url, child);
    }
    proxy = await startRoundRobinProxy(
      ports.map((port) => ({ host: '127.0.0.1', port })),
      proxyPort,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    instances,
    proxy,
    url: proxy.url,
    databaseUrl,
    kill: (index) => stopProcess(instances[index]!.process, 'SIGKILL'),
    stop,
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until the instance answers its health check, or fails if it exits first. */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${url} exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${url} did not become healthy within 60 s`);
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
