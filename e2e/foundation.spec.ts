import { expect, test } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import {
  ADMIN,
  DEMO_PASSWORD,
  saveLanguageThroughApi,
  signInThroughApi,
  signInThroughPage,
  signInWithToken,
  signOutThroughMenu,
} from './support/sign-in';
import { cspViolations, watchCsp } from './support/csp-guard';

test.describe('foundation: sign in to a working console', () => {
  // A Chinese browser: with no stored choice the console follows the browser language (spec section 1).
  test.use({ locale: 'zh-CN' });
  // The console must run under the server's Content-Security-Policy: any violation on the way fails the test.
  test.beforeEach(async ({ page }) => {
    await watchCsp(page);
  });
  test.afterEach(({ page }) => {
    expect(cspViolations(page)).toEqual([]);
  });

  test('signs in and lands on the first menu page with a translated title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signInThroughPage(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator(byTestId(TID.sidebarMenu))).toBeVisible();
    await expect(page).toHaveTitle(/首页/);
    await expect(page.locator(byTestId(TID.homePage))).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/foundation-home.png', fullPage: true });
  });

  test('opens a type-7 link embedded with a signed address, never the session token', async ({ page }) => {
    await signInWithToken(page);
    await page.goto('/links.embedded');
    const frame = page.locator(byTestId(TID.embeddedFrame));
    await expect(frame).toBeVisible();
    const src = await frame.getAttribute('src');
    expect(src).toContain('/favicon.svg?t=');
    expect(src).not.toContain('${jnpfToken}');
    // A one-minute signature for this one address takes the placeholder's place (server/src/lib/signed-url.ts).
    expect(src).toMatch(/\/favicon\.svg\?t=s1\.[0-9a-z]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(decodeURIComponent(src ?? '')).not.toMatch(/bearer/i);
    const check = await page.request.get(`/api/signed-urls/check?url=${encodeURIComponent(src ?? '')}`);
    expect(await check.json()).toMatchObject({ code: 200, data: { account: ADMIN.account } });
  });

  test('opens the type-6 data screen as a console route, with no token in its address', async ({ page }) => {
    await signInWithToken(page);
    const sidebar = page.locator(byTestId(TID.sidebarMenu));
    const screenItem = sidebar.getByText('大坝安全监测大屏', { exact: true });
    // On the home page the first directory opens by itself (spec 2.2); a click on its title would close it again.
    await expect(screenItem).toBeVisible();
    const opened = page.waitForEvent('popup');
    await screenItem.click();
    const popup = await opened;
    await popup.waitForLoadState();
    await expect(popup).toHaveURL(/\/cockpit\?screen=screen-dam-safety$/);
    await expect(popup.locator(byTestId(TID.sidebarMenu))).toBeVisible();
    expect(popup.url()).not.toMatch(/token=|\/404/);
  });

  test('locks and unlocks the screen', async ({ page }) => {
    await signInWithToken(page);
    await page.locator(byTestId(TID.userDropdown)).click();
    await page.locator(byTestId(TID.lockScreenItem)).click();
    await expect(page).toHaveURL(/\/lockScreen/);
    // A locked session cannot wander off: the guard brings it back.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/lockScreen/);
    await page.locator(byTestId(TID.unlockPassword)).fill('wrong-password1');
    await page.locator(byTestId(TID.unlockButton)).click();
    // The refusal is shown and the button is free again before the second try.
    await expect(page.locator('.ant-message-notice')).toBeVisible();
    await expect(page.locator(byTestId(TID.unlockButton))).not.toHaveClass(/ant-btn-loading/);
    await expect(page).toHaveURL(/\/lockScreen/);
    await page.locator(byTestId(TID.unlockPassword)).fill(ADMIN.password);
    await page.locator(byTestId(TID.unlockButton)).click();
    await expect(page).toHaveURL(/\/home/);
  });

  test('switches language and keeps it after a reload', async ({ page, request }) => {
    // The switch saves English as the administrator's language on this server: later spec files on it sign in as him
    // and read Chinese, so it is put back whatever happens here.
    try {
      await signInThroughPage(page);
      await expect(page).toHaveTitle(/首页/);
      await page.locator(byTestId(TID.languageSwitch)).first().click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expect(page.getByText('Switch Language Success')).toBeVisible();
      await expect(page).toHaveTitle(/Home/);
      await page.reload();
      await expect(page.locator(byTestId(TID.sidebarMenu))).toContainText('Dam monitoring');
      await expect(page).toHaveTitle(/Home/);
      await expect(page.locator(byTestId(TID.homePage))).toBeVisible();
      await page.screenshot({ path: 'test-results/screenshots/foundation-home-en.png', fullPage: true });
    } finally {
      await saveLanguageThroughApi(request, 'zh_CN');
    }
  });

  test('signs out after the confirmation', async ({ page }) => {
    await signInThroughPage(page);
    await signOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('signs out from a menu page straight to the sign-in page', async ({ page }) => {
    await signInThroughPage(page);
    await page.goto('/permission/user');
    await expect(page.locator(byTestId(TID.sidebarMenu))).toBeVisible();
    await signOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator(byTestId(TID.loginAccount))).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await signInWithToken(page);
    await page.goto('/no/such/page');
    await expect(page.locator(byTestId(TID.notFoundPage))).toBeVisible();
  });

  test('a session revoked by an administrator returns to login', async ({ page, request }) => {
    await signInThroughPage(page, 'duty01', DEMO_PASSWORD);
    const adminToken = await signInThroughApi(request);
    const users = await request.get('/api/system/OnlineUser', { headers: { Authorization: adminToken } });
    const online = (await users.json()) as { data: { list: { userId: string; userAccount: string }[] } };
    const duty = online.data.list.find((row) => row.userAccount === 'duty01');
    expect(duty).toBeTruthy();
    const revoke = await request.delete(`/api/system/OnlineUser/${duty?.userId}`, { headers: { Authorization: adminToken } });
    expect(((await revoke.json()) as { code: number }).code).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });
});
