import { describe, expect, it } from 'vitest';
import {
  addSample,
  formatDuration,
  formatSpeed,
  percentOf,
  secondsLeft,
  speedOf,
  type ProgressSample,
} from './progress-figures';

describe('upload progress figures', () => {
  it('measures the speed over the last few seconds only', () => {
    let samples: ProgressSample[] = [];
    expect(speedOf(samples)).toBeNull();
    samples = addSample(samples, { at: 0, bytes: 0 });
    samples = addSample(samples, { at: 200, bytes: 100 });
    // Too short a time to say.
    expect(speedOf(samples)).toBeNull();
    samples = addSample(samples, { at: 1000, bytes: 1_000_000 });
    expect(speedOf(samples)).toBe(1_000_000);
    // A slow stretch later: the early fast second falls out of the window.
    for (let second = 2; second <= 8; second += 1) {
      samples = addSample(samples, { at: second * 1000, bytes: 1_000_000 + (second - 1) * 10_000 });
    }
    expect(speedOf(samples)).toBeCloseTo(10_000, -2);
    expect(samples[0]?.at).toBeGreaterThanOrEqual(2000);
  });

  it('gives the percent, the speed and the time left as people read them', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(formatSpeed(1_468_006)).toBe('1.4 MB/s');
    expect(formatSpeed(512)).toBe('512 bytes/s');
    expect(secondsLeft(500, 1500, 100)).toBe(10);
    expect(secondsLeft(500, 1500, null)).toBeNull();
    expect(formatDuration(0.2)).toBe('1 s');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(240)).toBe('4 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(7200)).toBe('2 h');
  });
});
