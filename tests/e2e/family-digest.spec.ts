import type { Page } from '@playwright/test';
import { FAMILY_DIGEST_COPY } from '../../common/copy/family-digest';
import { accountPath, PATHS } from '../../common/routes';
import { FAMILY_DIGEST_API } from '../../common/schemas/family-digest';
import { confirmEmail, signUp, uniqueEmail } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * The weekly family digest's screens (issue 12, point 3) against the built server: a parent
 * turns the digest off and on again from the account page by keyboard, and the email's visible
 * unsubscribe link asks for a click before it turns the digest off. Sending the digest itself
 * (the week's content, privacy, once per week) is tested in
 * server/modules/family-digest/family-digest.test.ts with a controlled clock; here the
 * unsubscribe page's answers are stubbed, since only the server can sign a real link.
 */

const SETTING = FAMILY_DIGEST_COPY.setting;
const UNSUBSCRIBE = FAMILY_DIGEST_COPY.unsubscribe;

async function expectScreenChecks(page: Page) {
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a parent turns the weekly family digest off and on from the account page (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const email = uniqueEmail('digest');
    await signUp(page, 'parent', { email, password: 'LectioDemo1', firstName: 'Ruth' });
    await confirmEmail(page, request, email, 'parent');

    await page.goto(accountPath('parent'));
    const section = page.getByRole('region', { name: SETTING.title });
    await expect(section).toBeVisible();
    await expect(section.getByText(SETTING.intro)).toBeVisible();
    const checkbox = section.getByRole('checkbox', { name: SETTING.label });
    // On by default for a linked parent.
    await expect(checkbox).toBeChecked();
    await expect(section.getByRole('status')).toHaveText(SETTING.on);
    await expectScreenChecks(page);

    // By keyboard: focus the checkbox and press Space; the change is saved and said.
    await checkbox.focus();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(FAMILY_DIGEST_API.setting) && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(checkbox).not.toBeChecked();
    await expect(section.getByRole('status')).toHaveText(SETTING.off);

    // It stays off after a reload, and turns back on.
    await page.reload();
    await expect(checkbox).not.toBeChecked();
    await expect(section.getByRole('status')).toHaveText(SETTING.off);
    await checkbox.check();
    await expect(section.getByRole('status')).toHaveText(SETTING.on);
    await page.reload();
    await expect(checkbox).toBeChecked();

    // A refused save (too many changes at once) says so and keeps the saved choice.
    await page.route(`**${FAMILY_DIGEST_API.setting}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 429, json: { errors: { server: 'Too many requests' } } })
        : route.fallback(),
    );
    await checkbox.click();
    await expect(section.getByRole('alert')).toHaveText(SETTING.saveFailed);
    await expect(checkbox).toBeChecked();
    await expectScreenChecks(page);
  });

  test(`the digest's unsubscribe link asks for a click, then confirms (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // A link whose token does not check out (edited, or cut short by a mail client).
    await page.goto(`${PATHS.familyDigestUnsubscribe}?t=d.not-a-real-token`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNSUBSCRIBE.title);
    await expect(page.getByRole('heading', { name: UNSUBSCRIBE.invalidTitle })).toBeVisible();
    await expect(page.getByText(UNSUBSCRIBE.invalid)).toBeVisible();
    await expectScreenChecks(page);

    // A signed link: opening it changes nothing; the button does (by keyboard).
    let posts = 0;
    let unsubscribed = false;
    await page.route(`**${FAMILY_DIGEST_API.unsubscribe}?*`, async (route) => {
      if (route.request().method() === 'GET') {
        await route.fulfill({ json: { unsubscribed } });
        return;
      }
      posts += 1;
      // The first click is refused (too many requests); the second gets through.
      if (posts === 1) {
        await route.fulfill({ status: 429, json: { errors: { server: 'Too many requests' } } });
        return;
      }
      unsubscribed = true;
      await route.fulfill({ json: { unsubscribed } });
    });
    await page.goto(`${PATHS.familyDigestUnsubscribe}?t=d.signed`);
    await expect(page.getByText(UNSUBSCRIBE.intro)).toBeVisible();
    const confirm = page.getByRole('button', { name: UNSUBSCRIBE.confirm });
    await expect(confirm).toBeVisible();
    expect(posts).toBe(0);
    await expectScreenChecks(page);

    // The first try fails: the page says so and offers to try again.
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(UNSUBSCRIBE.failed)).toBeVisible();
    await page.getByRole('button', { name: /try again/i }).click();
    await expect(confirm).toBeVisible();
    await confirm.click();
    await expect(page.getByRole('heading', { name: UNSUBSCRIBE.done })).toBeVisible();
    await expect(page.getByText(UNSUBSCRIBE.doneBody)).toBeVisible();
    expect(posts).toBe(2);
    await expectScreenChecks(page);
  });
}
