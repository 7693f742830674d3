// Rasterises the brand art (SVG, checked in) into the PNG and ICO files that browsers,
// home screens and link previews ask for. Run it after changing the art, then commit the
// results in public/:
//   node scripts/render-brand-images.mjs
// It screenshots each SVG in Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ensureChromium } from './lib/chromium.mjs';

const ART = 'scripts/brand-art';
const FAVICON = 'public/favicon.svg';

/** [source SVG, output PNG, width, height, transparent corners?] */
const IMAGES = [
  [`${ART}/og-image.svg`, 'public/og-image.png', 1200, 630, false],
  [`${ART}/app-icon-full-bleed.svg`, 'public/apple-touch-icon.png', 180, 180, false],
  [`${ART}/app-icon-full-bleed.svg`, 'public/icon-maskable-512.png', 512, 512, false],
  [FAVICON, 'public/icon-192.png', 192, 192, true],
  [FAVICON, 'public/icon-512.png', 512, 512, true],
];
const ICO_SIZES = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const render = async (source, width, height, transparent) => {
    const svg = readFileSync(source, 'utf8');
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}` +
        `svg{display:block;width:${width}px;height:${height}px}</style></head><body>${svg}</body></html>`,
    );
    return page.screenshot({
      type: 'png',
      omitBackground: transparent,
      clip: { x: 0, y: 0, width, height },
    });
  };

  for (const [source, output, width, height, transparent] of IMAGES) {
    const png = await render(source, width, height, transparent);
    writeFileSync(output, png);
    console.log(`${output}  ${width}×${height}  ${png.length} bytes`);
  }

  const icons = [];
  for (const size of ICO_SIZES) icons.push({ size, png: await render(FAVICON, size, size, true) });
  const ico = pngsToIco(icons);
  writeFileSync('public/favicon.ico', ico);
  console.log(`public/favicon.ico  ${ICO_SIZES.join(', ')} px  ${ico.length} bytes`);
} finally {
  await browser.close();
}

/**
 * An ICO file whose images are PNGs (supported by every current browser and Windows Vista
 * on): a 6-byte header, a 16-byte entry per image, then the PNG bytes.
 */
function pngsToIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + images.length * 16;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}
