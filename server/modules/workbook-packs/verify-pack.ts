import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { z } from 'zod';
import { PACK_MESSAGES } from '../../../common/copy/workbook-packs';
import { findWorkbook } from '../../../common/workbooks';
import {
  ACTIVITIES_FOLDER,
  MANIFEST_FILE,
  PACK_ENVELOPE_VERSIONS,
  PACK_FORMAT_VERSIONS,
  PACK_LIMITS,
  packActivitySchema,
  packEnvelopeSchema,
  packManifestSchema,
  type PackActivity,
  type PackManifest,
} from '../../../common/workbooks/pack-schema';
import { AppError, type AppErrorCode } from '../../errors';
import { packActivityValues } from './pack-activity-values';

/**
 * Verifies a publisher's workbook pack (issue 16, point 9; docs/workbook-packs.md). Pure: no
 * database, no storage; the caller says which keys are trusted and which version of the pack
 * was last accepted. Every refusal is an AppError whose `pack` message says why (one source:
 * common/copy/workbook-packs.ts). The signature is checked before the ZIP is parsed at all,
 * and the ZIP is then read with limits, so an unsigned or hostile archive is never unpacked.
 */

export type PackKeys = ReadonlyMap<string, KeyObject>;

export interface VerifiedPack {
  manifest: PackManifest;
  /** In the manifest's order. */
  activities: PackActivity[];
  /** The ZIP exactly as signed. */
  zip: Buffer;
  /** SHA-256 of the ZIP, lower-case hex: the pack's identity for idempotent uploads. */
  sha256: string;
  keyId: string;
}

export interface VerifyOptions {
  keys: PackKeys;
  /**
   * The highest version of this pack id accepted before, or null when there is none; given the
   * ZIP's SHA-256 too, so the same bytes uploaded again need not count as a replay of themselves.
   */
  lastVersion: (packId: string, sha256: string) => Promise<number | null> | number | null;
}

const refuse = (message: string, code: AppErrorCode = 'BAD_REQUEST'): never => {
  throw new AppError(code, { pack: message });
};

export async function verifyPack(input: unknown, options: VerifyOptions): Promise<VerifiedPack> {
  if (options.keys.size === 0) refuse(PACK_MESSAGES.noKeys, 'FORBIDDEN');
  const envelope = packEnvelopeSchema.safeParse(input);
  if (!envelope.success) return refuse(PACK_MESSAGES.badEnvelope);
  const { envelopeVersion, keyId, signature, zip: zipBase64 } = envelope.data;
  if (!(PACK_ENVELOPE_VERSIONS as readonly number[]).includes(envelopeVersion)) {
    refuse(PACK_MESSAGES.envelopeVersion);
  }
  const key = options.keys.get(keyId) ?? refuse(PACK_MESSAGES.unknownKey(keyId));
  const zip = strictBase64(zipBase64) ?? refuse(PACK_MESSAGES.badEnvelope);
  const signatureBytes = strictBase64(signature) ?? refuse(PACK_MESSAGES.badEnvelope);
  if (zip.length > PACK_LIMITS.zipBytes) refuse(PACK_MESSAGES.zipTooLarge, 'TOO_LARGE');
  if (signatureBytes.length !== 64 || !verify(null, zip, key, signatureBytes)) {
    refuse(PACK_MESSAGES.badSignature);
  }

  const { manifest, activities } = await unpackPack(zip);
  const sha256 = createHash('sha256').update(zip).digest('hex');
  const last = await options.lastVersion(manifest.packId, sha256);
  if (last !== null && manifest.version <= last) {
    refuse(PACK_MESSAGES.replay(manifest.packId, manifest.version, last), 'CONFLICT');
  }
  return { manifest, activities, zip, sha256, keyId };
}

/**
 * The manifest and activities of a pack's ZIP, read with every limit and check of the format
 * except the signature and the version: for verifyPack after the signature, and for reading a
 * pack already verified and stored (delivery to classes), whose key may since have been retired.
 */
