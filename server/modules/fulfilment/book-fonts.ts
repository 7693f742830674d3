import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The class book's fonts, embedded (pdfkit subsets them) so every press prints the same
 * letters and any child's name draws as typed. Read once per process: a book renders in
 * well under a second and should not wait on the disk each time.
 */
const FILES = {
  serif: 'LiberationSerif-Regular.ttf',
  serifItalic: 'LiberationSerif-Italic.ttf',
  serifBold: 'LiberationSerif-Bold.ttf',
  sans: 'LiberationSans-Regular.ttf',
  sansBold: 'LiberationSans-Bold.ttf',
} as const;

export type BookFont = keyof typeof FILES;

let loaded: Record<BookFont, Buffer> | null = null;

/**
 * From the source (server/modules/fulfilment) the fonts are in server/assets/fonts; the
 * bundle (dist/server/main.js) has a copy beside it (scripts/build-server.mjs).
 */
function fontPath(file: string): string {
  const candidates = [`../../assets/fonts/${file}`, `./assets/fonts/${file}`]
    .flatMap((relative) => {
      try {
        return [fileURLToPath(new URL(relative, import.meta.url))];
      } catch {
        return []; // Imported from a data: URL (the bench): no file beside the module.
      }
    })
    .concat(join(process.cwd(), 'server/assets/fonts', file));
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`Book font ${file} not found in ${candidates.join(' or ')}`);
  return found;
}

export function bookFonts(): Record<BookFont, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, readFileSync(fontPath(file))]),
  ) as Record<BookFont, Buffer>;
  return loaded;
}

export function registerBookFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, bytes] of Object.entries(bookFonts())) doc.registerFont(name, bytes);
}
