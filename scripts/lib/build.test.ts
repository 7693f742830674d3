import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEnv, buildFingerprint, buildModeFor, ensureBuilt } from './build.mjs';
import { tempDir } from '../../tests/support/temp-dir';

type Mode = 'production' | 'development';

describe('the build mode', () => {
  it('is development only when NODE_ENV says so', () => {
    expect(buildModeFor({ NODE_ENV: 'development' })).toBe('development');
    expect(buildModeFor({ NODE_ENV: 'production' })).toBe('production');
    expect(buildModeFor({ NODE_ENV: 'test' })).toBe('production');
    expect(buildModeFor({})).toBe('production');
  });

  it('sets NODE_ENV for the build, which is what picks React’s build in Vite', () => {
    expect(buildEnv('production', { NODE_ENV: 'development', SITE_URL: 'x' })).toEqual({
      NODE_ENV: 'production',
      SITE_URL: 'x',
    });
    expect(buildEnv('development', {}).NODE_ENV).toBe('development');
  });
});

describe('build if stale', () => {
  let root: string;
  let builds: { mode: Mode; nodeEnv: string | undefined }[];
  /** Stands in for `npm run build`: writes the outputs, marked with the mode built. */
  const fakeBuild = ({ mode, env }: { mode: Mode; env: Record<string, string | undefined> }) => {
    builds.push({ mode, nodeEnv: buildEnv(mode, env).NODE_ENV });
    mkdirSync(join(root, 'dist/server'), { recursive: true });
    mkdirSync(join(root, 'build/client'), { recursive: true });
    mkdirSync(join(root, 'build/academy/client'), { recursive: true });
    writeFileSync(join(root, 'dist/server/main.js'), `// ${mode}`);
    writeFileSync(join(root, 'build/client/index.html'), `<!-- ${mode} -->`);
    writeFileSync(join(root, 'build/academy/client/index.html'), `<!-- ${mode} -->`);
    return 0;
  };
  const start = (env: Record<string, string>) =>
    ensureBuilt({ env, root, build: fakeBuild, log: () => {} });

  beforeEach(() => {
    root = tempDir('build');
    mkdirSync(join(root, 'app'));
    writeFileSync(join(root, 'app/root.tsx'), 'export default 1;');
    builds = [];
  });

  it('fingerprints the mode: the same sources built for development and production differ', () => {
    const development = buildFingerprint({}, { mode: 'development', root });
    const production = buildFingerprint({}, { mode: 'production', root });
    expect(development).not.toBe(production);
    expect(buildFingerprint({ NODE_ENV: 'production' }, { root })).toBe(production);
    expect(buildFingerprint({ NODE_ENV: 'development' }, { root })).toBe(development);
  });

  it('rebuilds a development build for a production start, with NODE_ENV=production', () => {
    expect(start({ NODE_ENV: 'development' })).toBe(true);
    expect(start({ NODE_ENV: 'development' })).toBe(false);
    expect(start({ NODE_ENV: 'production' })).toBe(true);
    expect(builds).toEqual([
      { mode: 'development', nodeEnv: 'development' },
      { mode: 'production', nodeEnv: 'production' },
    ]);
    expect(start({ NODE_ENV: 'production' })).toBe(false);
  });

  it('rebuilds when the outputs are not the ones its own build left', () => {
    expect(start({ NODE_ENV: 'production' })).toBe(true);
    // Someone rebuilt by hand (say, with NODE_ENV=development npm run build).
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'dist/server/main.js'), later, later);
    expect(start({ NODE_ENV: 'production' })).toBe(true);
    rmSync(join(root, 'build/client'), { recursive: true });
    expect(start({ NODE_ENV: 'production' })).toBe(true);
    // The Academy's client (decision 0020) is an output too.
    rmSync(join(root, 'build/academy/client'), { recursive: true });
    expect(start({ NODE_ENV: 'production' })).toBe(true);
    expect(builds.map((build) => build.mode)).toEqual([
      'production',
      'production',
      'production',
      'production',
    ]);
  });
});
