// Runs the Dockerfile's steps without Docker (this machine has none), so CI proves the image's
// recipe on every change: each stage gets a folder standing for its WORKDIR, COPY copies from
// the build context (minus .dockerignore) or from an earlier stage's folder, RUN runs in the
// stage's folder with the stage's ENV. Then the last stage's CMD starts as the container would
// (production settings, a throwaway SQLite file), its HEALTHCHECK must pass, the home page must
// answer, and SIGTERM must end it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { ROOT } from './lib/build.mjs';

const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const ignored = new Set(
  readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
const work = mkdtempSync(join(tmpdir(), 'lectio-docker-check-'));
/** @type {Map<string, { dir: string, workdir: string, env: Record<string, string> }>} */
const stages = new Map();
let stage;
let healthcheck;
let command;

/** A path inside a stage, as the container sees it ('/app/dist' or './dist'), on disk. */
const onDisk = (target, path) =>
  join(target.dir, posix.relative(target.workdir, posix.resolve(target.workdir, path)));

function copyContext(to) {
  for (const name of readdirSync(ROOT)) {
    if (!ignored.has(name) && !name.endsWith('.log'))
      cpSync(join(ROOT, name), join(to, name), { recursive: true });
  }
}

function run(commandLine, target) {
  console.log(`  RUN ${commandLine}`);
  // The image's users (node) need not exist here: a chown to one of them is skipped.
  const chownShim =
    'chown() { command chown "$@" 2>/dev/null || echo "  (chown skipped here)"; }; ';
  const result = spawnSync('sh', ['-c', chownShim + commandLine], {
    cwd: target.dir,
    stdio: 'inherit',
    env: { ...process.env, ...target.env },
  });
  if (result.status !== 0) throw new Error(`RUN failed (${result.status}): ${commandLine}`);
}

try {
  for (const line of dockerfile.replace(/\\\n/g, ' ').split('\n')) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, instruction, rest] = match;
    if (instruction === 'FROM') {
      const name = /\bAS\s+(\S+)/i.exec(rest)?.[1] ?? String(stages.size);
      stage = { dir: join(work, name), workdir: '/', env: {} };
      stages.set(name, stage);
      console.log(`\n▶ stage ${name}`);
    } else if (instruction === 'WORKDIR') {
      stage.workdir = rest;
    } else if (instruction === 'ENV') {
      const [key, ...value] = rest.split('=');
      stage.env[key.trim()] = value.join('=');
    } else if (instruction === 'COPY') {
      const from = /--from=(\S+)/.exec(rest)?.[1];
      const paths = rest.replace(/--\S+/g, '').trim().split(/\s+/);
      const destination = paths.pop();
      for (const source of paths) {
        if (from) {
          const origin = stages.get(from);
          cpSync(onDisk(origin, source), onDisk(stage, destination), { recursive: true });
        } else if (source === '.') {
          copyContext(onDisk(stage, destination));
        } else {
          cpSync(join(ROOT, source), onDisk(stage, posix.join(destination, source)), {
            recursive: true,
          });
        }
      }
    } else if (instruction === 'RUN') {
      run(rest, stage);
    } else if (instruction === 'HEALTHCHECK') {
      healthcheck = JSON.parse(rest.slice(rest.indexOf('CMD') + 3));
    } else if (instruction === 'CMD') {
      command = JSON.parse(rest);
    }
  }
  await startLikeTheContainer(stage, command, healthcheck);
  console.log('\n✔ The Dockerfile builds, starts healthy, serves pages and stops on SIGTERM');
} finally {
  rmSync(work, { recursive: true, force: true });
}

async function startLikeTheContainer(target, [program, ...args], check) {
  const port = await freePort();
  const env = {
    ...process.env,
    ...target.env,
    PORT: String(port),
    ACADEMY_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(target.dir, 'data', 'check.db')}`,
    LOG_LEVEL: 'warn',
    // Production needs card payments configured; these test keys reach nothing.
    STRIPE_SECRET_KEY: 'sk_test_docker_check',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_docker_check',
    STRIPE_WEBHOOK_SECRET: 'whsec_docker_check',
    STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_docker_check',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  };
  console.log(`\n▶ CMD ${[program, ...args].join(' ')}`);
  const server = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: target.dir,
    env,
    stdio: 'inherit',
  });
  const stopped = () => {
    const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    return exited;
  };
  try {
    const healthy = await until(() => {
      const [checker, ...checkArgs] = check;
      const probe = spawnSync(checker === 'node' ? process.execPath : checker, checkArgs, { env });
      return probe.status === 0;
    });
    if (!healthy) throw new Error('HEALTHCHECK never passed');
    const home = await fetch(`http://127.0.0.1:${port}/`);
    if (!home.ok || !(await home.text()).includes('<h1'))
      throw new Error(`GET / answered ${home.status}`);
  } catch (error) {
    await stopped();
    throw error;
  }
  // A clean exit on SIGTERM: the graceful shutdown the orchestrator relies on.
  const code = await stopped();
  if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
}

async function until(condition, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
