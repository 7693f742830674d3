import { DEMO, signIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * Reflection activities against the built server and its demo data: the demo teacher copies a
 * starter library activity, edits it, duplicates it and assigns the copy to Theology 7A; the
 * editor's validation; axe on the list, the editor, the new-activity page and the dialogs.
 * Titles are made unique so repeated and parallel runs on the same database do not collide.
 */

const SAMARITAN = 'Who Is My Neighbor? The Good Samaritan';

const uniqueTitle = (base: string) =>
  `${base} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the demo teacher copies a library activity, edits it, duplicates it and assigns it', async ({
  page,
}) => {
  // Copy, edit, duplicate and assign, with axe checks on the way.
  test.slow();
  await signIn(page, 'teacher', DEMO.teacher);
  await page.goto('/teacher/activities');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reflection activities' }),
  ).toBeVisible();
  const library = page.getByRole('list', { name: 'Starter library' });
  await expect(library.getByRole('article')).toHaveCount(8);
  await expectNoAxeViolations(page);

  // Copy from the library: the copy opens in the editor.
  await library.getByRole('button', { name: `Use this activity: ${SAMARITAN}` }).click();
  await expect(page).toHaveURL(/\/teacher\/activities\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('notice')).toHaveText(
    'Copied from the starter library. Change anything you like.',
  );
  await expect(page.getByLabel('Title')).toHaveValue(SAMARITAN);
  await expect(page.getByLabel('Scripture reference')).toHaveValue('Luke 10:25-37');
  await expectNoAxeViolations(page);

  // Edit: a new title, one more question and one more vocabulary word.
  const title = uniqueTitle('Good Samaritan');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Add a question' }).click();
  await expect(page.getByLabel('Question 6', { exact: true })).toBeFocused();
  await page
    .getByLabel('Question 6', { exact: true })
    .fill('Who has been a neighbor to you this month?');
  await page.getByRole('button', { name: 'Add a word' }).click();
  await page.getByLabel('Word 6', { exact: true }).fill('neighbor');
  await page
    .getByLabel('Definition 6', { exact: true })
    .fill('Anyone who needs our mercy, near or far.');
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByTestId('saved')).toHaveText('Saved.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Saved for real: a fresh load shows the edits.
  const originalUrl = page.url();
  await page.reload();
  await expect(page.getByLabel('Question 6', { exact: true })).toHaveValue(
    'Who has been a neighbor to you this month?',
  );
  await expect(page.getByLabel('Word 6', { exact: true })).toHaveValue('neighbor');

  // Duplicate: the copy opens, titled 'Copy of …'.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(originalUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Copy of ${title}`);
  await expect(page.getByTestId('notice')).toHaveText(`Created "Copy of ${title}".`);
  await expect(page.getByLabel('Question 6', { exact: true })).toHaveValue(
    'Who has been a neighbor to you this month?',
  );

  // Assign the copy to Theology 7A.
  await page.getByRole('button', { name: 'Assign to classes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to classes' });
  await expect(dialog.getByRole('checkbox', { name: 'Theology 7A' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox', { name: 'Theology 7A' }).check();
  await dialog.getByRole('button', { name: 'Save assignments' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notice')).toHaveText('Assignments saved.');
  await expect(page.getByTestId('assignments')).toContainText('Theology 7A');

  // The list shows both; only the copy is assigned.
  await page.getByRole('link', { name: 'All activities' }).click();
  const mine = page.getByRole('list', { name: 'My activities' });
  const copyCard = mine.getByRole('article', { name: `Copy of ${title}` });
  await expect(copyCard).toContainText('Theology 7A');
  await expect(mine.getByRole('article', { name: title, exact: true })).toContainText(
    'Not assigned yet',
  );
});

test('deleting asks first, and the editor explains what is missing', async ({ page }) => {
  await signIn(page, 'teacher', DEMO.teacher);
  await page.goto('/teacher/activities/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New activity' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByTestId('title-error')).toHaveText('Give the activity a title');
  await expect(page.getByTestId('question-0-error')).toHaveText('Write the question or remove it');
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  const title = uniqueTitle('Psalm 23 by the lake');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Scripture reference').fill('Psalm 23');
  await page.getByLabel('Passage text or summary').fill('The Lord is my shepherd.');
  await page.getByLabel('Instructions for students').fill('Read slowly, then write.');
  await page.getByLabel('Question 1', { exact: true }).fill('Where do you find quiet waters?');
  await page.getByLabel('Score this activity with a rubric').check();
  await page.getByLabel('Criterion 1: name').fill('Personal reflection');
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page).toHaveURL(/\/teacher\/activities\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('notice')).toHaveText('Saved.');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this activity?' });
  await expect(dialog).toContainText(title);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page).toHaveURL(/\/teacher\/activities$/);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('an image uploads with its progress, needs a description and is served back', async ({
  page,
}) => {
  await signIn(page, 'teacher', DEMO.teacher);
  await page.goto('/teacher/activities');
  await page
    .getByRole('list', { name: 'Starter library' })
    .getByRole('button', { name: 'Use this activity: The Lord Is My Shepherd: Psalm 23' })
    .click();
  await expect(page).toHaveURL(/\/teacher\/activities\/[0-9a-f-]{36}$/);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Image (PNG, JPEG, WebP or GIF)').setInputFiles({
    name: 'meadow.png',
    mimeType: 'image/png',
    buffer: png,
  });
  // A resumable upload: its bar reaches 100% and the checked file is previewed.
  const bar = page.getByRole('progressbar', { name: 'Uploading meadow.png' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('upload-status')).toHaveText('Upload complete');
  const preview = page.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]{36}\/file$/);
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByTestId('image-alt-error')).toHaveText(
    'Describe the image for readers who cannot see it',
  );
  await page.getByLabel('Image description (alt text)').fill('A green meadow by still water');
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByTestId('saved')).toHaveText('Saved.');
  await page.reload();
  const image = page.getByRole('img', { name: 'A green meadow by still water' });
  await expect(image).toHaveAttribute('src', /^\/api\/activities\/[0-9a-f-]{36}\/image\?v=/);
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(1);
  await expectNoAxeViolations(page);
});
