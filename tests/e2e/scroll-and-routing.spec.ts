import { expect, test } from '../support/fixtures';

test.describe('scroll position on navigation (SPEC §2.1)', () => {
  test('resets to the top when following a link to another page', async ({ page }) => {
    await page.goto('/home/privacy-policy');
    // A visitor may scroll before the page hydrates; that scroll must stick.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('does not reset when the destination has a tab param', async ({ page }) => {
    await page.goto('/home/cookie-policy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/\?tab=academy$/);
    // The home page scrolls to its summary section instead of the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('server routing', () => {
  test('public pages arrive as complete HTML with their metadata', async ({ request }) => {
    const response = await request.get('/pricing');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('rel="canonical"');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('the health check answers once the database does', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
