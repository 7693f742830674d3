// CI's PostgreSQL and Redis (.ci/run): finds them at TEST_DATABASE_URL and TEST_REDIS_URL,
// starts one that does not answer when it is installed here, and exits non-zero when either
// still cannot be reached, so their tests never silently drop out of a CI run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';

const WAIT_MS = 30_000;

const services = [
  {
    name: 'PostgreSQL',
    url: process.env.TEST_DATABASE_URL,
    variable: 'TEST_DATABASE_URL',
    async answers(url) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    start() {
      const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
      if (versions.length === 0 || !installed('pg_ctlcluster')) return false;
      run('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start']);
      return true;
    },
  },
  {
    name: 'Redis',
    url: process.env.TEST_REDIS_URL,
    variable: 'TEST_REDIS_URL',
    async answers(url) {
      const redis = new Redis(url, {
        lazyConnect: true,
        connectTimeout: 2_000,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      // Failures are answered by connect(); the error events would only repeat them.
      redis.on('error', () => undefined);
      try {
        await redis.connect();
        return (await redis.ping()) === 'PONG';
      } finally {
        redis.disconnect();
      }
    },
    start() {
      if (!installed('redis-server')) return false;
      run('redis-server', [
        '--daemonize',
        'yes',
        '--bind',
        '127.0.0.1',
        '-::1',
        '--port',
        '6379',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        '/var/lib/redis',
        '--logfile',
        '/var/log/redis/ci.log',
      ]);
      return true;
    },
  },
];

function installed(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`Starting it: ${command} ${args.join(' ')}`);
  spawnSync(command, args, { stdio: 'inherit' });
}

async function reachable(service) {
  try {
    return await service.answers(service.url);
  } catch (error) {
    service.lastError = error instanceof Error ? error.message : String(error);
    return false;
  }
}

async function waitFor(service) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (await reachable(service)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

let failed = false;
for (const service of services) {
  if (!service.url) {
    console.error(`✖ ${service.variable} is not set: the ${service.name} tests cannot run.`);
    failed = true;
    continue;
  }
  if (await reachable(service)) {
    console.log(`${service.name} answers at ${service.url}.`);
    continue;
  }
  console.log(`${service.name} does not answer at ${service.url}.`);
  if (service.start() && (await waitFor(service))) {
    console.log(`${service.name} started and answers at ${service.url}.`);
    continue;
  }
  console.error(
    `✖ ${service.name} cannot be reached at ${service.url} (${service.lastError ?? 'not installed here'}): its tests must run in CI.`,
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
