import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { PREVIEW_IMAGE } from '../../../../common/store/preview';

/** One rendered page: the full image, its thumbnail, and the full image's size. */
export interface PreviewPageImage {
  png: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * The diagonal 'Preview' mark, drawn over the page so a screenshot of the store is no
 * substitute for the printed book. Sized from the page so it reads the same on every page.
 */
function watermarkSvg(width: number, height: number): Buffer {
  const size = Math.round(width * 0.2);
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ` +
      `font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" ` +
      `font-size="${size}" letter-spacing="${Math.round(size * 0.08)}" ` +
      `fill="#1f3a5f" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.35" ` +
      `stroke-width="${Math.max(1, Math.round(size / 40))}" ` +
      `transform="rotate(${angle.toFixed(2)} ${width / 2} ${height / 2})">` +
      `${PREVIEW_IMAGE.watermark}</text></svg>`,
  );
}

/**
 * Rasterises every page of a PDF at PREVIEW_IMAGE.width pixels wide with mupdf (WASM, no
 * native dependency), watermarks it and makes a thumbnail. Pages go one at a time so a long
 * book never holds more than one page's pixels.
 */
export async function rasterisePages(pdf: Buffer): Promise<PreviewPageImage[]> {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    const pages: PreviewPageImage[] = [];
    for (let index = 0; index < document.countPages(); index++) {
      const page = document.loadPage(index);
      const [x0, , x1] = page.getBounds();
      const scale = PREVIEW_IMAGE.width / (x1 - x0);
      const pixmap = page.toPixmap(
        mupdf.Matrix.scale(scale, scale),
        mupdf.ColorSpace.DeviceRGB,
        false,
      );
      // Raw pixels straight into sharp: no PNG encode and decode in between.
      const width = pixmap.getWidth();
      const height = pixmap.getHeight();
      const raw = {
        raw: { width, height, channels: pixmap.getNumberOfComponents() as 3 },
      };
      const pixels = Buffer.from(pixmap.getPixels());
      pixmap.destroy();
      page.destroy();
      const flat = await sharp(pixels, raw)
        .composite([{ input: watermarkSvg(width, height) }])
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const marked = () =>
        sharp(flat.data, { raw: { width, height, channels: flat.info.channels } });
      const png = await marked().png({ compressionLevel: 6 }).toBuffer();
      const thumb = await marked()
        .resize({ width: PREVIEW_IMAGE.thumbWidth })
        .png({ compressionLevel: 6 })
        .toBuffer();
      pages.push({ png, thumb, width, height });
    }
    return pages;
  } finally {
    document.destroy();
  }
}
