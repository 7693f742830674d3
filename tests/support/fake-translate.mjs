import { createServer } from 'node:http';

/**
 * A LibreTranslate double on loopback for the browser tests: POST /translate with
 * `{ q, target }` answers each text as "[target] text", so a journey sees that the words went
 * through the adapter and came back. Answers its base address; it stops with the process.
 */
export async function startFakeTranslate() {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/translate') {
        response.writeHead(404).end();
        return;
      }
      const { q, target } = JSON.parse(body || '{}');
      const translate = (text) => `[${target}] ${text}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ translatedText: Array.isArray(q) ? q.map(translate) : translate(q) }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never keeps the server's process alive on its own.
  server.unref();
  return `http://127.0.0.1:${server.address().port}`;
}
