import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, showShell, storeSettings, withThemes, type Language, type ThemeMode } from './support/shell';
import { TID, byTestId } from './support/selectors';
import { signInWithToken } from './support/sign-in';

// What a person reads in the shell at ordinary desktop widths, in every language: shortcut and top-menu labels
// whole, every column of the users table reachable, and the size switch reaching table rows.

const LANGUAGES: Language[] = ['zh-CN', 'zh-TW', 'en'];
const WIDTHS = [1280, 1440] as const;
const THEMES = ['light', 'dark'] as const;

/** Labels whose text the box cuts off (wider or taller than shown) and that offer no tooltip with the whole text. */
async function cutLabels(labels: Locator): Promise<string[]> {
  return labels.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element as HTMLElement;
        const cut = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
        const tooltip = box.closest('[title]')?.getAttribute('title') ?? '';
        return cut && tooltip.trim() !== (box.textContent ?? '').trim();
      })
      .map((element) => element.textContent ?? ''),
  );
}

/** Labels drawn with an ellipsis or clamp, whole text or not: the reader sees them cut either way. */
async function clippedLabels(labels: Locator): Promise<string[]> {
  return labels.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element as HTMLElement;
        return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
      })
      .map((element) => element.textContent ?? ''),
  );
}

async function openShell(page: Page, layout: 'functional' | 'classic', theme: ThemeMode, language: Language, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await showShell(page, layout, theme, language);
}

test.describe('labels a person can read', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithToken(page);
  });

  for (const width of WIDTHS) {
    test(`home shortcuts and top-menu labels are whole at ${width} px in three languages`, async ({ page }) => {
      for (const [index, language] of LANGUAGES.entries()) {
        // Both themes per language across the two widths (pairwise): E2E_FULL_MATRIX=1 draws both at each width.
        const themes = process.env.E2E_FULL_MATRIX === '1' ? THEMES : [THEMES[(index + WIDTHS.indexOf(width)) % 2] as ThemeMode];
        for (const theme of themes) {
          await openShell(page, 'functional', theme, language, width);
          await page.goto('/home');
          await expect(page.locator('.sluice-home__shortcut').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          const shortcuts = page.locator('.sluice-home__shortcut-title');
          const menu = page.locator(`${byTestId(TID.topMenu)} .ant-menu-horizontal > li .ant-menu-title-content`);
          await screenshot(page, `readability-home-${language}-${theme}-${width}`);
          expect.soft(await clippedLabels(shortcuts), `${language} ${theme} shortcuts`).toEqual([]);
          expect.soft(await clippedLabels(menu), `${language} ${theme} top menu`).toEqual([]);
          expect.soft(await cutLabels(menu)).toEqual([]);
        }
      }
    });
  }
});

test.describe('the users table', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // Column widths follow the language, not the theme: each language in one theme, the themes taking turns.
  for (const { item: language, theme } of withThemes(LANGUAGES)) {
    test(`shows every column at 1440 px in ${language} (${theme}), scrolling sideways with the actions in view`, async ({ page }) => {
      await signInWithToken(page);
      await showShell(page, 'classic', theme, language);
      await page.goto('/permission/user');
      const table = page.locator('.sluice-data-table .ant-table').first();
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `readability-users-${language}-${theme}`);

      // No header is cut: each title fits its cell.
      expect(await clippedLabels(table.locator('thead th .ant-table-column-title, thead th:not(:has(.ant-table-column-title))'))).toEqual(
        [],
      );
      // The table never overflows the page: it scrolls inside its own box.
      const page_ = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(page_.scroll).toBeLessThanOrEqual(page_.client);
      const body = table.locator('.ant-table-content, .ant-table-body').first();
      const box = await body.boundingBox();
      const main = await page.locator('#main-content').boundingBox();
      expect(box && main && box.x + box.width <= main.x + main.width + 1).toBe(true);
      // The actions column stays in view at the right edge however far the table is scrolled.
      const actions = table.locator('tbody tr.ant-table-row').first().locator('td').last();
      await body.evaluate((element) => element.scrollTo({ left: 0 }));
      const before = await actions.boundingBox();
      await body.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await screenshot(page, `readability-users-${language}-${theme}-scrolled`);
      const after = await actions.boundingBox();
      expect(before && after && box).toBeTruthy();
      expect(Math.abs((after?.x ?? 0) - (before?.x ?? 1))).toBeLessThanOrEqual(1);
      expect((before?.x ?? 0) + (before?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
    });
  }
});

test.describe('the size switch', () => {
  test('small and mini draw shorter table rows than default', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithToken(page);
    const rowHeight = async (size: string) => {
      await storeSettings(page, { size });
      await page.goto('/permission/user');
      const row = page.locator('.sluice-data-table .ant-table tbody tr.ant-table-row').first();
      await expect(row).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `readability-size-${size}`);
      return (await row.boundingBox())?.height ?? 0;
    };
    const standard = await rowHeight('default');
    const small = await rowHeight('small');
    const mini = await rowHeight('mini');
    expect(small).toBeLessThan(standard);
    expect(mini).toBeLessThanOrEqual(small);
    await storeSettings(page, { size: 'default' });
  });
});
