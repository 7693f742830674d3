// CPU time a process has used, read from Linux's /proc: every thread's time on a CPU, in
// nanoseconds (/proc/<pid>/task/<tid>/schedstat), so the libuv thread pool (where argon2
// hashes) counts as well as the event loop. Unlike latency, CPU time hardly moves when other
// processes share the machine: it is the figure to compare between runs on a busy machine.
// Elsewhere than Linux the readers answer null and the bench shows "—".
import { readFileSync, readdirSync } from 'node:fs';

/** @param {string} file */
function schedstatMs(file) {
  try {
    const first = readFileSync(file, 'utf8').split(' ', 1)[0];
    const ns = Number(first);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

/**
 * Milliseconds of CPU used so far by every thread of `pid` (threads that ended are not
 * counted: Node's threads live as long as the process), or null when unavailable.
 * @param {number | undefined} pid
 */
export function processCpuMs(pid) {
  if (!pid) return null;
  let tids;
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  let total = 0;
  for (const tid of tids) total += schedstatMs(`/proc/${pid}/task/${tid}/schedstat`) ?? 0;
  return total;
}

/**
 * Milliseconds of CPU used so far by the main thread (the event loop) of `pid`, or null.
 * @param {number | undefined} pid
 */
export function mainThreadCpuMs(pid) {
  return pid ? schedstatMs(`/proc/${pid}/task/${pid}/schedstat`) : null;
}

/**
 * A reader of `pid`'s CPU use: `take()` answers the CPU ms used since the previous take
 * (or since the reader was made), for the whole process and for its main thread.
 * @param {number | undefined} pid
 */
export function cpuMeter(pid) {
  let total = processCpuMs(pid);
  let main = mainThreadCpuMs(pid);
  return {
    take() {
      const nextTotal = processCpuMs(pid);
      const nextMain = mainThreadCpuMs(pid);
      const used = {
        totalMs: total === null || nextTotal === null ? null : nextTotal - total,
        mainMs: main === null || nextMain === null ? null : nextMain - main,
      };
      total = nextTotal;
      main = nextMain;
      return used;
    },
  };
}

/**
 * Milliseconds the main thread of `pid` has waited so far for a CPU while ready to run (the
 * second figure of schedstat), or null. A share of the wall time spent so says how much other
 * work on the machine held the process back, whatever its latency figures.
 * @param {number | undefined} pid
 */
export function mainThreadWaitMs(pid) {
  if (!pid) return null;
  try {
    const ns = Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}
