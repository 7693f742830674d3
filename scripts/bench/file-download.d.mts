// Types for file-download.mjs, so the unit tests (TypeScript) can import it.
export type Adapter = 'local folder' | 'S3, proxy' | 'S3, redirect';

export interface AdapterFigures {
  adapter: Adapter;
  firstByteMs: number;
  totalMs: number;
  megabytesPerSecond: number;
  /** Redirect mode: until the 302 arrived. */
  redirectMs: number | null;
}

export interface FileDownloadFigures {
  bytes: number;
  runs: number;
  adapters: AdapterFigures[];
}

export const FILE_BYTES: number;
export function measureFileDownload(
  build: { serverBundle: string; clientDir: string },
  options?: { runs?: number; onStep?: (text: string) => void },
): Promise<FileDownloadFigures>;
export function summarize(
  adapter: Adapter,
  samples: { firstByteMs: number; totalMs: number; redirectMs: number | null }[],
): AdapterFigures;
