import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { standardSignUpPath, WORKBOOKS_PATH } from '../../common/routes';

const SIGN_UP = '/auth/teacher/signup';
const DONATE_ST_MARYS = '/donate/St.%20Mary%27s%20School/payment';
const VIDEO_HOST = 'https://www.youtube-nocookie.com';

/** Serves the video frame locally so the test never depends on the video host. */
async function stubVideoHost(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${VIDEO_HOST}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>player</title><p>Interview player</p></html>',
    });
  });
  return requested;
}

test.describe('About page (SPEC §1, §2.4)', () => {
  test('tells our story with the spec figures and a team of four', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About us | Lectio');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Scripture');
    await expect(main.getByText('450,000+', { exact: true })).toBeVisible();
    await expect(main.getByText('Q3 2021', { exact: true })).toBeVisible();
    await expect(main.getByText(/over 450,000 teachers and students/).first()).toBeVisible();
    const team = main.getByRole('list', { name: 'The people behind Lectio' });
    await expect(team.getByRole('listitem')).toHaveCount(4);
    await expect(team.getByRole('heading', { level: 3 })).toHaveText([
      'Maria Alvarez',
      'Daniel Mensah',
      'Grace O’Connell',
      'Thomas Reyes',
    ]);
    // Each portrait is a real, loaded illustration.
    const portraits = team.locator('img');
    await expect(portraits).toHaveCount(4);
    for (const portrait of await portraits.all()) {
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('the interview opens in a modal that loads the video only when opened', async ({ page }) => {
    const requested = await stubVideoHost(page);
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Watch the interview' });
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requested).toEqual([]);

    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Meet our founders' });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Interview with the founders of Lectio');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${VIDEO_HOST}/embed/[\\w-]+`));
    await expect(
      page
        .frameLocator('iframe[title="Interview with the founders of Lectio"]')
        .getByText('Interview player'),
    ).toBeVisible();
    expect(requested).toHaveLength(1);
    await expect(
      dialog.getByRole('link', { name: 'Open the interview in a new tab' }),
    ).toHaveAttribute('href', (await frame.getAttribute('src')) ?? '');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(opener).toBeFocused();

    // It opens again from the keyboard, and the close button closes it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Schools page (SPEC §2.4)', () => {
  test('has its hero, feature cards and a Contact us mailto link', async ({ page }) => {
    await page.goto('/schools');
    await expect(page).toHaveTitle('For schools | Lectio');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Scripture reflection and writing for your whole school',
    );
    await expect(
      main
        .getByRole('region', { name: 'Everything a theology department needs' })
        .getByRole('heading', { level: 3 }),
    ).toHaveText([
      'Classes and access codes',
      'Live teacher guidance',
      'Rubrics',
      'Printed books',
      'Privacy for minors',
      'Spirit of Truth Workbooks',
    ]);
    const contact = main.getByRole('link', { name: 'Contact us', exact: true });
    await expect(contact.first()).toBeVisible();
    const hrefs = await contact.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toBe('mailto:schools@lectio.app');
  });
});

test.describe('Parishes page (SPEC §2.4)', () => {
  test('shows the two tool cards with their audiences and links', async ({ page }) => {
    await page.goto('/parishes+institutions');
    await expect(page).toHaveTitle('For parishes and institutions | Lectio');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const classrooms = main.getByRole('listitem').filter({ hasText: '3rd-8th Grade' });
    const courses = main.getByRole('listitem').filter({ hasText: 'Young adults' });
    await expect(classrooms.getByRole('heading', { name: 'Classrooms' })).toBeVisible();
    await expect(courses.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(classrooms.getByRole('link', { name: 'Classrooms' })).toHaveAttribute(
      'href',
      '/?tab=journals',
    );
    await expect(courses.getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/?tab=academy',
    );
  });

  test('clicking a card lands on the home page with that tab', async ({ page }) => {
    await page.goto('/parishes+institutions');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: '3rd-8th Grade' });
    // The whole card is the link's target, not just its title: click on its picture.
    await card.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(/\/\?tab=journals$/);
    await expect(page).toHaveTitle('Lectio');
    await expect(page.getByText('Two tools, one mission')).toHaveCount(0);
  });
});

test.describe('Pricing page (SPEC §2.4, §4, §9)', () => {
  test('shows the three plans with their spec prices', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing | Lectio');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const small = page.getByRole('article', { name: 'Small Class' });
    await expect(small.getByTestId('price-smallClass')).toContainText('Free');
    await expect(small).toContainText('For up to 5 students');

    const standard = page.getByRole('article', { name: 'Standard' });
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(standard.getByTestId('price-standard')).toContainText('$1 per student per month');
    await expect(standard).toContainText('For more than 5 students');

    const workbooks = page.getByRole('article', { name: 'Spirit of Truth Workbooks' });
    await expect(workbooks.getByTestId('price-workbooks')).toContainText(
      '$6.99 per student per workbook',
    );
    await expect(workbooks).toContainText('Requires a Standard subscription.');
  });

  test('the toggle switches Standard between monthly and annual prices', async ({ page }) => {
    await page.goto('/pricing');
    const price = page.getByTestId('price-standard');
    await expect(price).toContainText('$1 per student per month');
    await expect(price).not.toContainText('$100 a year');

    await page.getByRole('radio', { name: 'Annual' }).click();
    await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(price).toContainText('$10 per student per year');
    await expect(price).toContainText('$100 a year for a class of 10');
    await expect(price).not.toContainText('per student per month');
    // Only Standard changes.
    await expect(page.getByTestId('price-smallClass')).toContainText('Free');
    await expect(page.getByTestId('price-workbooks')).toContainText('$6.99');

    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(price).toContainText('$1 per student per month');
    await expect(price).not.toContainText('$100 a year');
  });

  test('the toggle works by keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const annual = page.getByRole('radio', { name: 'Annual' });
    await expect(page.getByRole('group', { name: 'Billing period' })).toBeVisible();
    // Tab from the last header control reaches the checked radio.
    await page.getByRole('button', { name: 'Get Started' }).focus();
    await page.keyboard.press('Tab');
    await expect(monthly).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(annual).toBeChecked();
    await expect(annual).toBeFocused();
    await expect(page.getByTestId('price-standard')).toContainText('$10 per student per year');
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(page.getByTestId('price-standard')).toContainText('$1 per student per month');
  });

  test('each plan’s button leads to its place (issue 16, point 11)', async ({ page }) => {
    await page.goto('/pricing');
    const destinations = {
      'Small Class': SIGN_UP,
      Standard: standardSignUpPath('month'),
      'Spirit of Truth Workbooks': WORKBOOKS_PATH,
    };
    for (const [plan, href] of Object.entries(destinations)) {
      await expect(page.getByRole('article', { name: plan }).getByRole('link')).toHaveAttribute(
        'href',
        href,
      );
    }
    await page.getByRole('link', { name: 'Choose Standard' }).click();
    await expect(page).toHaveURL(
      /\/auth\/teacher\/signup\?app=%2Fteacher%2Fbilling%3Fstart%3Dmonth$/,
    );
  });
});

test.describe('not-found page (SPEC §2.1)', () => {
  for (const path of ['/no-such-page', '/about/team/old']) {
    test(`${path} answers 404 with a friendly page and a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | Lectio');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        'We couldn’t find that page',
      );
      const suggestions = main.getByRole('navigation', { name: 'Or try one of these' });
      await expect(suggestions.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      const home = main.getByRole('link', { name: 'Back to the home page' });
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page).toHaveTitle('Lectio');
    });
  }
});

