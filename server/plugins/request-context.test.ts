import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/support/test-app';
import { handleOrderPaid } from '../modules/fulfilment/handle-order-paid';
import { logOf } from './request-context';

/** The app's log lines, parsed, from a stream the app writes to. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('services log with the request they serve', () => {
  it("a service deep below a handler writes its lines with the request's id; a job with the app's", async () => {
    const { lines, stream } = capturedLog();
    const app = await buildTestApp('sqlite::memory:', {}, { logger: { level: 'info', stream } });
    // A handler that calls a real service, which logs that the (unknown) order is not paid.
    app.get('/test/fulfil/:id', async (request) => {
      await handleOrderPaid(app, (request.params as { id: string }).id);
      return { done: true };
    });
    const response = await app.inject({
      method: 'GET',
      url: `/test/fulfil/${crypto.randomUUID()}`,
    });
    expect(response.statusCode).toBe(200);
    const requestLine = lines.find((line) => line.msg === 'incoming request');
    const serviceLine = lines.find((line) =>
      String(line.msg).startsWith('Fulfilment: the order is not paid'),
    );
    expect(requestLine?.reqId).toEqual(expect.any(String));
    expect(serviceLine?.reqId).toBe(requestLine?.reqId);

    // Outside any request (a scheduled job): the app's own logger, no request id.
    expect(logOf(app)).toBe(app.log);
    await handleOrderPaid(app, crypto.randomUUID());
    const jobLines = lines.filter((line) =>
      String(line.msg).startsWith('Fulfilment: the order is not paid'),
    );
    expect(jobLines).toHaveLength(2);
    expect(jobLines[1]?.reqId).toBeUndefined();
    await app.close();
  });
});
