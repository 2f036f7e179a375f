import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TID, byTestId } from './selectors';

export const ADMIN = { account: 'admin', password: process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin' };
export const DEMO_PASSWORD = process.env.SLUICE_DEMO_PASSWORD ?? 'Sluice2026demo';

/**
 * Signs in through the login page, as a person would, and waits for the signed-in shell. `base` names a server other
 * than the test's own (a spec that starts one).
 */
export async function signInThroughPage(page: Page, account = ADMIN.account, password = ADMIN.password, base = ''): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator(byTestId(TID.loginAccount)).fill(account);
  await page.locator(byTestId(TID.loginPassword)).fill(password);
  await page.locator(byTestId(TID.loginSubmit)).click();
  await page.locator(byTestId(TID.userDropdown)).waitFor();
}

export interface TokenSignIn {
  account?: string;
  password?: string;
  /** The console page to open once signed in (default /home); the signed-in shell is awaited there. */
  path?: string;
}

/**
 * Signs in through the API and hands the token to the console as the login page does (local setting `sluice_token`),
 * then opens `path`. For tests whose subject is not the sign-in itself: it skips loading and filling the login page,
 * a second or more per test on two busy cores. A static file of the console's origin holds the page while the token
 * is stored.
 */
export async function signInWithToken(
  page: Page,
  { account = ADMIN.account, password = ADMIN.password, path = '/home' }: TokenSignIn = {},
): Promise<void> {
  const token = await signInThroughApi(page.request, account, password);
  await page.goto('/favicon.svg');
  await page.evaluate((issued) => window.localStorage.setItem('sluice_token', JSON.stringify(issued)), token);
  await page.goto(path);
  await page.locator(byTestId(TID.userDropdown)).waitFor();
}

/**
 * Signs out through the account menu and its confirmation, as a person does. The menu can close under a re-render
 * while the page is still settling (a click then lands on nothing), so the steps are tried again until the
 * confirmation is on screen.
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  const confirm = page.locator(byTestId(TID.logoutConfirm));
  await expect(async () => {
    if (!(await confirm.isVisible())) {
      const item = page.locator(byTestId(TID.logoutItem));
      if (!(await item.isVisible())) await page.locator(byTestId(TID.userDropdown)).click();
      await item.click({ timeout: 2_000 });
    }
    await expect(confirm).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await confirm.click();
}

/** Signs in through the API (for arranging data); returns the token as the server issued it. `base` as above. */
export async function signInThroughApi(
  request: APIRequestContext,
  account = ADMIN.account,
  password = ADMIN.password,
  base = '',
): Promise<string> {
  const response = await request.post(`${base}/api/oauth/Login`, {
    form: {
      account,
      password: createHash('md5').update(password).digest('hex'),
      origin: 'password',
      code: '',
      timestamp: '',
      client_id: 'admin',
      scope: 'all',
      grant_type: 'password',
    },
  });
  const body = (await response.json()) as { code: number; msg: string; data?: { token: string } };
  if (body.code !== 200 || !body.data) throw new Error(`sign-in failed for ${account}: ${body.msg}`);
  return body.data.token;
}

/** Saves a person's console language on the server, as the language switch does (server spelling: zh_CN, zh_TW, en). */
export async function saveLanguageThroughApi(
  request: APIRequestContext,
  language: 'zh_CN' | 'zh_TW' | 'en',
  account = ADMIN.account,
  password = ADMIN.password,
): Promise<void> {
  const token = await signInThroughApi(request, account, password);
  const saved = await request.put('/api/permission/Users/Current/SystemLanguage', {
    headers: { authorization: token },
    data: { language },
  });
  const body = (await saved.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`saving ${language} for ${account} failed: ${body.msg}`);
}
