// Finds Debian's Chromium for the browser tests and the benchmark; installs it with apt when
// we are root on a Debian-like machine, otherwise stops with a one-line instruction.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!process.env.CHROMIUM_PATH && canApt) {
    console.log('Chromium not found: installing Debian package "chromium"…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install && install.status === 0 && existsSync(path)) return path;
  }
  console.error(
    `Chromium is missing at ${path}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

export function chromiumVersion(path) {
  return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
}
