import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { TID, byTestId } from './selectors';

export const LAYOUTS = ['classic', 'functional', 'plain', 'blend'] as const;
export type Layout = (typeof LAYOUTS)[number];
export type ThemeMode = 'light' | 'dark';
export type Language = 'zh-CN' | 'zh-TW' | 'en';

/** True when E2E_FULL_MATRIX=1 asks for every combination of language and theme rather than each value once. */
export const FULL_MATRIX = process.env.E2E_FULL_MATRIX === '1';

/**
 * Each item with a theme, the themes taking turns from `first`, so every item and every theme is drawn at least once;
 * with E2E_FULL_MATRIX=1 every item in both themes (for looking at every combination).
 */
export function withThemes<T>(items: readonly T[], first: ThemeMode = 'light'): { item: T; theme: ThemeMode }[] {
  const themes: ThemeMode[] = first === 'light' ? ['light', 'dark'] : ['dark', 'light'];
  if (FULL_MATRIX) return themes.flatMap((theme) => items.map((item) => ({ item, theme })));
  return items.map((item, index) => ({ item, theme: themes[index % 2] as ThemeMode }));
}

/** Local settings as the settings drawer stores them (`sluice_` prefix, JSON values). */
export async function storeSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(`sluice_${key}`, JSON.stringify(value));
  }, settings);
}

/** Applies layout, theme and language, reloads, and waits for the shell to settle. */
export async function showShell(page: Page, layout: Layout, theme: ThemeMode, language: Language): Promise<void> {
  await storeSettings(page, { layoutType: layout, themeClass: theme, language });
  await page.reload();
  await expect(page.locator('.sluice-shell-root')).toHaveAttribute('data-layout', layout);
  await expect(page.locator(byTestId(TID.userDropdown))).toBeVisible();
  // Fonts, icons and the first data in place before a picture is taken.
  await page.waitForLoadState('networkidle');
}

/** Serious and critical accessibility violations inside the signed-in shell. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.sluice-shell-root').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Stores a screenshot where reviewers look for them. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

/**
 * Chooses an item of the drop-down menu on screen as a person does: once the menu has finished opening, a mouse click
 * where the item is. A context menu closes when the page scrolls (as the browser's own does), and a scroll moves a menu
 * under a sticky bar, so the click must not scroll the page the way locator.click may on a page taller than the window.
 */
export async function chooseFromOpenMenu(page: Page, itemTestId: string): Promise<void> {
  const menu = page.locator('.ant-dropdown:visible');
  await expect(menu).toHaveCount(1);
  await expect(menu).not.toHaveClass(/-(appear|enter)\b/);
  const box = await menu.locator(byTestId(itemTestId)).boundingBox();
  if (!box) throw new Error(`menu item ${itemTestId} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
