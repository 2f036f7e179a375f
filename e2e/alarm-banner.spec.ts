import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { screenshot, showShell, type Language, type ThemeMode } from './support/shell';
import { signInThroughApi } from './support/sign-in';

// The "click to enable alarm sound" banner: absent on an ordinary load with nothing to hear, shown only while an
// alarm waits that the browser will not let the console sound, and then in the page flow, never over the navigation.

const POINT = 'mp-qs-up3';

interface Alarm {
  id: string;
  acknowledged: boolean;
}

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'put' | 'post', url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, headers: { Authorization: token }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${method.toUpperCase()} ${url}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Acknowledges every active alarm still waiting, so the console starts with nothing to hear. */
async function acknowledgeAll(request: APIRequestContext, token: string): Promise<void> {
  const { list } = await call<{ list: Alarm[] }>(request, token, 'get', '/api/monitoring/alarms?state=active&pageSize=500');
  for (const alarm of list.filter((row) => !row.acknowledged)) {
    await call(request, token, 'post', `/api/monitoring/alarms/${alarm.id}/Actions/Ack`, { comment: 'e2e: start quiet' });
  }
}

/** A level-4 alarm on POINT: limits it must cross, then two readings beyond them (the engine's debounce). */
async function raise(request: APIRequestContext, token: string): Promise<void> {
  await call(request, token, 'put', `/api/monitoring/points/${POINT}/thresholds`, {
    list: [
      { severity: 2, upper: 100 },
      { severity: 4, upper: 200 },
    ],
  });
  const now = Date.now();
  await call(request, token, 'post', '/api/monitoring/readings', {
    readings: [
      { pointId: POINT, ts: now - 2_000, value: 250 },
      { pointId: POINT, ts: now - 1_000, value: 250 },
    ],
  });
}

/**
 * Leaves the shared e2e database as the demo had it for the specs after this one: the alarm cleared by two ordinary
 * readings (it would otherwise count in their bells) and the demo limits of the point back (QS-UP3: 137/144/152/160).
 */
async function restore(request: APIRequestContext, token: string): Promise<void> {
  const now = Date.now();
  await call(request, token, 'post', '/api/monitoring/readings', {
    readings: [
      { pointId: POINT, ts: now - 500, value: 60 },
      { pointId: POINT, ts: now, value: 60 },
    ],
  });
  await call(request, token, 'put', `/api/monitoring/points/${POINT}/thresholds`, {
    list: [
      { severity: 1, upper: 137 },
      { severity: 2, upper: 144 },
      { severity: 3, upper: 152 },
      { severity: 4, upper: 160 },
    ],
  });
  await expect
    .poll(
      async () =>
        (await call<{ list: Alarm[] }>(request, token, 'get', `/api/monitoring/alarms?state=active&pointId=${POINT}&pageSize=50`)).list
          .length,
    )
    .toBe(0);
}

test.afterEach(async ({ request }) => {
  await restore(request, await signInThroughApi(request));
});

/** A browser that holds sound back until a click (Chromium runs here with autoplay allowed, so play the policy). */
async function blockAutoplay(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor() {
        super();
        void this.suspend();
      }
    };
  })();`);
}

const banner = (page: Page) => page.locator(byTestId('arm-audio-banner'));

test('the sound banner stays away with nothing to hear and sits under the tab bar while an alarm is unheard', async ({ page, request }) => {
  const token = await signInThroughApi(request);
  await acknowledgeAll(request, token);
  await blockAutoplay(page);
  await page.addInitScript((value) => window.localStorage.setItem('sluice_token', JSON.stringify(value)), token);
  await page.goto('/home');
  await expect(page.locator(byTestId('alarm-bell'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The alarm list has loaded (the bell counts are drawn from it) and there is no banner over an idle console.
  await expect(page.locator(byTestId('alarm-bell'))).toHaveAttribute('data-attention', 'false');
  await expect(banner(page)).toHaveCount(0);
  await screenshot(page, 'alarm-banner-none-idle');

  await raise(request, token);
  // The next load of the console (the case the banner used to spoil): the waiting alarm is there from the start.
  await page.reload();
  await expect(banner(page)).toBeVisible();
  for (const [layout, theme, language] of [
    ['classic', 'light', 'zh-CN'],
    ['classic', 'dark', 'en'],
    ['functional', 'light', 'zh-TW'],
    ['blend', 'dark', 'zh-CN'],
  ] as const satisfies readonly (readonly [string, ThemeMode, Language])[]) {
    await showShell(page, layout, theme, language);
    await expect(banner(page)).toBeVisible();
    const tabs = await page.locator(byTestId(TID.tabBar)).boundingBox();
    const header = await page.locator(byTestId(TID.topBar)).boundingBox();
    const shown = await banner(page).boundingBox();
    expect(tabs && header && shown).toBeTruthy();
    // Below the top bar and the tab bar, not over them.
    expect(shown?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    expect(shown?.y ?? 0).toBeGreaterThanOrEqual((tabs?.y ?? 0) + (tabs?.height ?? 0) - 1);
    // The tab bar is still the top element where it is drawn: nothing lies on it.
    const onTabs = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="tab-bar"]') !== null, [
      (tabs?.x ?? 0) + 40,
      (tabs?.y ?? 0) + (tabs?.height ?? 0) / 2,
    ] as const);
    expect(onTabs).toBe(true);
    await screenshot(page, `alarm-banner-${layout}-${theme}-${language}`);
  }

  // Acknowledged: nothing is waiting to be heard, so the banner goes.
  await acknowledgeAll(request, token);
  await expect(banner(page)).toHaveCount(0);
});
