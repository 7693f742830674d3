import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one call between two starts while it is on its way (an effect run twice)', async () => {
    let calls = 0;
    let answer: (value: string) => void = () => undefined;
    const start = () => {
      calls += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    };
    const first = singleFlight('confirm:a', start);
    const second = singleFlight('confirm:a', start);
    answer('confirmed');
    expect(await first).toBe('confirmed');
    expect(await second).toBe('confirmed');
    expect(calls).toBe(1);
  });

  it('keeps calls with other keys apart and forgets a call once it has settled', async () => {
    let calls = 0;
    const start = async () => ++calls;
    expect(await Promise.all([singleFlight('a', start), singleFlight('b', start)])).toEqual([1, 2]);
    expect(await singleFlight('a', start)).toBe(3);
    await expect(singleFlight('c', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await singleFlight('c', start)).toBe(4);
  });
});
