// One class book render for order-pdf.mjs, in its own process: prints the time, the size, the
// pages and the peak resident set as JSON. The pictures start as 12-megapixel photos, as a
// teacher's phone takes them, and are resized for print inside the timed part, as
// load-class-book.ts does.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { classBookInput } from './order-pdf.mjs';

const sharp = createRequire(join(ROOT, 'package.json'))('sharp');
const children = Number(process.argv[2] ?? 40);
const { renderClassBook } = await importServerTs(
  join(ROOT, 'server/modules/fulfilment/render-class-book.ts'),
);
const photo = await sharp({
  create: { width: 4000, height: 3000, channels: 3, background: '#7fa3c9' },
})
  .jpeg({ quality: 90 })
  .toBuffer();

const started = performance.now();
// Three activities, three pictures to make ready, as loadClassBook does for each section.
const pictures = await Promise.all(
  [0, 1, 2].map(() =>
    sharp(photo)
      .rotate()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer(),
  ),
);
const book = classBookInput(children, pictures[0]);
book.sections.forEach((section, index) => (section.image = pictures[index] ?? null));
const { bytes, pageCount } = await renderClassBook({ book, copy: 'standard' });
const ms = performance.now() - started;
process.stdout.write(
  JSON.stringify({
    ms,
    bytes: bytes.length,
    pages: pageCount,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
