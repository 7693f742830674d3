// Types for tus-upload.mjs, so the unit tests (TypeScript) can import it.
export interface TusUploadRun {
  chunkBytes: number;
  patches: number;
  totalMs: number;
  mbPerSecond: number;
  lastPatchMs: number;
  status: string;
}
export interface TusUploadFigures {
  bytes: number;
  runs: TusUploadRun[];
}
export function measureTusUpload(options: {
  baseUrl: string;
  cookie?: string;
  credentials?: { email: string; password: string };
  bytes?: number;
  chunkBytes?: number[];
}): Promise<TusUploadFigures>;
export function measureTusUploadOnBucket(
  build: { serverBundle: string; clientDir: string },
  options?: { bytes?: number },
): Promise<TusUploadFigures>;
export function formatTusUpload(result: TusUploadFigures, store?: string): string;
