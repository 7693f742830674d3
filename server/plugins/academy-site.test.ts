import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/support/test-app';
import { tempDir } from '../../tests/support/temp-dir';
import { closeAcademyListener, listenForAcademy } from '../academy-listener';

// Decision 0020: one process serves the Journals site and the Academy; the host (or the
// Academy's own listener) decides which app's pages a request gets.
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

function writeBuild(files: Record<string, string>): string {
  const dir = tempDir('client');
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

const ACADEMY_HOST = 'courses.lectio.test';
let app: FastifyInstance;
let academyPort: number;

beforeAll(async () => {
  const journals = writeBuild({
    'index.html': page('Journals home'),
    'about/index.html': page('About'),
    '404/index.html': page('Journals page not found'),
    '__spa-fallback.html': page('Journals shell'),
    'assets/app-1.js': 'console.log(1);',
  });
  const academy = writeBuild({
    'index.html': page('Academy home'),
    '404/index.html': page('Academy page not found'),
    '__spa-fallback.html': page('Academy shell'),
    'academy-assets/app-2.js': 'console.log(2);',
  });
  // A free port for the Academy's listener: ask the system for one, then let it go.
  const probe = await import('node:net').then(({ createServer }) => createServer());
  academyPort = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)),
  );
  await new Promise((resolve) => probe.close(resolve));
  app = await buildTestApp('sqlite::memory:', {
    CLIENT_DIR: journals,
    ACADEMY_CLIENT_DIR: academy,
    ACADEMY_BASE_URL: `https://${ACADEMY_HOST}`,
    ACADEMY_PORT: String(academyPort),
  });
});

afterAll(() => app.close());

const get = (url: string, host?: string) =>
  app.inject({ method: 'GET', url, headers: host ? { host } : {} });

describe('one process, two apps (decision 0020)', () => {
  it("serves each host its own app's home page", async () => {
    expect((await get('/')).body).toContain('<h1>Journals home</h1>');
    const academy = await get('/', ACADEMY_HOST);
    expect(academy.statusCode).toBe(200);
    expect(academy.body).toContain('<h1>Academy home</h1>');
  });

  it("renders the Academy's client routes in its own shell, not the Journals one", async () => {
    for (const path of ['/auth/login/teacher', '/auth/signup/student']) {
      const response = await get(path, ACADEMY_HOST);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Academy shell</h1>');
    }
  });

  it("answers the Journals site's pages on the Academy host with the Academy's 404", async () => {
    const response = await get('/about', ACADEMY_HOST);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Academy page not found</h1>');
    expect((await get('/about')).body).toContain('<h1>About</h1>');
  });

  it("serves both builds' hashed files on either host, cached for a year", async () => {
    for (const host of [undefined, ACADEMY_HOST]) {
      const academyFile = await get('/academy-assets/app-2.js', host);
      expect(academyFile.statusCode).toBe(200);
      expect(academyFile.body).toBe('console.log(2);');
      expect(academyFile.headers['cache-control']).toContain('immutable');
      expect((await get('/assets/app-1.js', host)).body).toBe('console.log(1);');
    }
  });

  it('answers the API on the Academy host', async () => {
    const response = await get('/api/health', ACADEMY_HOST);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it("knows the Academy by its own listener's port, whatever the address is called", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = await listenForAcademy(app, academyPort, '127.0.0.1');
    try {
      const academy = await fetch(`http://127.0.0.1:${academyPort}/`);
      expect(await academy.text()).toContain('<h1>Academy home</h1>');
      const { port } = app.server.address() as AddressInfo;
      const journals = await fetch(`http://127.0.0.1:${port}/`);
      expect(await journals.text()).toContain('<h1>Journals home</h1>');
    } finally {
      await closeAcademyListener(server);
    }
  });
});
