// Types for page-weight.mjs, so its unit test (TypeScript) can import it.
export interface AssetSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}
export interface AssetGroup {
  files: AssetSize[];
  bytes: number;
  gzipBytes: number;
}
export interface PageWeight {
  path: string;
  url: string;
  html: AssetSize;
  js: AssetGroup;
  css: AssetGroup;
}
export interface MeasureOptions {
  fetch?: typeof fetch;
  cache?: Map<string, Promise<AssetSize>>;
}

export function gzipSize(body: Buffer | Uint8Array | string): number;
export function extractAssets(
  html: string,
  pageUrl: string,
): { scripts: string[]; stylesheets: string[] };
export function sumSizes(files: AssetSize[]): AssetGroup;
export function measurePage(
  baseUrl: string,
  path: string,
  options?: MeasureOptions,
): Promise<PageWeight>;
export function measurePages(
  baseUrl: string,
  paths: readonly string[],
  options?: MeasureOptions,
): Promise<PageWeight[]>;
