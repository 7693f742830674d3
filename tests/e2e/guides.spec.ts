import { parsePublicConfig } from '../../common/config/public-config';
import { GUIDE_AUDIENCES, GUIDE_LAYOUTS, guideUrl } from '../../common/guides';
import { expect, test } from '../support/fixtures';

// The URLs the home page's download modal opens (SPEC §2.3), with the build's storage base.
const { STORAGE_BASE_URL } = parsePublicConfig(process.env);

test.describe('instruction PDFs (SPEC §2.3 download modal)', () => {
  for (const audience of GUIDE_AUDIENCES) {
    for (const layout of GUIDE_LAYOUTS) {
      test(`the ${audience} guide for ${layout} is a PDF the server sends`, async ({ page }) => {
        const url = guideUrl(STORAGE_BASE_URL, audience, layout);
        const response = await page.request.get(url);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
        expect(body.length).toBeGreaterThan(10_000);
      });
    }
  }

  test('a missing file and a path that climbs out of the folder are not found', async ({
    page,
  }) => {
    for (const path of [
      '/guides/lectio-parent-guide-desktop.pdf',
      '/%2e%2e/package.json',
      '/guides/..%2f..%2fpackage.json',
    ]) {
      const response = await page.request.get(`${STORAGE_BASE_URL}${path}`);
      expect(response.status(), path).toBe(404);
    }
  });
});
