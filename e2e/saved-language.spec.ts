import { expect, test } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { screenshot } from './support/shell';
import { DEMO_PASSWORD, signInThroughPage } from './support/sign-in';

// A language chosen in the console is saved on the server (SystemLanguage) and follows the user to a browser that
// has never seen them: the console opens in it after sign-in, whatever the browser's own language.

const ACCOUNT = 'viewer01';

test('a language saved in one browser is the language of the next sign-in in a fresh one', async ({ browser }) => {
  const first = await browser.newContext({ locale: 'zh-CN' });
  const page = await first.newPage();
  await signInThroughPage(page, ACCOUNT, DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/permission/Users/Current/SystemLanguage'));
  await page.locator(byTestId(TID.languageSwitch)).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await first.close();

  // A new browser: no stored settings, a Chinese browser locale, the sign-in page in Chinese.
  const fresh = await browser.newContext({ locale: 'zh-CN' });
  const next = await fresh.newPage();
  await next.goto('/login');
  await expect(next.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await signInThroughPage(next, ACCOUNT, DEMO_PASSWORD);
  await expect(next.locator('html')).toHaveAttribute('lang', 'en');
  await next.goto('/home');
  await expect(next.getByText('Shortcuts', { exact: true })).toBeVisible();
  await screenshot(next, 'saved-language-fresh-browser-en');

  // Back to Chinese for whoever signs in as this user next.
  await next.locator(byTestId(TID.languageSwitch)).click();
  await next.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(next.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await fresh.close();
});
