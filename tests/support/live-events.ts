import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';

/**
 * Reads the `event: <name>` messages of a Server-Sent Events stream from a listening instance,
 * as a browser's EventSource would: `connected` once the stream answered, `next()` for each
 * event in order, `close()` to hang up.
 */
export function liveEvents<Event>(
  port: number,
  path: string,
  { cookie, name, host }: { cookie: string; name: string; host?: string },
) {
  const queue: Event[] = [];
  const waiting: ((event: Event) => void)[] = [];
  let onConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const headers: Record<string, string> = { cookie, ...(host ? { host } : {}) };
  const req = httpRequest({ port, path, headers }, (res) => {
    expect(res.headers['content-type']).toContain('text/event-stream');
    onConnected();
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (new RegExp(`^event: ${name}$`, 'm').test(message) && data) {
          const event = JSON.parse(data) as Event;
          const taker = waiting.shift();
          if (taker) taker(event);
          else queue.push(event);
        }
        end = buffer.indexOf('\n\n');
      }
    });
  });
  req.on('error', () => undefined);
  req.end();
  return {
    connected,
    next: () =>
      new Promise<Event>((resolve) => {
        const ready = queue.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    close: () => req.destroy(),
  };
}
