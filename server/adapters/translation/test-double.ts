import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the double does with the next requests. */
export type DoubleMode = 'translate' | 'fail' | 'garbage' | 'hang';

/**
 * A LibreTranslate API on 127.0.0.1 for tests: it records every request's body and answers
 * `[target] text`, so a test proves what was sent, how often, and that nothing was sent at all.
 */
export async function libreTranslateDouble() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const hanging: ServerResponse[] = [];
  let mode: DoubleMode = 'translate';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: request.url ?? '', body });
      const reply = (status: number, answer: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer));
      if (mode === 'hang') return void hanging.push(response);
      if (mode === 'fail') return reply(500, { error: 'Translation engine is down' });
      if (mode === 'garbage') return reply(200, { detectedLanguage: { language: 'en' } });
      const q = body.q;
      const translate = (text: unknown) => `[${String(body.target)}] ${String(text)}`;
      reply(200, { translatedText: Array.isArray(q) ? q.map(translate) : translate(q) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next: DoubleMode) => {
      mode = next;
    },
    close: async () => {
      for (const response of hanging.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
