import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GUIDE_AUDIENCES, GUIDE_LAYOUTS, guidePath } from '../../../common/guides';
import { createLocalStorage } from '../../adapters/storage/local';
import type { FileStorage } from '../../adapters/storage/storage';
import { CONTENT_HASH_METADATA, ensureGuides, guideContentHash } from './ensure-guides';
import { tempDir } from '../../../tests/support/temp-dir';

const context = { siteUrl: 'https://lectio.example', contactEmail: 'help@lectio.example' };
const ALL_KEYS = GUIDE_AUDIENCES.flatMap((audience) =>
  GUIDE_LAYOUTS.map((layout) => guidePath(audience, layout)),
);

describe('ensureGuides', () => {
  let root: string;
  let storage: FileStorage;
  let put: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    root = tempDir('guides');
    storage = createLocalStorage(root);
    put = vi.spyOn(storage, 'put');
  });

  it('writes the four PDFs into empty storage, then leaves them alone', async () => {
    const first = await ensureGuides(storage, context);
    expect(first.generated.sort()).toEqual([...ALL_KEYS].sort());
    expect(first.current).toEqual([]);
    expect(put).toHaveBeenCalledTimes(4);
    for (const key of ALL_KEYS) {
      const info = await storage.head(key);
      expect(info?.contentType).toBe('application/pdf');
      expect((await storage.get(key))?.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const tags = await Promise.all(ALL_KEYS.map(async (key) => (await storage.head(key))?.etag));

    const second = await ensureGuides(storage, context);
    expect(second.generated).toEqual([]);
    expect(second.current.sort()).toEqual([...ALL_KEYS].sort());
    expect(put).toHaveBeenCalledTimes(4);
    expect(await Promise.all(ALL_KEYS.map(async (key) => (await storage.head(key))?.etag))).toEqual(
      tags,
    );
  });

  it('regenerates every guide when the content changes', async () => {
    await ensureGuides(storage, context);
    const changed = { ...context, contactEmail: 'schools@lectio.example' };
    const result = await ensureGuides(storage, changed);
    expect(result.generated.sort()).toEqual([...ALL_KEYS].sort());
    expect(put).toHaveBeenCalledTimes(8);
    const teacher = await storage.head(guidePath('teacher', 'desktop'));
    expect(teacher?.metadata[CONTENT_HASH_METADATA]).toBe(
      guideContentHash('teacher', 'desktop', changed),
    );
  });

  it('regenerates only the guide that is missing or was made from other content', async () => {
    await ensureGuides(storage, context);
    rmSync(join(root, guidePath('student', 'mobile')));
    await storage.put(guidePath('teacher', 'desktop'), Buffer.from('%PDF- old'), {
      contentType: 'application/pdf',
      metadata: { [CONTENT_HASH_METADATA]: 'an older version' },
    });
    put.mockClear();
    const result = await ensureGuides(storage, context);
    expect(result.generated.sort()).toEqual(
      [guidePath('student', 'mobile'), guidePath('teacher', 'desktop')].sort(),
    );
    expect(put).toHaveBeenCalledTimes(2);
    expect((await storage.get(guidePath('teacher', 'desktop')))!.length).toBeGreaterThan(1000);
  });

  it('hashes content per audience and layout', () => {
    const hashes = new Set(
      GUIDE_AUDIENCES.flatMap((audience) =>
        GUIDE_LAYOUTS.map((layout) => guideContentHash(audience, layout, context)),
      ),
    );
    expect(hashes.size).toBe(4);
    expect(guideContentHash('student', 'mobile', context)).toBe(
      guideContentHash('student', 'mobile', { ...context }),
    );
  });
});
