// One PDF render for order-pdf.mjs, in its own process: prints the time, the size, the pages
// and the peak resident set as JSON.
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { classBookInput } from './order-pdf.mjs';

const children = Number(process.argv[2] ?? 30);
const { renderOrderPdf } = await importServerTs(
  join(ROOT, 'server/modules/fulfilment/render-order-pdf.ts'),
);
const input = classBookInput(children);
const started = performance.now();
const bytes = await renderOrderPdf(input);
const ms = performance.now() - started;
// Each page object appears once as '/Type /Page' (the tree is '/Type /Pages').
const pages = (bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
process.stdout.write(
  JSON.stringify({
    ms,
    bytes: bytes.length,
    pages,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
