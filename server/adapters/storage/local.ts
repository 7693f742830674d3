import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  assertValidKey,
  assertValidMetadata,
  contentTypeForKey,
  InvalidStorageKeyError,
  type FileStorage,
  type PutOptions,
  type StoredFileInfo,
  type StreamOptions,
} from './storage';

/** What put() records beside each file, under `.meta/` (a name no key can reach). */
interface SidecarRecord {
  contentType: string;
  sha256: string;
  size: number;
  mtimeMs: number;
  metadata: Record<string, string>;
}

const META_DIR = '.meta';

/**
 * The embedded default: files in a folder (FILES_DIR, data/files). Writes go to a hidden
 * temporary file and are renamed into place, so a reader never sees half a file. A file's
 * type, checksum and metadata live in a sidecar JSON under `.meta/`; a file copied in by
 * hand (no sidecar, or a stale one) is still served, typed by its extension.
 */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  const metaRoot = join(root, META_DIR);

  const fileFor = (key: string): string => {
    assertValidKey(key);
    const path = resolve(root, key);
    // Defence in depth: assertValidKey already makes this impossible.
    if (!path.startsWith(root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  };
  const sidecarFor = (key: string): string => join(metaRoot, `${key}.json`);

  async function describe(key: string, stats: Stats): Promise<StoredFileInfo> {
    const sidecar = await readSidecar(sidecarFor(key));
    const current =
      sidecar !== null && sidecar.size === stats.size && sidecar.mtimeMs === stats.mtimeMs;
    return {
      key,
      size: stats.size,
      contentType: current ? sidecar.contentType : contentTypeForKey(key),
      etag: current
        ? `"${sidecar.sha256.slice(0, 32)}"`
        : `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: new Date(Math.floor(stats.mtimeMs)),
      metadata: current ? sidecar.metadata : {},
    };
  }

  /** Writes the file with `write`, then its sidecar; answers the stored file's description. */
  async function store(
    key: string,
    { contentType, metadata = {} }: PutOptions,
    write: (path: string) => Promise<{ stats: Stats; sha256: string }>,
  ): Promise<StoredFileInfo> {
    const path = fileFor(key);
    assertValidMetadata(metadata);
    await mkdir(dirname(path), { recursive: true });
    const { stats, sha256 } = await write(path);
    const record: SidecarRecord = {
      contentType,
      sha256,
      size: stats.size,
      mtimeMs: stats.mtimeMs,
      metadata,
    };
    const sidecar = sidecarFor(key);
    await mkdir(dirname(sidecar), { recursive: true });
    await writeAtomically(sidecar, Buffer.from(JSON.stringify(record)));
    return describe(key, stats);
  }

  return {
    kind: 'local',

    async put(key: string, bytes: Uint8Array, options: PutOptions) {
      return store(key, options, (path) =>
        writeAtomically(path, bytes).then((stats) => ({
          stats,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        })),
      );
    },

    async putStream(key: string, body: Readable, options: PutOptions) {
      return store(key, options, (path) => streamAtomically(path, body));
    },

    async head(key: string) {
      const stats = await statFile(fileFor(key));
      return stats ? describe(key, stats) : null;
    },

    async get(key: string) {
      const path = fileFor(key);
      if (!(await statFile(path))) return null;
      return readFile(path).catch(nullWhenMissing);
    },

    async stream(key: string, { range }: StreamOptions = {}) {
      const handle = await open(fileFor(key), 'r').catch(nullWhenMissing);
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        // The size and tag describe the very file the stream reads, even if it is replaced.
        return {
          info: await describe(key, stats),
          body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async exists(key: string) {
      return (await statFile(fileFor(key))) !== null;
    },

    async delete(key: string) {
      await rm(fileFor(key), { force: true });
      await rm(sidecarFor(key), { force: true });
    },

    async deletePrefix(prefix: string) {
      await rm(fileFor(prefix), { recursive: true, force: true });
      await rm(join(metaRoot, prefix), { recursive: true, force: true });
    },
  };
}

/** Streams into a hidden temporary file, hashing on the way, then renames it into place. */
async function streamAtomically(
  path: string,
  body: Readable,
): Promise<{ stats: Stats; sha256: string }> {
  const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, hashing, createWriteStream(temporary));
    const stats = await stat(temporary);
    await rename(temporary, path);
    return { stats, sha256: hash.digest('hex') };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<Stats> {
  const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
  try {
    await writeFile(temporary, bytes);
    const stats = await stat(temporary);
    await rename(temporary, path);
    return stats;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function statFile(path: string): Promise<Stats | null> {
  const stats = await stat(path).catch(nullWhenMissing);
  return stats?.isFile() ? stats : null;
}

async function readSidecar(path: string): Promise<SidecarRecord | null> {
  const text = await readFile(path, 'utf8').catch(nullWhenMissing);
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as Partial<SidecarRecord>;
    const valid =
      typeof record.contentType === 'string' &&
      typeof record.sha256 === 'string' &&
      typeof record.size === 'number' &&
      typeof record.mtimeMs === 'number' &&
      typeof record.metadata === 'object' &&
      record.metadata !== null;
    return valid ? (record as SidecarRecord) : null;
  } catch {
    return null;
  }
}

function nullWhenMissing(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
  throw error;
}
