import { describe, expect, it } from 'vitest';
import { oneAtATime } from './in-turn';

describe('oneAtATime', () => {
  it('starts each call only after the one before has settled, even a failed one', async () => {
    const inTurn = oneAtATime();
    const events: string[] = [];
    let releaseFirst!: () => void;
    const first = inTurn(
      () =>
        new Promise<string>((resolve, reject) => {
          events.push('first started');
          releaseFirst = () => reject(new Error('network'));
          void resolve;
        }),
    );
    const second = inTurn(async () => {
      events.push('second started');
      return 'second';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['first started']);
    releaseFirst();
    await expect(first).rejects.toThrow('network');
    expect(await second).toBe('second');
    expect(events).toEqual(['first started', 'second started']);
  });
});
