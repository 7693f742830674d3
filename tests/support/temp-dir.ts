import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every temporary folder a test makes starts with this; the global teardown looks for them. */
export const TEST_TEMP_PREFIX = 'lectio-test-';

const made: string[] = [];

/**
 * A new empty folder for a test (a file store, a SQLite file, a client build). It is removed
 * after the test file has run (tests/support/vitest-setup.ts), whatever the test did.
 */
export function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${TEST_TEMP_PREFIX}${label}-`));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
