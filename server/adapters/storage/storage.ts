import type { Readable } from 'node:stream';

/**
 * File storage (GUIDE §1): generated PDFs and, later, uploads. The server talks to this
 * interface only; the local folder is the embedded default and an S3-compatible bucket can
 * implement the same calls (see docs/decisions/0002-file-storage.md). Every method takes a
 * key such as `guides/lectio-teacher-guide-desktop.pdf` and rejects keys that are not
 * plain relative paths (see assertValidKey).
 */
export interface FileStorage {
  /** 'local' or the name of a remote provider; for logs. */
  readonly kind: string;
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<StoredFileInfo>;
  /**
   * Stores a stream under the key without holding it in memory (uploads, videos); readers see
   * the old file or the whole new one, never a part.
   */
  putStream(key: string, body: Readable, options: PutOptions): Promise<StoredFileInfo>;
  /** Size, type, version tag and custom metadata, or null when nothing is stored there. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** The whole file, or null. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The file as a stream with its description, or null (for serving large files). With a
   * range, only bytes `start`..`end` (inclusive, within the file) are streamed.
   */
  stream(key: string, options?: StreamOptions): Promise<StoredFileStream | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file (and what is kept beside it); nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (e.g. a video's HLS folder). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * An address a browser may fetch the file from directly for a few minutes (a presigned
   * bucket URL). Present only when downloads are handed to the bucket (S3_DOWNLOADS=redirect);
   * otherwise the server streams files itself.
   */
  readonly downloadUrl?: ((key: string, options: DownloadUrlOptions) => Promise<string>) | null;
  /** Lets go of connections (the bucket's keep-alive sockets) when the server stops. */
  close?(): Promise<void>;
}

/** The headers the bucket should answer a direct download with. */
export interface DownloadUrlOptions {
  contentType?: string;
  contentDisposition?: string;
  cacheControl?: string;
}

export interface StreamOptions {
  /** Inclusive byte offsets; the caller has checked them against the file's size. */
  range?: { start: number; end: number };
}

export interface PutOptions {
  contentType: string;
  /**
   * Small string values kept with the file (S3 calls these user metadata, x-amz-meta-*).
   * Names are lower-case letters, digits and dashes.
   */
  metadata?: Record<string, string>;
}

export interface StoredFileInfo {
  key: string;
  size: number;
  contentType: string;
  /** A strong HTTP entity tag, quotes included. */
  etag: string;
  lastModified: Date;
  metadata: Record<string, string>;
}

export interface StoredFileStream {
  info: StoredFileInfo;
  body: Readable;
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/**
 * The only files anyone may fetch by address (`GET /files/*`, or a public bucket): the
 * instruction guides. Everything else in storage (order PDFs, activity images, later uploads)
 * is private: it is served only through API routes that check who is asking, and its key is
 * made by `privateKey`, so nothing about it can be guessed.
 */
export const PUBLIC_KEY_PREFIXES = ['guides/'] as const;

export function isPublicKey(key: string): boolean {
  return PUBLIC_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Where private files live, by kind; the name is a random UUID (122 random bits). */
export type PrivateFileKind =
  | 'orders'
  | 'activities'
  | 'uploads'
  | 'workbook-packs'
  // Quote and invoice PDFs (issue 16, point 5).
  | 'billing'
  // Chat's attachments (issue 17, point 9).
  | 'chat';

export function privateKey(kind: PrivateFileKind, extension = ''): string {
  return `private/${kind}/${crypto.randomUUID()}${extension ? `.${extension}` : ''}`;
}

const MAX_KEY_LENGTH = 512;
/** One path segment: starts with a letter or digit, then letters, digits, '.', '_' or '-'. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const METADATA_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * A key is a relative path of plain segments. That rules out absolute paths, '.', '..',
 * hidden names, backslashes, percent-escapes, drive letters and control characters, so a
 * key can never name anything outside the storage root, whatever the backend.
 */
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}

export function assertValidMetadata(metadata: Record<string, string>): void {
  for (const [name, value] of Object.entries(metadata)) {
    // Printable ASCII only: S3 sends metadata as HTTP headers.
    if (!METADATA_NAME.test(name) || !/^[\x20-\x7e]{0,1024}$/.test(value)) {
      throw new Error(`Invalid storage metadata ${JSON.stringify(name)}`);
    }
  }
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The type to assume for a file stored without one (e.g. copied into the folder by hand). */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
