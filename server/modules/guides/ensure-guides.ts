import { createHash } from 'node:crypto';
import {
  GUIDE_AUDIENCES,
  GUIDE_LAYOUTS,
  guidePath,
  type GuideAudience,
  type GuideLayout,
} from '../../../common/guides';
import type { FileStorage } from '../../adapters/storage/storage';
import { guideContent, type GuideContext } from './content';
import { GUIDE_RENDERER_VERSION, LAYOUTS, renderGuidePdf } from './render-guide';

/** The storage metadata entry that records which content a stored PDF was made from. */
export const CONTENT_HASH_METADATA = 'content-hash';

export interface EnsureGuidesResult {
  /** Keys written by this call (missing, or made from other content). */
  generated: string[];
  /** Keys already in storage with the current content. */
  current: string[];
  durationMs: number;
}

/**
 * Makes sure storage holds the four instruction PDFs for the current content: each is
 * rendered only when it is missing or its stored content hash differs, so a fresh machine
 * gets them at its first boot and later boots cost four metadata look-ups.
 */
export async function ensureGuides(
  storage: FileStorage,
  context: GuideContext,
): Promise<EnsureGuidesResult> {
  const started = performance.now();
  const result: EnsureGuidesResult = { generated: [], current: [], durationMs: 0 };
  for (const audience of GUIDE_AUDIENCES) {
    for (const layout of GUIDE_LAYOUTS) {
      const key = guidePath(audience, layout);
      const hash = guideContentHash(audience, layout, context);
      const stored = await storage.head(key);
      if (stored?.metadata[CONTENT_HASH_METADATA] === hash) {
        result.current.push(key);
        continue;
      }
      const bytes = await renderCached(hash, audience, layout, context);
      await storage.put(key, bytes, {
        contentType: 'application/pdf',
        metadata: { [CONTENT_HASH_METADATA]: hash },
      });
      result.generated.push(key);
    }
  }
  result.durationMs = Math.round(performance.now() - started);
  return result;
}

/** Everything a guide's PDF is made from: its words, its layout and the renderer's version. */
export function guideContentHash(
  audience: GuideAudience,
  layout: GuideLayout,
  context: GuideContext,
): string {
  const source = JSON.stringify({
    renderer: GUIDE_RENDERER_VERSION,
    layout: LAYOUTS[layout],
    content: guideContent(audience, context),
  });
  return createHash('sha256').update(source).digest('hex');
}

/**
 * PDFs rendered in this process, by content hash: an app built many times in one process
 * (the API tests build one per test, each with an empty folder) renders each guide once.
 */
const rendered = new Map<string, Promise<Buffer>>();

function renderCached(
  hash: string,
  audience: GuideAudience,
  layout: GuideLayout,
  context: GuideContext,
): Promise<Buffer> {
  let bytes = rendered.get(hash);
  if (!bytes) {
    bytes = renderGuidePdf(guideContent(audience, context), layout).then((guide) => guide.bytes);
    bytes.catch(() => rendered.delete(hash));
    rendered.set(hash, bytes);
  }
  return bytes;
}
