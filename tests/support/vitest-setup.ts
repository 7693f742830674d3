import { afterAll, afterEach, vi } from 'vitest';
import { removeTempDirs } from './temp-dir';

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
