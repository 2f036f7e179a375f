import { expect, test } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { LAYOUTS, screenshot, seriousViolations, showShell, type Language } from './support/shell';
import { signInWithToken } from './support/sign-in';

const WIDTHS = [1280, 800] as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'en'];

/**
 * Every layout at both widths in both themes, each with one language chosen so that every pair of values (layout and
 * language, width and language, theme and language) appears at least once: 16 pictures instead of 48, each pair of
 * choices still drawn and checked. E2E_FULL_MATRIX=1 draws all 48 (for looking at every combination).
 */
function combinations(layoutIndex: number) {
  const rows = WIDTHS.flatMap((width) => THEMES.map((theme) => ({ width, theme })));
  // Accessibility rules do not depend on the language: checked once per width and theme.
  if (process.env.E2E_FULL_MATRIX === '1')
    return rows.flatMap((row) => LANGUAGES.map((language) => ({ ...row, language, checkAccessibility: language === 'zh-CN' })));
  return rows.map((row, index) => ({
    ...row,
    language: LANGUAGES[(layoutIndex + index) % LANGUAGES.length] as Language,
    checkAccessibility: true,
  }));
}

// A Chinese browser, as the console's users have: the texts below are the zh-CN catalogue's.
test.use({ locale: 'zh-CN' });

test.describe('shell: the four layouts in light and dark, wide and narrow, in three languages', () => {
  LAYOUTS.forEach((layout, layoutIndex) => {
    test(`${layout} draws its parts, reads well and has no serious accessibility violation`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInWithToken(page, { path: '/monitoring/weather' });
      for (const { width, theme, language, checkAccessibility } of combinations(layoutIndex)) {
        await page.setViewportSize({ width, height: 800 });
        await showShell(page, layout, theme, language);
        const mobile = width < 992;
        await expect(page.locator(byTestId(TID.topBar))).toBeVisible();
        await expect(page.locator(byTestId(TID.tabBar))).toBeVisible();
        if (layout === 'functional' || layout === 'blend') await expect(page.locator(byTestId(TID.topMenu))).toHaveCount(mobile ? 0 : 1);
        if (mobile || layout === 'functional') await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
        else await expect(page.locator(byTestId(TID.sidebar))).toBeVisible();
        // Nothing may spill out sideways on a narrow screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `shell-${layout}-${theme}-${width}-${language}`);
        if (checkAccessibility) expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });

  test('on a narrow screen the sidebar is a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await signInWithToken(page);
    await showShell(page, 'classic', 'light', 'zh-CN');
    await page.locator(byTestId(TID.sidebarToggle)).click();
    const drawer = page.locator('.ant-drawer-open').filter({ has: page.locator(byTestId(TID.sidebarMenu)) });
    await expect(drawer).toBeVisible();
    // Wait for the slide-in to finish before the picture.
    await expect.poll(() => drawer.locator('.ant-drawer-section').evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
    await screenshot(page, 'shell-classic-light-800-drawer');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByText('运维工单').click();
    await drawer.getByText('工单管理').click();
    await expect(page).toHaveURL(/\/projecManagement\/workOrderManagement$/);
    await expect(drawer).toBeHidden();
  });

  test('the functional top menu puts what does not fit under More', async ({ page }) => {
    // Narrow enough that the five top-level menus cannot all have their 116 px.
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInWithToken(page);
    await showShell(page, 'functional', 'light', 'zh-CN');
    const more = page.locator(byTestId(TID.topMenu)).getByText('更多 ...');
    await expect(more).toBeVisible();
    await more.hover();
    const popup = page.locator('.ant-menu-submenu-popup').filter({ hasText: '系统管理' });
    await expect(popup).toBeVisible();
    await expect.poll(() => popup.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await screenshot(page, 'shell-functional-light-1024-more');
  });
});
