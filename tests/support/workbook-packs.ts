import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { COURSE_1 } from '../../common/workbooks/course-1';
import {
  PACK_FORMAT,
  activityFileName,
  type PackActivity,
  type PackEnvelope,
} from '../../common/workbooks/pack-schema';

/**
 * Workbook packs made at test time (issue 16, point 9; docs/workbook-packs.md): an Ed25519 key
 * pair, a manifest and activities, the ZIP (archiver) and the signed envelope. Each part can be
 * changed before signing, and the ZIP after, to try every refusal.
 */

export interface PackKey {
  keyId: string;
  privateKey: KeyObject;
  /** The public key as WORKBOOK_PACK_PUBLIC_KEYS takes it: `keyId:<32 raw bytes, base64>`. */
  setting: string;
}

const PKCS8_SEED_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function keyOf(keyId: string, privateKey: KeyObject): PackKey {
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return { keyId, privateKey, setting: `${keyId}:${spki.subarray(-32).toString('base64')}` };
}

/** A fresh key pair. */
export function generatePackKey(keyId = `publisher-${crypto.randomUUID().slice(0, 8)}`): PackKey {
  return keyOf(keyId, generateKeyPairSync('ed25519').privateKey);
}

const testKey = JSON.parse(
  readFileSync(new URL('./workbook-pack-test-key.json', import.meta.url), 'utf8'),
) as { keyId: string; seed: string };

/** The fixed test key the browser tests' server trusts (tests/support/e2e-server.mjs). */
export const E2E_PACK_KEY: PackKey = keyOf(
  testKey.keyId,
  createPrivateKey({
    key: Buffer.concat([PKCS8_SEED_PREFIX, Buffer.from(testKey.seed, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  }),
);

export interface ZipEntry {
  name: string;
  content?: Buffer | string;
  /** Written as a symbolic link to this target instead of a file. */
  symlinkTo?: string;
  /** Stored without compression. */
  store?: boolean;
}

export interface PackContents {
  manifest: Record<string, unknown>;
  activities: PackActivity[];
}

/** A pack's activity: Course I's first reflection, under a new id, its passage left out. */
export function packActivity(
  id: string,
  unit = 1,
  overrides: Partial<PackActivity> = {},
): PackActivity {
  const base = COURSE_1.activities[0]!;
  return {
    ...base,
    id,
    unit,
    passageText: null,
    passagePages: { from: 12, to: 15 },
    ...overrides,
  };
}

let packCount = 0;

/**
 * A valid pack's contents: a manifest for core-1 and two activities, all listed with their
 * SHA-256. `adds` by default, so a pack uploaded by one browser journey leaves Lectio's own
 * reflections in the classes of the others (they share one server).
 */
export function packContents(
  options: {
    packId?: string;
    version?: number;
    activities?: PackActivity[];
    mode?: 'replaces' | 'adds';
  } = {},
): PackContents {
  packCount += 1;
  const packId = options.packId ?? `test-pack-${crypto.randomUUID().slice(0, 8)}-${packCount}`;
  const activities = options.activities ?? [
    packActivity(`${packId}-unit-1`, 1),
    packActivity(`${packId}-unit-2`, 2, { passageText: 'Our own words.', passagePages: undefined }),
  ];
  return {
    manifest: {
      formatVersion: 1,
      packId,
      workbookId: 'core-1',
      mode: options.mode ?? 'adds',
      version: options.version ?? 1,
      title: 'The Revelation of Jesus Christ in Scripture',
      label: 'Publisher reflections, Course I',
      publisher: 'Test Publisher',
      created: '2026-11-01',
      units: COURSE_1.units.slice(0, 2),
      activities: activities.map((activity) => ({
        id: activity.id,
        file: activityFileName(activity.id),
        sha256: sha256(activityJson(activity)),
      })),
    },
    activities,
  };
}

export const activityJson = (activity: unknown) => JSON.stringify(activity, null, 2);
export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The ZIP entries of a pack's contents: manifest.json, then activities/<id>.json each. */
export function entriesOf({ manifest, activities }: PackContents): ZipEntry[] {
  return [
    { name: 'manifest.json', content: JSON.stringify(manifest, null, 2) },
    ...activities.map((activity) => ({
      name: activityFileName(activity.id),
      content: activityJson(activity),
    })),
  ];
}

/** Writes the entries into a ZIP with archiver (deflated), in memory. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
  });
  for (const entry of entries) {
    if (entry.symlinkTo !== undefined) zip.symlink(entry.name, entry.symlinkTo);
    else
      zip.append(Readable.from([Buffer.from(entry.content ?? '')]), {
        name: entry.name,
        store: entry.store === true,
      });
  }
  await zip.finalize();
  return done;
}

/** The signed envelope around the ZIP's exact bytes. */
export function signZip(zip: Buffer, key: PackKey = E2E_PACK_KEY, keyId = key.keyId): PackEnvelope {
  return {
    format: PACK_FORMAT,
    envelopeVersion: 1,
    keyId,
    signature: sign(null, zip, key.privateKey).toString('base64'),
    zip: zip.toString('base64'),
  };
}

/** A valid signed pack; returns its envelope and what went into it. */
export async function buildPack(
  options: { key?: PackKey } & Parameters<typeof packContents>[0] = {},
): Promise<{ envelope: PackEnvelope; contents: PackContents; zip: Buffer }> {
  const contents = packContents(options);
  const zip = await zipOf(entriesOf(contents));
  return { envelope: signZip(zip, options.key), contents, zip };
}

/**
 * The ZIP with an entry's name replaced by another of the same length, in its local header and
 * in the central directory: archiver cleans names ('..', leading '/'), an attacker's tool does not.
 */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error('Names differ in length');
  const renamed = Buffer.from(zip);
  const needle = Buffer.from(from);
  let found = 0;
  for (let at = renamed.indexOf(needle); at >= 0; at = renamed.indexOf(needle, at + 1)) {
    Buffer.from(to).copy(renamed, at);
    found += 1;
  }
  if (found !== 2) throw new Error(`Expected ${from} twice in the ZIP, found it ${found} times`);
  return renamed;
}
