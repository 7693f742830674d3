import type { Page } from '@playwright/test';
import { APP_SHELL } from '../../common/copy/app-shell';
import { expect } from './fixtures';

/** The demo teacher's class (server/modules/demo/seed.ts). */
export const DEMO_CLASS_TITLE = 'Theology 7A';

/** Follows a link of the app's main navigation: in the bar, or in the drawer below 900 px. */
export async function goToSection(page: Page, label: string) {
  const bar = page.getByRole('navigation', { name: APP_SHELL.navLabel });
  if (await bar.isVisible()) {
    await bar.getByRole('link', { name: label }).click();
    return;
  }
  await page.getByRole('button', { name: APP_SHELL.openMenu }).click();
  await page
    .getByRole('dialog', { name: APP_SHELL.navLabel })
    .getByRole('link', { name: label })
    .click();
}

/** Opens a class's page as a teacher does: Classes in the navigation, then the class's card. */
export async function openDemoClass(page: Page, title = DEMO_CLASS_TITLE) {
  await goToSection(page, APP_SHELL.nav.teacher.classes);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
