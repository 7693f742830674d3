// Types for build.mjs, so its unit test (TypeScript) can import it.
export type BuildMode = 'production' | 'development';
type Env = Record<string, string | undefined>;

export const ROOT: string;
export const DEV_CLIENT_BUILD_DIR: string;
export class BuildError extends Error {
  exitCode: number;
  constructor(exitCode: number);
}
export function buildModeFor(env?: Env): BuildMode;
export function buildEnv(mode: BuildMode, env?: Env): Env;
export function buildFingerprint(env?: Env, options?: { mode?: BuildMode; root?: string }): string;
export function ensureBuilt(options?: {
  log?: (text: string) => void;
  env?: Env;
  mode?: BuildMode;
  root?: string;
  build?: (build: { mode: BuildMode; env: Env; root: string }) => number;
}): boolean;
