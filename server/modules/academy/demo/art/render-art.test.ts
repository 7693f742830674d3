import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACADEMY_ART } from '../../../../../common/academy/blocks';
import { ACADEMY_ART_SVG } from './index';
import { renderArtPng } from './render-art';

/** Set ART_PREVIEW_DIR to keep the PNGs and look at them. */
const previewDir = process.env.ART_PREVIEW_DIR;

describe('the Academy’s own art', () => {
  it('draws every named picture as a 16:9 PNG with many colours, not a blank or broken image', async () => {
    if (previewDir) mkdirSync(previewDir, { recursive: true });
    for (const name of ACADEMY_ART) {
      const png = await renderArtPng(name, 960);
      if (previewDir) writeFileSync(join(previewDir, `${name}.png`), png);
      const { width, height, format } = await sharp(png).metadata();
      expect({ name, format, width, height }).toEqual({
        name,
        format: 'png',
        width: 960,
        height: 540,
      });
      const { channels } = await sharp(png).stats();
      // A drawing has light and dark areas in every channel; a failed render is flat.
      for (const channel of channels.slice(0, 3)) {
        expect(channel.max - channel.min, name).toBeGreaterThan(120);
      }
    }
  });

  it('keeps each SVG self-contained: no scripts, links to other files, or text that needs fonts', () => {
    for (const name of ACADEMY_ART) {
      const svg = ACADEMY_ART_SVG[name];
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 270"/,
      );
      expect(svg, name).not.toMatch(/<script|href=|<image|<text|on[a-z]+=/i);
    }
  });
});
