import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../../adapters/storage/storage';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors';
import { STORE_PREVIEW_MESSAGES } from '../../../../common/store/preview-messages';
import { contentVersion } from './content-version';
import { rasterisePages } from './rasterise-pages';
import type { PreviewBook, PreviewCopy, RenderBookForPreview } from './render-book-for-preview';

export interface PreviewDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  render: RenderBookForPreview;
  now?: () => number;
  /** How long a renderer holds its claim before another request may take over. */
  leaseMs?: number;
  /** How long a request waits for another's render before answering 503. */
  waitMs?: number;
  pollMs?: number;
}

export interface ReadyPreview {
  id: string;
  pageCount: number;
  pages: { number: number; width: number; height: number }[];
}

/** Premium previews kept per child of a book (each typed name is its own cover). */
const PREMIUM_KEPT_PER_CHILD = 3;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where a cached page image lives; private, served only through the preview route. */
export const previewImageKey = (previewId: string, page: number, size: 'full' | 'thumb') =>
  `private/previews/${previewId}/${size === 'thumb' ? 'thumb' : 'page'}-${page}.png`;
const previewPrefix = (previewId: string) => `private/previews/${previewId}`;

const copyKindOf = (copy: PreviewCopy) =>
  copy === 'standard' ? 'standard' : copy.premium.studentId;

/** book id + content version + copy kind (+ the child and a hash of the name as typed). */
function cacheKeyOf(bookId: string, version: string, copy: PreviewCopy): string {
  const kind =
    copy === 'standard'
      ? 'standard'
      : `premium:${copy.premium.studentId}:${sha(copy.premium.childName).slice(0, 24)}`;
  return sha(`${bookId}:${version}:${kind}`);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The watermarked pages of a book's copy, from the cache or rendered now. Exactly one request
 * renders a given key, whichever instance it reaches: the first to insert the key's row owns
 * the render (a unique constraint, not a lock in memory); the others wait for the row to turn
 * ready. A renderer that died leaves its lease to run out, and the next request takes over
 * with a conditional update.
 */
export async function getBookPreview(
  deps: PreviewDeps,
  book: PreviewBook,
  copy: PreviewCopy,
): Promise<ReadyPreview> {
  const { db, now = Date.now, leaseMs = 120_000, waitMs = 30_000, pollMs = 100 } = deps;
  const version = await contentVersion(db, book.id);
  const cacheKey = cacheKeyOf(book.id, version, copy);
  const deadline = now() + waitMs;

  for (;;) {
    const row = await db
      .selectFrom('book_previews')
      .select(['id', 'status', 'page_count', 'pages', 'lease_until'])
      .where('cache_key', '=', cacheKey)
      .executeTakeFirst();
    if (row?.status === 'ready') return toReady(row);

    const at = now();
    const leaseUntil = new Date(at + leaseMs).toISOString();
    if (!row) {
      const id = crypto.randomUUID();
      const stamp = new Date(at).toISOString();
      const claimed = await db
        .insertInto('book_previews')
        .values({
          id,
          cache_key: cacheKey,
          book_id: book.id,
          copy_kind: copyKindOf(copy),
          status: 'rendering',
          page_count: null,
          pages: null,
          lease_until: leaseUntil,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((conflict) => conflict.column('cache_key').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
        return renderInto(deps, id, book, copy);
      }
      continue;
    }
    if (row.lease_until < new Date(at).toISOString()) {
      const taken = await db
        .updateTable('book_previews')
        .set({ lease_until: leaseUntil, updated_at: new Date(at).toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'rendering')
        .where('lease_until', '=', row.lease_until)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return renderInto(deps, row.id, book, copy);
      continue;
    }
    if (at >= deadline) throw new AppError('UNAVAILABLE', { preview: STORE_PREVIEW_MESSAGES.busy });
    await delay(pollMs);
  }
}

function toReady(row: { id: string; page_count: number | null; pages: string | null }) {
  const sizes = JSON.parse(row.pages ?? '[]') as { width: number; height: number }[];
  return {
    id: row.id,
    pageCount: Number(row.page_count ?? sizes.length),
    pages: sizes.map((size, index) => ({ number: index + 1, ...size })),
  };
}

async function renderInto(
  deps: PreviewDeps,
  id: string,
  book: PreviewBook,
  copy: PreviewCopy,
): Promise<ReadyPreview> {
  const { db, storage, now = Date.now } = deps;
  try {
    const pdf = await deps.render(db, storage, book, copy);
    const images = await rasterisePages(pdf);
    for (const [index, image] of images.entries()) {
      const options = { contentType: 'image/png' };
      await storage.put(previewImageKey(id, index + 1, 'full'), image.png, options);
      await storage.put(previewImageKey(id, index + 1, 'thumb'), image.thumb, options);
    }
    const pages = images.map(({ width, height }) => ({ width, height }));
    await db
      .updateTable('book_previews')
      .set({
        status: 'ready',
        page_count: pages.length,
        pages: JSON.stringify(pages),
        updated_at: new Date(now()).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await removeStale(deps, id, book.id, copyKindOf(copy));
    return toReady({ id, page_count: pages.length, pages: JSON.stringify(pages) });
  } catch (error) {
    // Give the key up at once, so the next request renders again instead of waiting a lease.
    await db.deleteFrom('book_previews').where('id', '=', id).execute();
    await storage.deletePrefix(previewPrefix(id));
    throw error;
  }
}

/**
 * Once a copy's new preview is ready, the older ones of the same copy go (an earlier version
 * of the book; for Premium, names typed long ago beyond the last few).
 */
async function removeStale(deps: PreviewDeps, keepId: string, bookId: string, copyKind: string) {
  const { db, storage } = deps;
  const rows = await db
    .selectFrom('book_previews')
    .select(['id', 'status'])
    .where('book_id', '=', bookId)
    .where('copy_kind', '=', copyKind)
    .where('id', '!=', keepId)
    .where('status', '=', 'ready')
    .orderBy('updated_at', 'desc')
    .execute();
  const kept = copyKind === 'standard' ? 0 : PREMIUM_KEPT_PER_CHILD - 1;
  for (const row of rows.slice(kept)) {
    await db.deleteFrom('book_previews').where('id', '=', row.id).execute();
    await storage.deletePrefix(previewPrefix(row.id));
  }
}