test.describe('donation route (SPEC §2.1)', () => {
  test('names the school and says donations are not open yet', async ({ page }) => {
    const response = await page.goto(DONATE_ST_MARYS);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("Support St. Mary's School");
    await expect(main.getByText('Donations are not open for this school yet.')).toBeVisible();
    await expect(page).toHaveTitle("Donate to St. Mary's School | Lectio");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:schools@lectio.app',
    );
    await expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('shows markup in the school name as plain text', async ({ page }) => {
    const name = '<img src=x onerror=alert(1)>';
    await page.goto(`/donate/${encodeURIComponent(name)}/payment`);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Support ${name}`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});

test.describe('prerendering', () => {
  const PAGES = [
    { path: '/about', texts: ['Helping young people meet God', '450,000+', 'Q3 2021'] },
    { path: '/schools', texts: ['Scripture reflection and writing', 'Contact us'] },
    {
      path: '/parishes+institutions',
      texts: ['Faith formation', '3rd-8th Grade', 'Young adults'],
    },
    { path: '/pricing', texts: ['Small Class', 'per student per month', '$6.99'] },
  ];

  test('page text is in the HTML without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const { path, texts } of PAGES) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        for (const text of texts) {
          await expect(page.getByText(text).first()).toBeVisible();
        }
      }
    } finally {
      await context.close();
    }
  });
});

const ALL_PAGES = [
  '/about',
  '/schools',
  '/parishes+institutions',
  '/pricing',
  '/no-such-page',
  DONATE_ST_MARYS,
];

test.describe('narrow screens', () => {
  test('no page scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ALL_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('accessibility', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of ALL_PAGES) {
      test(`${path} has no axe violations at ${viewport.width} px (${name})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
