import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** FFmpeg was stopped because the job's time limit passed (or the job was cancelled). */
export class FfmpegStoppedError extends Error {
  override name = 'FfmpegStoppedError';
}

/** FFmpeg ended with an error; `log` is the end of what it printed. */
export class FfmpegFailedError extends Error {
  override name = 'FfmpegFailedError';
  constructor(
    readonly exitCode: number | null,
    readonly log: string,
  ) {
    super(`FFmpeg exited with ${exitCode}: ${lastLines(log, 3)}`);
  }
}

export interface FfmpegRun {
  exitCode: number | null;
  /** What FFmpeg printed on stderr (its end only: a hostile file can make it print a lot). */
  log: string;
}

/** Enough of the log for the stream list and the last progress line; older text is dropped. */
const LOG_KEEP_CHARS = 64 * 1024;

/**
 * Runs FFmpeg with `args` and resolves with its exit code and log, whatever the code (reading a
 * file's description ends with an error by design). When `signal` aborts, FFmpeg is killed at
 * once (SIGKILL: a process stuck in a hostile file may ignore gentler signals) and the run
 * rejects with FfmpegStoppedError. It runs at a lower priority so conversions never starve the
 * requests this instance serves.
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<FfmpegRun> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new FfmpegStoppedError('FFmpeg was not started: the job was stopped'));
      return;
    }
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed on this system: it runs at normal priority.
      }
    }
    let log = '';
    let stopped = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      log = (log + chunk).slice(-LOG_KEEP_CHARS);
    });
    const stop = () => {
      stopped = true;
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', stop);
      reject(error);
    });
    child.on('close', (exitCode) => {
      signal?.removeEventListener('abort', stop);
      if (stopped) reject(new FfmpegStoppedError('FFmpeg was stopped: the time limit passed'));
      else resolve({ exitCode, log });
    });
  });
}

/** Like runFfmpeg, but an exit code other than 0 rejects with FfmpegFailedError. */
export async function runFfmpegOk(
  ffmpegPath: string,
  args: string[],
  options: { signal?: AbortSignal } = {},
): Promise<FfmpegRun> {
  const run = await runFfmpeg(ffmpegPath, args, options);
  if (run.exitCode !== 0) throw new FfmpegFailedError(run.exitCode, run.log);
  return run;
}

function lastLines(text: string, count: number): string {
  return text.trim().split('\n').slice(-count).join(' | ');
}
