import { chromium } from '@playwright/test';
const A = 'http://localhost:4012';
const course = 'b0c72ac6-85c9-43c9-84b3-64dacd3ba370';
const out = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function session(role, email) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${A}/auth/login/${role}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('LectioDemo1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(learn|instructor)/);
  return page;
}
async function shoot(page, path, name) {
  for (const [w, h] of [[1280, 900], [375, 800]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${A}${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (wide) console.log('SIDEWAYS', name, w);
  }
}
const rosa = await session('student', 'participant@demo.lectio.app');
const lessons = await (await rosa.request.get(`${A}/api/academy/learn/courses/${course}`)).json();
const firstWithPrompts = process.argv[2];
await shoot(rosa, `/learn/courses/${course}`, 'course-home');
if (firstWithPrompts) await shoot(rosa, `/learn/courses/${course}/lessons/${firstWithPrompts}`, 'lesson');
const clare = await session('teacher', 'instructor@demo.lectio.app');
await shoot(clare, `/instructor/courses/${course}/participants`, 'participants');
await shoot(clare, `/instructor/courses/${course}/reflections`, 'reflections');
console.log(JSON.stringify(lessons).slice(0, 300));
await browser.close();
