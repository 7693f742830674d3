import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpTranslator } from './http';
import { libreTranslateDouble } from './test-double';
import { TranslationError } from './translator';

describe('the LibreTranslate adapter', () => {
  let double: Awaited<ReturnType<typeof libreTranslateDouble>>;
  beforeAll(async () => {
    double = await libreTranslateDouble();
  });
  afterAll(async () => double.close());
  afterEach(() => {
    double.requests.splice(0);
    double.setMode('translate');
    vi.useRealTimers();
  });

  const translator = (apiKey?: string) =>
    createHttpTranslator({ url: `${double.url}/`, apiKey, timeoutMs: 5_000 });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TranslationError);
    return (error as TranslationError).reason;
  };

  it('posts the words alone to /translate, with the key when there is one', async () => {
    expect(await translator('secret').translate(['Hello'], 'es')).toEqual(['[es] Hello']);
    expect(double.requests).toEqual([
      {
        path: '/translate',
        body: { q: 'Hello', source: 'auto', target: 'es', format: 'text', api_key: 'secret' },
      },
    ]);
    await translator().translate(['Hi'], 'vi');
    expect(double.requests[1]?.body).toEqual({
      q: 'Hi',
      source: 'auto',
      target: 'vi',
      format: 'text',
    });
  });

  it('sends several texts in one request and keeps their order', async () => {
    expect(await translator().translate(['One', 'Two'], 'fr')).toEqual(['[fr] One', '[fr] Two']);
    expect(double.requests).toHaveLength(1);
    expect(await translator().translate([], 'fr')).toEqual([]);
    expect(double.requests).toHaveLength(1);
  });

  it('fails clearly when the provider errs, answers nonsense, or cannot be reached', async () => {
    double.setMode('fail');
    expect(await failure(translator().translate(['Hello'], 'es'))).toBe('failed');
    double.setMode('garbage');
    expect(await failure(translator().translate(['Hello'], 'es'))).toBe('failed');
    const nowhere = createHttpTranslator({
      url: 'http://127.0.0.1:9',
      apiKey: undefined,
      timeoutMs: 5_000,
    });
    expect(await failure(nowhere.translate(['Hello'], 'es'))).toBe('failed');
  });

  it('gives up after its timeout rather than keep the reader waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    double.setMode('hang');
    let settled = false;
    const pending = failure(translator().translate(['Hello'], 'es')).finally(() => {
      settled = true;
    });
    // Waits for the request without moving the fake clock (setImmediate is not faked).
    while (double.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe('timeout');
  });
});