export async function unpackPack(
  zip: Buffer,
): Promise<{ manifest: PackManifest; activities: PackActivity[] }> {
  // Anything the ZIP reader throws that is not one of the refusals is a ZIP it cannot read.
  const files = await readZip(zip).catch((error: unknown) => {
    throw error instanceof AppError ? error : unreadable();
  });
  const manifestBytes = files.get(MANIFEST_FILE) ?? refuse(PACK_MESSAGES.missingManifest);
  const manifestJson = parseJson(manifestBytes, MANIFEST_FILE);
  const formatVersion = (manifestJson as { formatVersion?: unknown } | null)?.formatVersion;
  if (
    typeof formatVersion === 'number' &&
    !(PACK_FORMAT_VERSIONS as readonly number[]).includes(formatVersion)
  ) {
    refuse(PACK_MESSAGES.formatVersion(formatVersion));
  }
  const parsed = packManifestSchema.safeParse(manifestJson);
  if (!parsed.success) return refuse(PACK_MESSAGES.badManifest(summarise(parsed.error)));
  const manifest = parsed.data;
  if (!findWorkbook(manifest.workbookId))
    refuse(PACK_MESSAGES.unknownWorkbook(manifest.workbookId));

  const listed = new Set(manifest.activities.map(({ file }) => file));
  for (const name of files.keys()) {
    if (name !== MANIFEST_FILE && !listed.has(name)) refuse(PACK_MESSAGES.extraFile(name));
  }
  const units = new Set(manifest.units.map(({ number }) => number));
  const activities = manifest.activities.map(({ id, file, sha256 }) => {
    const bytes = files.get(file) ?? refuse(PACK_MESSAGES.missingFile(file));
    if (createHash('sha256').update(bytes).digest('hex') !== sha256) {
      refuse(PACK_MESSAGES.shaMismatch(file));
    }
    const activity = packActivitySchema.safeParse(parseJson(bytes, file));
    if (!activity.success)
      return refuse(PACK_MESSAGES.badActivity(file, summarise(activity.error)));
    if (activity.data.id !== id) refuse(PACK_MESSAGES.activityIdMismatch(file));
    // Within the pack's own schema but past an activity's limits (a title too long, say).
    const values = packActivityValues(activity.data);
    if (!values.success) refuse(PACK_MESSAGES.badActivity(file, summarise(values.error)));
    if (!units.has(activity.data.unit))
      refuse(PACK_MESSAGES.activityUnit(file, activity.data.unit));
    return activity.data;
  });

  return { manifest, activities };
}

/** Base64 that decodes and encodes back to itself (no stray characters silently dropped). */
function strictBase64(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

function parseJson(bytes: Buffer, name: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return refuse(PACK_MESSAGES.notJson(name));
  }
}

/** The first few zod issues as "path: message; …". */
function summarise(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/** Absolute, drive-lettered, backslashed, '.'/'..' or empty segments, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE_NAME = /^\/|^[A-Za-z]:|\\|(^|\/)\.{1,2}(\/|$)|\/\/|[\x00-\x1f\x7f]/;
const ACTIVITY_FILE = new RegExp(`^${ACTIVITIES_FOLDER}[a-z0-9][a-z0-9-]{0,99}\\.json$`);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * The ZIP's files by name: at most PACK_LIMITS.entries entries, each plain (no links, no
 * encryption, no unsafe names, none twice), only the manifest and activity files (and the
 * `activities/` folder), with the declared and the actual uncompressed sizes both held to the
 * limits, and each entry inflating to exactly its declared size (readEntry).
 */
async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const zipFile = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: false },
      (error, file) => (error || !file ? reject(unreadable()) : resolve(file)),
    ),
  );
  if (zipFile.entryCount > PACK_LIMITS.entries) {
    zipFile.close();
    refuse(PACK_MESSAGES.tooManyEntries);
  }
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    for (let entry = await nextEntry(zipFile); entry; entry = await nextEntry(zipFile)) {
      const raw = entry.fileName as unknown;
      const name = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
      if (UNSAFE_NAME.test(name)) refuse(PACK_MESSAGES.unsafePath(name));
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        refuse(PACK_MESSAGES.symlink(name));
      }
      if (name === ACTIVITIES_FOLDER) continue;
      if (name !== MANIFEST_FILE && !ACTIVITY_FILE.test(name))
        refuse(PACK_MESSAGES.extraFile(name));
      if (files.has(name)) refuse(PACK_MESSAGES.duplicate(name));
      if (entry.isEncrypted()) refuse(PACK_MESSAGES.zipUnreadable);
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > PACK_LIMITS.fileBytes || total > PACK_LIMITS.uncompressedBytes) {
        refuse(PACK_MESSAGES.tooLargeUncompressed, 'TOO_LARGE');
      }
      files.set(name, await readEntry(zipFile, entry));
    }
  } finally {
    zipFile.close();
  }
  return files;
}

