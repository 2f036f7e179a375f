import { expect, test, type Page } from '@playwright/test';
import { storeSettings, type ThemeMode } from './support/shell';
import { signInWithToken } from './support/sign-in';

// Issue 11 items 4 and 5 in a real browser: the top bar's weather panel (24 hourly slots, 7 days) and the cockpit's
// map, whose WebGL canvas headless chromium draws with its built-in SwiftShader (no extra flags needed). The map's
// embedded base needs no internet. Screenshots in both themes go to SHOTS; the rules themselves are unit-tested
// (tests/unit/weather, tests/unit/map).

const SHOTS = process.env.MAP_WEATHER_SHOTS ?? 'test-results/screenshots/map-weather';
const MAP_WEATHER_TID = {
  weatherButton: 'weather-button',
  weatherPanel: 'weather-panel',
  weatherHour: 'weather-hour',
  weatherDays: 'weather-days',
  mapWidget: 'map-widget',
  mapCanvas: 'map-canvas',
  mapLegend: 'map-legend',
  widgetFailed: 'cockpit-widget-failed',
} as const;

async function showTheme(page: Page, theme: ThemeMode, path: string): Promise<void> {
  await storeSettings(page, { themeClass: theme });
  await page.goto(path);
}

test.describe('map and weather', () => {
  test('the top bar weather panel and the cockpit map render in light and dark', async ({ page }) => {
    await signInWithToken(page);
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme, '/home');
      await page.getByTestId(MAP_WEATHER_TID.weatherButton).click();
      const panel = page.getByTestId(MAP_WEATHER_TID.weatherPanel);
      await expect(panel.getByTestId(MAP_WEATHER_TID.weatherHour)).toHaveCount(24);
      await expect(panel.getByTestId(MAP_WEATHER_TID.weatherDays).locator('li')).toHaveCount(7);
      await page.screenshot({ path: `${SHOTS}/weather-panel-${theme}.png` });
      await page.keyboard.press('Escape');

      await showTheme(page, theme, '/cockpit');
      const map = page.getByTestId(MAP_WEATHER_TID.mapWidget);
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByTestId(MAP_WEATHER_TID.mapCanvas).locator('canvas').first()).toBeVisible({ timeout: 30_000 });
      await expect(map.getByTestId(MAP_WEATHER_TID.mapLegend)).toBeVisible();
      await expect(map.getByTestId(MAP_WEATHER_TID.widgetFailed)).toHaveCount(0);
      await map.screenshot({ path: `${SHOTS}/map-${theme}.png` });
    }
  });
});
