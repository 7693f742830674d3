import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFromSetCookie, loginRequest, signIn } from './auth-client.mjs';

describe('cookieFromSetCookie', () => {
  it('takes the named cookie out of Set-Cookie headers, without its attributes', () => {
    expect(
      cookieFromSetCookie(
        ['at=old; Path=/; HttpOnly', 't=abc.DEF-123=; Max-Age=2592000; Path=/; HttpOnly'],
        't',
      ),
    ).toBe('t=abc.DEF-123=');
  });

  it('does not mistake a cookie whose name merely contains the name', () => {
    expect(cookieFromSetCookie(['st=student; Path=/', 'at=actor; Path=/'], 't')).toBeNull();
    expect(cookieFromSetCookie([], 't')).toBeNull();
  });

  it('follows the last header, and treats a cleared cookie as absent', () => {
    expect(cookieFromSetCookie(['t=first; Path=/', 't=second; Path=/'], 't')).toBe('t=second');
    expect(cookieFromSetCookie(['t=first', 't=; Max-Age=0; Path=/'], 't')).toBeNull();
  });
});

describe('loginRequest', () => {
  it('sends JSON credentials with the server’s own origin, as the CSRF check requires', () => {
    const request = loginRequest('http://127.0.0.1:4123', {
      email: 'teacher@demo.lectio.app',
      password: 'secret-1',
    });
    expect(request).toEqual({
      url: 'http://127.0.0.1:4123/api/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4123' },
      body: '{"email":"teacher@demo.lectio.app","password":"secret-1"}',
    });
  });
});

describe('signIn', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { password } = JSON.parse(body) as { password: string };
        if (request.url === '/api/auth/student_login' && password === 'student') {
          response.setHeader('set-cookie', ['st=student-1; Path=/; HttpOnly']);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"st":"student-1","url":"/student"}');
        } else if (request.url !== '/api/auth/login' || password === 'wrong') {
          response.writeHead(401, { 'content-type': 'application/json' });
          response.end('{"errors":{"email":"Wrong email or password"}}');
        } else if (password === 'no-cookie') {
          response.writeHead(200).end('{}');
        } else {
          response.setHeader('set-cookie', ['t=token-1; Path=/; HttpOnly']);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"t":"token-1","url":"/teacher"}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the Cookie header of the new session', async () => {
    await expect(signIn(baseUrl, { email: 'a@b.c', password: 'right' })).resolves.toBe('t=token-1');
  });

  it('signs a student in at the student path and answers their st cookie', async () => {
    await expect(
      signIn(baseUrl, { email: 'maria.g', password: 'student' }, { student: true }),
    ).resolves.toBe('st=student-1');
  });

  it('stops with the server’s answer when the sign-in is refused or sets no session', async () => {
    await expect(signIn(baseUrl, { email: 'a@b.c', password: 'wrong' })).rejects.toThrow(
      /answered 401.*Wrong email or password/,
    );
    await expect(signIn(baseUrl, { email: 'a@b.c', password: 'no-cookie' })).rejects.toThrow(
      /200 without a session cookie/,
    );
  });
});
