import { expect, test, type Page } from '@playwright/test';
import { TID, byTestId, tabFor } from './support/selectors';
import { chooseFromOpenMenu, screenshot, showShell } from './support/shell';
import { signInWithToken } from './support/sign-in';

const tabPaths = (page: Page) => page.locator(byTestId(TID.tab)).evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-path')));

async function openPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator(tabFor(path))).toBeVisible();
  }
}

// A Chinese browser, as the console's users have: the texts below are the zh-CN catalogue's.
test.use({ locale: 'zh-CN' });

test.describe('shell: the tab bar', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithToken(page);
    await showShell(page, 'classic', 'light', 'zh-CN');
  });

  test('opens a tab per page, with home pinned', async ({ page }) => {
    await page.locator(byTestId(TID.sidebarMenu)).getByText('运维工单').click();
    await page.locator(byTestId(TID.sidebarMenu)).getByText('工单管理').click();
    await expect(page).toHaveURL(/workOrderManagement$/);
    await expect(page.locator(tabFor('/projecManagement/workOrderManagement'))).toBeVisible();
    await openPages(page, ['/monitoring/weather']);
    expect(await tabPaths(page)).toEqual(['/home', '/projecManagement/workOrderManagement', '/monitoring/weather']);
    await expect(page.locator(tabFor('/home')).getByRole('button')).toHaveCount(0);
    await expect(page.locator(tabFor('/monitoring/weather')).getByRole('link')).toHaveAttribute('aria-current', 'page');
    await screenshot(page, 'shell-tabs-open');
  });

  test('pins a tab from its context menu; close others keeps pinned tabs', async ({ page }) => {
    await openPages(page, ['/monitoring/weather', '/projecManagement/workOrderManagement', '/permission/user']);
    await page.locator(tabFor('/monitoring/weather')).click({ button: 'right' });
    await chooseFromOpenMenu(page, TID.tabPin);
    await expect(page.locator(tabFor('/monitoring/weather')).getByRole('button')).toHaveCount(0);
    // Let the first context menu finish closing, so only the new one is on screen.
    await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
    await page.locator(tabFor('/permission/user')).click({ button: 'right' });
    await chooseFromOpenMenu(page, TID.tabCloseOthers);
    await expect.poll(() => tabPaths(page)).toEqual(['/home', '/monitoring/weather', '/permission/user']);
    await expect(page).toHaveURL(/\/permission\/user$/);
    // A pin survives a reload of the page.
    await page.reload();
    await expect(page.locator(tabFor('/monitoring/weather')).getByRole('button')).toHaveCount(0);
  });

  test('a middle click closes a tab, and closing the active tab opens the last one', async ({ page }) => {
    await openPages(page, ['/monitoring/weather', '/projecManagement/workOrderManagement', '/permission/user']);
    await page.locator(tabFor('/monitoring/weather')).getByRole('link').click({ button: 'middle' });
    await expect.poll(() => tabPaths(page)).toEqual(['/home', '/projecManagement/workOrderManagement', '/permission/user']);
    await page.locator(tabFor('/projecManagement/workOrderManagement')).getByRole('link').click();
    // Closed only once it is the active tab: a close during the navigation would leave the navigation to land after it.
    await expect(page).toHaveURL(/\/projecManagement\/workOrderManagement$/);
    await page.locator(tabFor('/projecManagement/workOrderManagement')).getByRole('button').click();
    await expect(page).toHaveURL(/\/permission\/user$/);
    await page.locator(byTestId(TID.tabActions)).click();
    await chooseFromOpenMenu(page, TID.tabCloseAll);
    await expect(page).toHaveURL(/\/home$/);
    expect(await tabPaths(page)).toEqual(['/home']);
  });

  test('scroll buttons move a long tab strip', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await openPages(page, [
      '/monitoring/weather',
      '/projecManagement/workOrderManagement',
      '/projecManagement/workOrderStatistics',
      '/permission/user',
      '/permission/organize',
      '/permission/role',
    ]);
    const strip = page.locator('.sluice-tabs__scroller');
    await page.locator(byTestId('tabs-previous')).click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeLessThan(50);
    await page.locator(byTestId('tabs-next')).click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('the tab bar stays below the fixed header while a long page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 560 });
    await openPages(page, ['/permission/user']);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const headerBottom = await page.locator('.sluice-header').evaluate((header) => header.getBoundingClientRect().bottom);
    // The wheel scrolls what is under the pointer: the page's content, not the sidebar's own menu.
    await page.mouse.move(800, 400);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator(byTestId(TID.tabBar)).evaluate((bar) => Math.round(bar.getBoundingClientRect().top)))
      .toBe(Math.round(headerBottom));
    await screenshot(page, 'shell-tabs-sticky');
  });
});
