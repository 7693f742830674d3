import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * The accessibility check every journey relies on finds what it should: a page it passes, a
 * violation added to the same document (axe already loaded), and one in a new document.
 */
test('the axe check passes a sound page and fails on a violation, loaded once per document', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Sound</title></head><body><main><h1>Sound</h1></main></body></html>',
  );
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')!.append(image);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);

  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Form</title></head><body><main><h1>Form</h1><input type="text"></main></body></html>',
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/label/);
});
