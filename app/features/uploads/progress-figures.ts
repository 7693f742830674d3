import { formatBytes } from '@common/uploads/kinds';

/** One measurement of bytes sent, for the speed estimate. */
export interface ProgressSample {
  at: number;
  bytes: number;
}

/** The speed is measured over this many recent seconds, so it follows the connection. */
const WINDOW_MS = 5_000;

/** Adds a sample and drops those older than the window (keeping one before it). */
export function addSample(samples: ProgressSample[], sample: ProgressSample): ProgressSample[] {
  const kept = [...samples, sample];
  while (kept.length > 2 && sample.at - (kept[1]?.at ?? sample.at) > WINDOW_MS) kept.shift();
  return kept;
}

/** Bytes per second over the samples, or null before there is enough to say. */
export function speedOf(samples: ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 500 || last.bytes <= first.bytes) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((sent * 100) / total));
}

/** "1.4 MB/s". */
export function formatSpeed(bytesPerSecond: number): string {
  return `${formatBytes(Math.round(bytesPerSecond))}/s`;
}

/** "12 s", "4 min", "1 h 5 min": the time left as people say it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Seconds left at the present speed, or null when the speed is not known. */
export function secondsLeft(sent: number, total: number, speed: number | null): number | null {
  if (speed === null || speed <= 0) return null;
  return Math.max(0, (total - sent) / speed);
}
