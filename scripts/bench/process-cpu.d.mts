// Types for process-cpu.mjs, so its unit test (TypeScript) can import it.
export function processCpuMs(pid: number | undefined): number | null;
export function mainThreadCpuMs(pid: number | undefined): number | null;
export function mainThreadWaitMs(pid: number | undefined): number | null;
export interface CpuMeter {
  take(): { totalMs: number | null; mainMs: number | null };
}
export function cpuMeter(pid: number | undefined): CpuMeter;
