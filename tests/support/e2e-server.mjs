// Starts the built server for browser tests with a fresh SQLite database and file store in a
// temporary folder that is removed when the run ends.
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = mkdtempSync(join(tmpdir(), 'lectio-e2e-'));
process.env.DATABASE_URL = `sqlite:${join(dir, 'e2e.db')}`;
process.env.FILES_DIR = join(dir, 'files');
process.env.UPLOADS_TEMP_DIR = join(dir, 'uploads');
process.env.HOST = '127.0.0.1';
// Links in emails must point at the address the browser uses, so cookies match.
process.env.PUBLIC_BASE_URL ??= `http://127.0.0.1:${process.env.PORT}`;
process.env.CLIENT_DIR ??= `${process.env.BUILD_DIR ?? 'build'}/client`;
// The Academy (decision 0020): its client beside the Journals one, on a port of its own (each
// test server's port plus 10,000, so the two servers of a run never meet).
process.env.ACADEMY_CLIENT_DIR ??= join(process.env.CLIENT_DIR, '..', 'academy', 'client');
process.env.ACADEMY_PORT ??= String(Number(process.env.PORT) + 10_000); // ACADEMY_PORT_OFFSET in tests/support/academy.ts
process.env.ACADEMY_BASE_URL ??= `http://127.0.0.1:${process.env.ACADEMY_PORT}`;
process.env.LOG_LEVEL ??= 'warn';
// Uploaded videos are processed within a second, so journeys see Ready without waiting.
process.env.VIDEO_JOB_INTERVAL_MS ??= '1000';
// Notification email goes out within a second, so a journey finds it in /dev/mailbox.
process.env.NOTIFICATION_EMAIL_INTERVAL_MS ??= '1000';
// The billing journeys run the billing job at a chosen moment (POST /dev/billing/clock).
process.env.BILLING_TEST_CLOCK ??= 'true';
process.env.CHAT_TEST_CLOCK ??= 'true';
// "Show in my language" (issue 17, point 13): a LibreTranslate double on loopback, so the
// journeys translate without sending anything anywhere (tests/support/fake-translate.mjs).
if (!process.env.TRANSLATION_URL) {
  const { startFakeTranslate } = await import('./fake-translate.mjs');
  process.env.TRANSLATION_URL = await startFakeTranslate();
  process.env.TRANSLATION_PROVIDER_NAME ??= 'Test Translate';
}
// Publisher workbook packs (docs/workbook-packs.md): the server trusts the test key that
// tests/support/workbook-packs.ts signs packs with (its public half, from the same seed).
process.env.WORKBOOK_PACK_PUBLIC_KEYS ??= packTestKeySetting();
// Browser tests that set up records (tests/support/e2e-database.ts) find this server's
// database through a pointer file named by its port.
const pointer = join(tmpdir(), `lectio-e2e-database-${process.env.PORT}`);
writeFileSync(pointer, process.env.DATABASE_URL);
const cleanup = () => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(pointer, { force: true });
};
process.on('exit', cleanup);

// SERVER_BUNDLE: relative to the repository root, or absolute (a bundle outside the
// repository needs a node_modules link beside it to find its dependencies).
const bundle = process.env.SERVER_BUNDLE ?? 'dist/server/main.js';
await import(
  isAbsolute(bundle) ? pathToFileURL(bundle).href : new URL(`../../${bundle}`, import.meta.url).href
);

/** `keyId:<raw public key, base64>` of tests/support/workbook-pack-test-key.json. */
function packTestKeySetting() {
  const { keyId, seed } = JSON.parse(
    readFileSync(new URL('./workbook-pack-test-key.json', import.meta.url), 'utf8'),
  );
  const pkcs8 = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    Buffer.from(seed, 'hex'),
  ]);
  const privateKey = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return `${keyId}:${spki.subarray(-32).toString('base64')}`;
}
