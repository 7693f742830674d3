import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LECTIO_DIVINA_COPY } from '../../../../common/copy/academy-blocks';
import { readPdf } from '../../fulfilment/testing/read-book-pdf';
import { LECTIO_GLANCE } from './lectio-glance-text';
import { renderLectioGlancePdf } from './render-lectio-glance-pdf';

/** Set GLANCE_PREVIEW_DIR to keep the PDF (and a PNG of it, with pdftoppm) and look at it. */
const previewDir = process.env.GLANCE_PREVIEW_DIR;

describe('the handout “Lectio Divina at a glance”', () => {
  it('is one page with the title, the four steps in order and where the scripture is from', async () => {
    const bytes = await renderLectioGlancePdf();
    if (previewDir) {
      writeFileSync(join(previewDir, 'lectio-divina-at-a-glance.pdf'), bytes);
      execFileSync(
        'pdftoppm',
        [
          '-r',
          '80',
          '-png',
          '-singlefile',
          'lectio-divina-at-a-glance.pdf',
          'lectio-divina-at-a-glance',
        ],
        { cwd: previewDir },
      );
    }
    const pdf = readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.meta.title).toBe('Lectio Divina at a glance');
    const text = pdf.text;
    expect(text).toContain(LECTIO_GLANCE.title);
    const steps = Object.values(LECTIO_DIVINA_COPY);
    const positions = steps.map((step) => text.indexOf(`${step.label} ${step.latin}`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const step of steps) expect(text).toContain(`Ask: ${step.question}`);
    expect(text).toContain('Douay-Rheims 1899 American Edition, in the public domain');
  });

  it('gives the same bytes each time, so the size the course states stays true', async () => {
    const [first, second] = await Promise.all([renderLectioGlancePdf(), renderLectioGlancePdf()]);
    expect(first.equals(second)).toBe(true);
  });
});
