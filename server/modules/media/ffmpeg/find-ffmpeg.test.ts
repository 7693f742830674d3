import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../tests/support/temp-dir';
import { findFfmpeg } from './find-ffmpeg';

/** A folder holding an executable named ffmpeg (never run here). */
function folderWithFfmpeg(): string {
  const dir = tempDir('path-ffmpeg');
  writeFileSync(join(dir, 'ffmpeg'), '#!/bin/sh\n');
  chmodSync(join(dir, 'ffmpeg'), 0o755);
  return dir;
}

describe('finding FFmpeg', () => {
  it('finds the binary the npm package ships, as on a fresh machine after npm install', () => {
    const found = findFfmpeg({ searchPath: '' });
    expect(found?.source).toBe('@ffmpeg-installer/ffmpeg');
    expect(found?.path).toMatch(/@ffmpeg-installer\/[a-z0-9-]+\/ffmpeg(\.exe)?$/);
  });

  it('uses FFMPEG_PATH first, and nothing else when it names no executable', () => {
    const dir = folderWithFfmpeg();
    expect(findFfmpeg({ configuredPath: join(dir, 'ffmpeg') })).toEqual({
      path: join(dir, 'ffmpeg'),
      source: 'FFMPEG_PATH',
    });
    expect(findFfmpeg({ configuredPath: join(dir, 'missing'), searchPath: dir })).toBeNull();
  });

  it('falls back to ffmpeg on the PATH without the package, and to none without either', () => {
    const dir = folderWithFfmpeg();
    const empty = tempDir('path-empty');
    const noPackage = () => null;
    expect(findFfmpeg({ installerPath: noPackage, searchPath: `${empty}:${dir}` })).toEqual({
      path: join(dir, 'ffmpeg'),
      source: 'PATH',
    });
    expect(findFfmpeg({ installerPath: noPackage, searchPath: empty })).toBeNull();
  });
});
