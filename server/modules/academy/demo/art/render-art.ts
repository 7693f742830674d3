import sharp from 'sharp';
import type { AcademyArt } from '../../../../../common/academy/blocks';
import { ACADEMY_ART_SVG } from './index';

/** The art's canvas is 16:9; a PNG is drawn at this width unless asked otherwise. */
export const ART_DEFAULT_WIDTH = 1200;

/**
 * One of Lectio's drawings as a PNG (for storage, a cover card, or a PDF): the SVG is
 * rasterised by sharp at the width asked, so it is sharp at any size.
 */
export async function renderArtPng(name: AcademyArt, width = ART_DEFAULT_WIDTH): Promise<Buffer> {
  return sharp(Buffer.from(ACADEMY_ART_SVG[name]), { density: 300 })
    .resize({ width })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
