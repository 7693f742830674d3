import { chromium } from 'playwright';
const base = 'http://localhost:4012';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(base + '/auth/login/student');
await page.getByLabel('Email').fill('participant@demo.lectio.app');
await page.getByLabel('Password').fill('LectioDemo1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL('**/learn');
await page.waitForTimeout(1500);
const link = page.getByRole('link', { name: /Praying with Scripture/ }).first();
await link.click();
await page.waitForTimeout(2500);
for (const w of [1280, 375]) {
  await page.setViewportSize({ width: w, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/course-${w}.png`, fullPage: true });
}
console.log(page.url());
await browser.close();
