import { expect, test, VIEWPORTS } from '../support/fixtures';

test.describe('navigation bar (SPEC §2.2)', () => {
  test('shows the spec items and links the pages', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Schools', '/schools'],
      ['Parishes/Institutions', '/parishes+institutions'],
      ['Pricing', '/pricing'],
      ['Bookstore', '/store'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  test('becomes sticky only after more than 90 px of scroll', async ({ page }) => {
    await page.goto('/home/terms');
    const header = page.getByTestId('site-header');
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 91));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(page.getByRole('link', { name: 'Lectio home' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('collapses into a menu below 900 px and expands at 900 px', async ({ page }) => {
    await page.setViewportSize({ width: 899, height: 800 });
    await page.goto('/about');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const pricing = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' });
    await expect(menuButton).toBeVisible();
    await expect(pricing).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(pricing).toBeVisible();
    // The mobile menu's Bookstore entry is /?id=support (SPEC §2.1).
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookstore' }),
    ).toHaveAttribute('href', '/?id=support');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(menuButton).toBeHidden();
    await expect(pricing).toBeVisible();
  });
});

test.describe("'Let's get started' modal (SPEC §2.3)", () => {
  for (const opener of ['Log in', 'Get Started']) {
    test(`${opener} opens it with the four choices`, async ({ page }) => {
      await page.goto('/pricing');
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: "Let's get started" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: "I'm a Teacher" })).toHaveAttribute(
        'href',
        '/auth/teacher',
      );
      const students = dialog.getByRole('link', { name: "I'm a Student" });
      await expect(students).toHaveCount(2);
      await expect(dialog.getByText('middle to high school')).toBeVisible();
      await expect(dialog.getByText('young adults to adults')).toBeVisible();
      // Off this machine's production and sandbox hosts, Courses go to localhost:3012.
      await expect(dialog.getByRole('link', { name: "I'm an Instructor" })).toHaveAttribute(
        'href',
        'http://localhost:3012/auth/login/teacher',
      );
      const hrefs = await students.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(hrefs.sort()).toEqual(['/auth/student', 'http://localhost:3012/auth/login/student']);
    });
  }

  test('Escape closes it and focus returns to the opener', async ({ page }) => {
    await page.goto('/schools');
    const opener = page.getByRole('button', { name: 'Get Started' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Let's get started" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the close button closes it and focus stays trapped inside while open', async ({ page }) => {
    await page.goto('/schools');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: "Let's get started" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
  });

  test('works on a phone through the menu', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog', { name: "Let's get started" })).toBeVisible();
  });
});
