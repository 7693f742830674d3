import { defineConfig } from '@playwright/test';
import { DEV_CLIENT_BUILD_DIR } from './scripts/lib/build.mjs';

// Two servers for the whole run, each on a random port with a fresh database (see
// tests/support/e2e-server.mjs): one serves the production client build (build/client), the
// other the development-mode build (React's development build: StrictMode runs every effect
// twice), for the journeys in DEV_CLIENT_JOURNEYS. Workers inherit the ports through the
// environment.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DEV_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const port = Number(process.env.E2E_PORT);
const devPort = Number(process.env.E2E_DEV_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const devBaseURL = `http://127.0.0.1:${devPort}`;

/** Sign-in, confirmation, reset and "log in as": single-use calls behind effects. */
const gracefulShutdown = { signal: 'SIGTERM', timeout: 10_000 } as const;

const DEV_CLIENT_JOURNEYS = ['auth-journeys.spec.ts'];
/**
 * Journeys that set chat's clock (POST /dev/chat/clock), which every chat call of the server
 * reads: they run after all the others, alone, so no other journey's messages are timed by it.
 */
const CHAT_CLOCK_JOURNEYS = ['chat-journeys.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test is a whole journey through several pages; on a loaded two-core CI machine the
  // longest take about 30 s, so each gets a minute (longer ones set their own).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'off',
    trace: 'off',
  },
  projects: [
    { name: 'production', testIgnore: CHAT_CLOCK_JOURNEYS, use: { baseURL } },
    {
      name: 'chat-clock',
      testMatch: CHAT_CLOCK_JOURNEYS,
      dependencies: ['production'],
      use: { baseURL },
    },
    { name: 'dev-client', testMatch: DEV_CLIENT_JOURNEYS, use: { baseURL: devBaseURL } },
  ],
  webServer: [
    {
      command: 'node tests/support/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not Playwright's default SIGKILL: the server shuts down and removes its
      // temporary database and files (tests/support/e2e-server.mjs).
      gracefulShutdown,
      env: { PORT: String(port) },
    },
    {
      command: 'node tests/support/e2e-server.mjs',
      url: `${devBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not Playwright's default SIGKILL: the server shuts down and removes its
      // temporary database and files (tests/support/e2e-server.mjs).
      gracefulShutdown,
      env: { PORT: String(devPort), CLIENT_DIR: `${DEV_CLIENT_BUILD_DIR}/client` },
    },
  ],
});
