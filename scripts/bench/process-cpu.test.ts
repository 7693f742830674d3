import { describe, expect, it } from 'vitest';
import { cpuMeter, mainThreadCpuMs, processCpuMs } from './process-cpu.mjs';

const linux = process.platform === 'linux';

describe('process CPU time', () => {
  it.runIf(linux)('reads a process CPU time, all threads and the main thread', () => {
    const meter = cpuMeter(process.pid);
    const end = performance.now() + 30;
    while (performance.now() < end);
    const used = meter.take();
    expect(used.totalMs).toBeGreaterThanOrEqual(20);
    expect(used.mainMs).toBeGreaterThanOrEqual(20);
    expect(used.totalMs ?? 0).toBeGreaterThanOrEqual(used.mainMs ?? Infinity);
    // Each take measures from the previous one.
    expect(meter.take().totalMs).toBeLessThan(used.totalMs ?? 0);
  });

  it('answers null for a process it cannot read', () => {
    expect(processCpuMs(undefined)).toBeNull();
    expect(processCpuMs(2 ** 30)).toBeNull();
    expect(mainThreadCpuMs(2 ** 30)).toBeNull();
    expect(cpuMeter(2 ** 30).take()).toEqual({ totalMs: null, mainMs: null });
  });
});
