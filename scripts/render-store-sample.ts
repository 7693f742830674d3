// Renders the store landing page's sample book (public/store-sample/) from the demo class book
// ('Stories of Grace'), through the same renderer and watermark as the store preview, so the
// sample is a real rendering of a real book. Run it after changing the book design, then
// commit the images:
//   npx vite-node scripts/render-store-sample.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { STORE_SAMPLE } from '../common/store/preview';
import { createLocalStorage } from '../server/adapters/storage/local';
import { openDatabase } from '../server/db/kysely';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/modules/demo/seed';
import { findPublishedBook } from '../server/modules/store/find-book';
import { toPreviewBook } from '../server/modules/store/preview/find-preview-book';
import { rasterisePages } from '../server/modules/store/preview/rasterise-pages';
import { renderBookForPreview } from '../server/modules/store/preview/render-book-for-preview';
import { DEMO_BOOKS } from '../server/modules/store/seed-demo';

const OUT = `public${STORE_SAMPLE.folder}`;

const { db, kind } = openDatabase('sqlite::memory:');
// The demo book's pictures, if any, are read from an empty folder: the sample needs none.
const files = mkdtempSync(join(tmpdir(), 'lectio-store-sample-'));
try {
  await migrateToLatest(db, kind);
  await seedDemoData(db, new Date('2026-01-01T00:00:00Z'));
  const book = await findPublishedBook(db, DEMO_BOOKS.story.code);
  if (!book) throw new Error('The demo story book is missing');
  const pages = await rasterisePages(
    await renderBookForPreview(db, createLocalStorage(files), toPreviewBook(book), 'standard'),
  );
  mkdirSync(OUT, { recursive: true });
  for (const number of STORE_SAMPLE.pages) {
    const page = pages[number - 1];
    if (!page) throw new Error(`The demo book has no page ${number}`);
    // WebP at the page's own size: a few tens of kilobytes, sharp on a phone.
    const webp = await sharp(page.png)
      .resize({ width: STORE_SAMPLE.pageWidth, height: STORE_SAMPLE.pageHeight, fit: 'fill' })
      .webp({ quality: 80 })
      .toBuffer();
    writeFileSync(`${OUT}/page-${number}.webp`, webp);
    console.log(`${OUT}/page-${number}.webp ${webp.length} bytes`);
  }
} finally {
  await db.destroy();
  rmSync(files, { recursive: true, force: true });
}
