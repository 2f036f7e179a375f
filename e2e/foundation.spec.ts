import { expect, test } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { ADMIN, DEMO_PASSWORD, signInThroughApi, signInThroughPage } from './support/sign-in';

test.describe('foundation: sign in to a working console', () => {
  // A Chinese browser: with no stored choice the console follows the browser language (spec section 1).
  test.use({ locale: 'zh-CN' });

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

  test('opens a type-7 link embedded with the token placeholder filled in', async ({ page }) => {
    await signInThroughPage(page);
    await page.goto('/links.embedded');
    const frame = page.locator(byTestId(TID.embeddedFrame));
    await expect(frame).toBeVisible();
    const src = await frame.getAttribute('src');
    expect(src).toContain('/favicon.svg?t=');
    expect(src).not.toContain('${jnpfToken}');
    expect(decodeURIComponent(src ?? '')).toMatch(/t=bearer /);
  });

  test('locks and unlocks the screen', async ({ page }) => {
    await signInThroughPage(page);
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

  test('switches language and keeps it after a reload', async ({ page }) => {
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
  });

  test('signs out after the confirmation', async ({ page }) => {
    await signInThroughPage(page);
    await page.locator(byTestId(TID.userDropdown)).click();
    await page.locator(byTestId(TID.logoutItem)).click();
    await page.locator(byTestId(TID.logoutConfirm)).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('signs out from a menu page straight to the sign-in page', async ({ page }) => {
    await signInThroughPage(page);
    await page.goto('/permission/user');
    await expect(page.locator(byTestId(TID.sidebarMenu))).toBeVisible();
    await page.locator(byTestId(TID.userDropdown)).click();
    await page.locator(byTestId(TID.logoutItem)).click();
    await page.locator(byTestId(TID.logoutConfirm)).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator(byTestId(TID.loginAccount))).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await signInThroughPage(page);
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
