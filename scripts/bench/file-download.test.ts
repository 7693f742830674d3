import { describe, expect, it } from 'vitest';
import { FILE_BYTES, summarize } from './file-download.mjs';
import { formatFileDownload } from './report.mjs';

describe('file download figures', () => {
  it('take the median of each time and the throughput of the median download', () => {
    const figures = summarize('S3, redirect', [
      { firstByteMs: 9, totalMs: 500, redirectMs: 3 },
      { firstByteMs: 5, totalMs: 1000, redirectMs: 2 },
      { firstByteMs: 7, totalMs: 250, redirectMs: 4 },
    ]);
    expect(figures).toEqual({
      adapter: 'S3, redirect',
      firstByteMs: 7,
      totalMs: 500,
      megabytesPerSecond: FILE_BYTES / 1024 / 1024 / 0.5,
      redirectMs: 3,
    });
    expect(
      summarize('local folder', [
        { firstByteMs: 1, totalMs: 100, redirectMs: null },
        { firstByteMs: 3, totalMs: 300, redirectMs: null },
      ]),
    ).toMatchObject({ firstByteMs: 2, totalMs: 200, redirectMs: null });
  });

  it('print one row per storage, with a dash where there is no redirect', () => {
    const text = formatFileDownload({
      bytes: FILE_BYTES,
      runs: 5,
      adapters: [
        {
          adapter: 'local folder',
          firstByteMs: 2.04,
          totalMs: 100,
          megabytesPerSecond: 500,
          redirectMs: null,
        },
        {
          adapter: 'S3, redirect',
          firstByteMs: 8,
          totalMs: 400,
          megabytesPerSecond: 125,
          redirectMs: 3,
        },
      ],
    });
    expect(text).toContain('50 MB private file');
    expect(text).toMatch(/local folder\s+│?\s*2\.0/);
    expect(text).toMatch(/S3, redirect.*8\.0.*3\.0.*400\.0.*125/);
  });
});
