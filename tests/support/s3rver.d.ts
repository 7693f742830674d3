// s3rver ships no types; these cover what tests/support/s3-server.ts uses of it.
declare module 's3rver' {
  import type { IncomingMessage, Server } from 'node:http';
  import type { Readable } from 'node:stream';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  /** The part of a Koa context the extra calls read and write. */
  export interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    headers: Record<string, string | string[] | undefined>;
    req: IncomingMessage | Readable;
    status: number;
    body: unknown;
    set(name: string, value: string): void;
  }

  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface StoredObject {
    content: Readable | null;
    range?: { start: number; end: number };
  }

  export interface FilesystemStore {
    rootDirectory: string;
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    getMetadata(bucket: string, key: string): Promise<Record<string, string | number>>;
    getObject(
      bucket: string,
      key: string,
      options?: { start?: number; end?: number },
    ): Promise<StoredObject | null>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: KoaMiddleware[];
    store: FilesystemStore;
    httpServer?: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message?: string, detail?: Record<string, unknown>);
    code: string;
    status: number;
  }
}
