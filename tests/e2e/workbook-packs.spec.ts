import { APP_SHELL } from '../../common/copy/app-shell';
import { PACK_MESSAGES, PACK_PAGE } from '../../common/copy/workbook-packs';
import { PATHS } from '../../common/routes';
import { DEMO, openAccountMenu, signIn } from '../support/accounts';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import { expect, test } from '../support/fixtures';
import { buildPack, signZip } from '../support/workbook-packs';

/**
 * Publisher workbook packs (issue 16, point 9) against the built server, which trusts the test
 * key: the demo admin opens the page from the account menu, uploads a pack generated and signed
 * here, sees it verified and listed, uploads it again (nothing changes), then a copy with one byte
 * changed after signing and a file that is not a pack, and sees why each is refused.
 */
test('staff upload a signed workbook pack, see it listed, and see why a tampered one is refused', async ({
  page,
}) => {
  const { envelope, zip, contents } = await buildPack();
  const packId = contents.manifest.packId as string;
  const file = (name: string, body: unknown) => ({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });
  const chooser = () => page.getByLabel(PACK_PAGE.chooseLabel);
  const uploadButton = () => page.getByRole('button', { name: PACK_PAGE.upload });

  await signIn(page, 'teacher', DEMO.admin);
  await openAccountMenu(page);
  await page.getByRole('link', { name: APP_SHELL.nav.admin.workbookPacks }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PACK_PAGE.title);
  await expect(page.getByRole('heading', { name: PACK_PAGE.listHeading })).toBeVisible();

  await uploadButton().click();
  await expect(page.getByRole('alert')).toHaveText(PACK_PAGE.chooseFirst);

  await chooser().setInputFiles(file(`${packId}.json`, envelope));
  await uploadButton().click();
  await expect(page.getByRole('status').filter({ hasText: packId })).toHaveText(
    PACK_PAGE.uploaded(packId, 1),
  );
  const row = page.getByRole('row').filter({ hasText: packId });
  await expect(row).toContainText(contents.manifest.title as string);
  await expect(row.getByRole('cell')).toHaveText([
    'core-1',
    '1',
    '2',
    envelope.keyId,
    /\d/,
    PACK_PAGE.statuses.verified,
  ]);
  await expectCalmAtBothWidths(page);

  // The same file again: accepted as the pack already there, one row still.
  await chooser().setInputFiles(file(`${packId}.json`, envelope));
  await uploadButton().click();
  await expect(page.getByRole('status').filter({ hasText: packId })).toHaveText(
    PACK_PAGE.alreadyUploaded(packId, 1),
  );
  await expect(page.getByRole('row').filter({ hasText: packId })).toHaveCount(1);

  // One byte changed after signing.
  const tampered = Buffer.from(zip);
  tampered[Math.floor(tampered.length / 2)]! ^= 0x01;
  await chooser().setInputFiles(
    file('tampered.json', { ...signZip(zip), zip: tampered.toString('base64') }),
  );
  await uploadButton().click();
  await expect(page.getByRole('alert')).toHaveText(PACK_MESSAGES.badSignature);
  await expectCalmAtBothWidths(page);

  await chooser().setInputFiles(file('notes.json', 'not a pack'));
  await uploadButton().click();
  await expect(page.getByRole('alert')).toHaveText(PACK_PAGE.unreadableFile);
  await expect(page).toHaveURL(PATHS.staffWorkbookPacks);
});
