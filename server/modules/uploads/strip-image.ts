import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { UploadExtension } from '../../../common/uploads/kinds';

/**
 * An image re-encoded in its own format without its metadata: EXIF (a phone photo's GPS
 * position, the camera's serial number), XMP, IPTC and comments all go, since sharp writes
 * none unless asked. The orientation the EXIF gave is applied to the pixels first, so the
 * picture still stands the right way up. Animated GIF and WebP keep their frames. Sharp's
 * pixel limit refuses decompression bombs; bytes that do not decode reject.
 */
export async function stripImage(source: Readable, extension: UploadExtension): Promise<Buffer> {
  const animated = extension === 'gif' || extension === 'webp';
  const image = sharp({ animated }).autoOrient();
  const encoded =
    extension === 'jpg'
      ? image.jpeg({ quality: 90 })
      : extension === 'png'
        ? image.png()
        : extension === 'webp'
          ? image.webp({ quality: 90 })
          : image.gif();
  source.on('error', (error) => encoded.destroy(error));
  return source.pipe(encoded).toBuffer();
}
