import { LEGAL } from '../../common/constants';
import {
  COOKIE_CATEGORIES,
  LEGAL_TITLES,
  PRIVACY_SECTIONS,
  VISITOR_COOKIES_STATEMENT,
} from '../../common/copy/legal';
import { PATHS } from '../../common/routes';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

const PAGES = [
  { path: PATHS.terms, title: LEGAL_TITLES.terms },
  { path: PATHS.privacy, title: LEGAL_TITLES.privacy },
  { path: PATHS.cookies, title: LEGAL_TITLES.cookies },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A numbered section heading: "3. Minors". */
const sectionHeading = (title: string) => new RegExp(`^\\d+\\. ${escapeRegExp(title)}$`);

test.describe('legal pages (SPEC §2.8)', () => {
  for (const { path, title } of PAGES) {
    test(`${title}: title, effective date and cross-links`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Lectio`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const effective = page.locator('time[datetime="2021-08-01"]');
      await expect(effective).toHaveText('August 1, 2021');
      await expect(page.getByText('Effective August 1, 2021')).toBeVisible();

      // The other two documents are one click away.
      const related = page.getByRole('navigation', { name: 'Related policies' });
      for (const other of PAGES.filter((candidate) => candidate.path !== path)) {
        await expect(related.getByRole('link', { name: other.title })).toHaveAttribute(
          'href',
          other.path,
        );
      }
      await expect(related.getByRole('link', { name: title })).toHaveCount(0);
    });
  }

  test('the privacy policy is version v1', async ({ page }) => {
    await page.goto(PATHS.privacy);
    await expect(page.getByText('Version v1')).toBeVisible();
    await expect(page.getByText('Version v1')).toHaveText(`Version ${LEGAL.privacyVersion}`);
  });

  test('the Terms state every §9 number', async ({ page }) => {
    await page.goto(PATHS.terms);
    const terms = page.locator('article');
    for (const phrase of [
      'within 45 days',
      'within 72 hours',
      'within 90 days',
      'about 21 days after the last day of service',
      'Claims of $10,000 or less',
      'Claims of $75,000 or less',
      'Claims above $75,000',
      'or $100',
      'the lesser of the amount you paid',
      'takes effect 30 days after that notice',
      'within 30 days of our notice',
      'within 7 days after the provider sends',
      'within 1 year after it arose',
      'Charges are final and non-refundable',
      'All sales are final',
      'at least 18 years old',
      'younger than 13',
      'data controller',
      'data processor',
    ]) {
      await expect(terms, phrase).toContainText(phrase);
    }
  });

  test('the privacy policy has the 13 anchor sections and a table of contents', async ({
    page,
  }) => {
    await page.goto(PATHS.privacy);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveCount(PRIVACY_SECTIONS.length);
    expect(PRIVACY_SECTIONS).toHaveLength(13);
    for (const { id, title } of PRIVACY_SECTIONS) {
      await expect(
        page.getByRole('heading', { level: 2, name: sectionHeading(title) }),
      ).toHaveAttribute('id', id);
      await expect(contents.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `#${id}`,
      );
    }
    await expect(page.locator('article')).toContainText('within 30 calendar days');
    await expect(page.locator('article')).toContainText(
      'we save only the email address, first name and last name',
    );
  });

  test('a table-of-contents link scrolls its section into view below the navigation bar', async ({
    page,
  }) => {
    await page.goto(PATHS.privacy);
    const heading = page.locator('#other-regulations');
    await expect(heading).not.toBeInViewport();
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Other regulations' })
      .click();
    await expect(page).toHaveURL(/#other-regulations$/);
    await expect(heading).toBeInViewport();
    // scroll-margin-top keeps the heading clear of the pinned navigation bar.
    const navBottom = await page
      .getByTestId('site-header')
      .evaluate((header) => header.querySelector('div')!.getBoundingClientRect().bottom);
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(navBottom);
  });

  test('loading an anchor address lands on that section', async ({ page }) => {
    await page.goto(`${PATHS.privacy}#transfer-of-data`);
    const heading = page.getByRole('heading', {
      level: 2,
      name: sectionHeading('Transfer of data'),
    });
    await expect(heading).toBeInViewport();
    await expect(page.locator('#data-collection')).not.toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a link from another document opens the right privacy section', async ({ page }) => {
    await page.goto(PATHS.terms);
    await page.getByRole('link', { name: 'Minors', exact: true }).click();
    await expect(page).toHaveURL(`${PATHS.privacy}#minors`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL_TITLES.privacy);
    await expect(page.locator('#minors')).toBeInViewport();
  });

  test('the cookie table lists the four kinds and their expiries', async ({ page }) => {
    await page.goto(PATHS.cookies);
    const table = page.getByRole('table', { name: /Cookies used on Lectio/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Cookie', 'Purpose', 'Expires']);
    for (const category of COOKIE_CATEGORIES) {
      await expect(table.getByRole('rowheader', { name: category.title })).toBeVisible();
    }
    const expiries = await table.locator('tbody td:last-child').allInnerTexts();
    expect(new Set(expiries)).toEqual(
      new Set(['6 days', '2 years', '1 day', '3 months', 'Session']),
    );
    // The sign-in cookie lasts 6 days; the visitor cookie 2 years.
    const rowOf = (cookie: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: cookie, exact: true }) });
    await expect(rowOf('t')).toContainText('6 days');
    await expect(rowOf('st')).toContainText('Session');
    await expect(rowOf('lectio_visitor')).toContainText('2 years');
    await expect(page.getByText(VISITOR_COOKIES_STATEMENT).first()).toBeVisible();
  });

  test('the privacy policy repeats the logged-in cookie rule and links the Cookie Policy', async ({
    page,
  }) => {
    await page.goto(`${PATHS.privacy}#cookies`);
    const section = page.locator('section', { has: page.locator('#cookies') });
    await expect(section).toContainText(VISITOR_COOKIES_STATEMENT);
    await section.getByRole('link', { name: LEGAL_TITLES.cookies }).click();
    await expect(page).toHaveURL(PATHS.cookies);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL_TITLES.cookies);
    // A change of page starts at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the documents are readable with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto(PATHS.terms);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEGAL_TITLES.terms);
      await expect(page.locator('article')).toContainText('Claims of $10,000 or less');
      await page.goto(PATHS.privacy);
      await expect(page.locator('#minors')).toHaveText(sectionHeading('Minors'));
      await expect(page.locator('article')).toContainText('30 calendar days');
      await page.goto(PATHS.cookies);
      await expect(page.getByRole('table')).toContainText('2 years');
      await expect(page.locator('article')).toContainText(VISITOR_COOKIES_STATEMENT);
    } finally {
      await context.close();
    }
  });

  for (const { path, title } of PAGES) {
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      test(`${title} has no axe violations at ${size.width} px (${name})`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expectNoAxeViolations(page);
        // Nothing overflows the page sideways, however narrow.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
