import { afterAll, afterEach, vi } from 'vitest';
import { removeTempDirs } from './temp-dir';

// Yjs marks itself loaded on the global object and logs an error when loaded again, since two
// copies in one process break its constructor checks. Vitest gives each test file a fresh
// module graph in a worker that keeps its globals, so a second file of the same worker that
// opens a writing room would see the mark left by the first. Each file starts unmarked: two
// copies within one file still log, and fail the test below.
delete (globalThis as Record<string, unknown>)['__ $YJS$ __'];

// A test that logs an error has found a problem even if its assertions pass: fail it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.join(' ')).join('\n')}`);
  }
});

// Each test file's temporary folders go when the file is done (after its own afterAll hooks
// have closed the apps that used them).
afterAll(removeTempDirs);
