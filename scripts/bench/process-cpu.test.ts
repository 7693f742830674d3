import { describe, expect, it } from 'vitest';
import { cpuMeter, mainThreadCpuMs, processCpuMs } from './process-cpu.mjs';

const linux = process.platform === 'linux';

describe('process CPU time', () => {
  it.runIf(linux)('reads a process CPU time, all threads and the main thread', () => {
    // Spin until the process has used 40 ms of CPU by Node's own count (a wall-clock spin
    // gets less on a busy machine); nearly all of it is this thread's.
    const meter = cpuMeter(process.pid);
    const start = process.cpuUsage();
    const spentMs = () => {
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    while (spentMs() < 40);
    const used = meter.take();
    // /proc counts in clock ticks (10 ms): allow for rounding and other threads.
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
