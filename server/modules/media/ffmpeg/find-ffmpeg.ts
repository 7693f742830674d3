import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** Where the FFmpeg binary was found, for the start-up log. */
export type FfmpegSource = 'FFMPEG_PATH' | '@ffmpeg-installer/ffmpeg' | 'PATH';

export interface FoundFfmpeg {
  path: string;
  source: FfmpegSource;
}

export interface FindFfmpegOptions {
  /** FFMPEG_PATH from the configuration: used as given, and nothing else when it is wrong. */
  configuredPath?: string;
  /** The search path (process.env.PATH). */
  searchPath?: string;
  /** The npm package's binary; tests replace it to act out a machine without it. */
  installerPath?: () => string | null;
}

/**
 * Finds FFmpeg: FFMPEG_PATH when set (an administrator who names a binary means that one), else
 * the static build that `npm install` brings with @ffmpeg-installer/ffmpeg, else `ffmpeg` on
 * the PATH. Null when there is none: videos are then served as uploaded (MP4 and WebM only).
 */
export function findFfmpeg({
  configuredPath,
  searchPath = process.env.PATH ?? '',
  installerPath = ffmpegInstallerPath,
}: FindFfmpegOptions = {}): FoundFfmpeg | null {
  if (configuredPath) {
    return isExecutable(configuredPath) ? { path: configuredPath, source: 'FFMPEG_PATH' } : null;
  }
  const installed = installerPath();
  if (installed && isExecutable(installed)) {
    return { path: installed, source: '@ffmpeg-installer/ffmpeg' };
  }
  for (const dir of searchPath.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
    if (isExecutable(candidate)) return { path: candidate, source: 'PATH' };
  }
  return null;
}

/**
 * The binary inside the npm package. The package throws on platforms it has no build for, and
 * is absent when optional dependencies were skipped; either way there is none.
 */
function ffmpegInstallerPath(): string | null {
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