const unreadable = () => new AppError('BAD_REQUEST', { pack: PACK_MESSAGES.zipUnreadable });

function nextEntry(zipFile: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      zipFile.removeListener('entry', onEntry);
      zipFile.removeListener('end', onEnd);
      zipFile.removeListener('error', onError);
    };
    const onEntry = (entry: Entry) => (cleanUp(), resolve(entry));
    const onEnd = () => (cleanUp(), resolve(null));
    const onError = () => (cleanUp(), reject(unreadable()));
    zipFile.once('entry', onEntry);
    zipFile.once('end', onEnd);
    zipFile.once('error', onError);
    zipFile.readEntry();
  });
}

/**
 * One entry's bytes, never more than PACK_LIMITS.fileBytes of them and exactly as many as the
 * central directory declares. yauzl only hands over the stored (compressed) bytes: its own
 * inflating stream swallows errors in yauzl 2 (a size lie would hang the request, yauzl #123),
 * so this inflates them in one bounded call (zlib's maxOutputLength stops a bomb at the limit).
 */
function readEntry(zipFile: ZipFile, entry: Entry): Promise<Buffer> {
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    return Promise.reject(unreadable());
  }
  return new Promise<Buffer>((resolve, reject) => {
    // yauzl accepts `decompress` only for compressed entries (and throws otherwise).
    const options = {
      decompress: entry.compressionMethod === DEFLATED ? false : null,
      decrypt: null,
      start: null,
      end: null,
    };
    zipFile.openReadStream(entry, options, (error, stream) => {
      if (error || !stream) return reject(unreadable());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(unreadable()));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  }).then((stored) => {
    let bytes: Buffer;
    try {
      bytes =
        entry.compressionMethod === STORED
          ? stored
          : inflateRawSync(stored, { maxOutputLength: PACK_LIMITS.fileBytes });
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw tooLarge
        ? new AppError('TOO_LARGE', { pack: PACK_MESSAGES.tooLargeUncompressed })
        : unreadable();
    }
    if (bytes.length > PACK_LIMITS.fileBytes) {
      throw new AppError('TOO_LARGE', { pack: PACK_MESSAGES.tooLargeUncompressed });
    }
    // A size that differs from the declared one is a damaged or doctored ZIP.
    if (bytes.length !== entry.uncompressedSize) throw unreadable();
    return bytes;
  });
}

const STORED = 0;
const DEFLATED = 8;

// The DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410), before the 32 raw key bytes.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * WORKBOOK_PACK_PUBLIC_KEYS: comma-separated `keyId:key` entries, where the key is the 32 raw
 * bytes in base64 or a PEM public key (newlines may be written `\n`). Throws on any entry that is
 * not an Ed25519 public key, so a wrong setting stops the server at start.
 */
export function parsePackKeys(setting: string): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const keyId = entry.slice(0, colon).trim();
    const value = entry
      .slice(colon + 1)
      .trim()
      .replace(/\\n/g, '\n');
    if (colon < 1 || !/^[A-Za-z0-9._-]{1,64}$/.test(keyId)) {
      throw new Error(`"${entry.slice(0, 40)}" is not keyId:key`);
    }
    if (keys.has(keyId)) throw new Error(`key id "${keyId}" is given twice`);
    let key: KeyObject;
    try {
      key = value.startsWith('-----BEGIN')
        ? createPublicKey(value)
        : createPublicKey({
            key: Buffer.concat([ED25519_SPKI_PREFIX, rawKey(value)]),
            format: 'der',
            type: 'spki',
          });
    } catch {
      throw new Error(`key "${keyId}" is not an Ed25519 public key`);
    }
    if (key.asymmetricKeyType !== 'ed25519') {
      throw new Error(`key "${keyId}" is not an Ed25519 public key`);
    }
    keys.set(keyId, key);
  }
  return keys;
}

function rawKey(value: string): Buffer {
  const bytes = strictBase64(value);
  if (!bytes || bytes.length !== 32) throw new Error('not 32 bytes');
  return bytes;
}
