import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { storeSettings, type Language, type ThemeMode } from './support/shell';
import { DEMO_PASSWORD, signInThroughApi, signInWithToken } from './support/sign-in';

// The monitoring pages (issue 10): the demo point with a year of one-minute history opens from a link, zooms by
// dragging, exports what it shows as CSV and PNG, moves when a reading arrives, and says so when the user may not read
// the point or has no project at all. Screenshots in both themes and the three languages go to SHOTS.

const YEAR_POINT = { id: 'mp-qs-up1', code: 'QS-UP1' };
/** A Lanjiang point: viewer01 is a member of Qingshui only. */
const OTHER_PROJECT_POINT = 'mp-lj-up1';
const DAY_MS = 86_400_000;
const SHOTS = process.env.MONITORING_SHOTS ?? 'test-results/screenshots/monitoring';
const MONITORING_TID = {
  pressureChart: 'pressure-chart',
  surfaceChart: 'surface-chart',
  verticalChart: 'vertical-chart',
  unlistedChart: 'unlisted-chart',
  profileChart: 'profile-chart',
  plot: 'chart-plot',
  forbidden: 'monitoring-forbidden',
  noProject: 'monitoring-no-project',
} as const;

const rangeOf = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return { point: params.get('point'), from: Number(params.get('from')), to: Number(params.get('to')) };
};

async function contentOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

async function exportCsv(page: Page, chart: Locator): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return (await contentOf(download))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
}

/** `YYYY-MM-DD HH:mm:ss` in the browser's zone, which is this machine's. */
const localMs = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/**
 * `count` times in [from, to], each halfway between two neighbouring stored readings of the point (or the range's ends),
 * the widest gaps first: a reading put there shares its chart bucket with no stored one.
 */
async function freeSlots(
  request: APIRequestContext,
  token: string,
  pointId: string,
  from: number,
  to: number,
  count: number,
): Promise<number[]> {
  const response = await request.get(`/api/monitoring/points/${pointId}/series?from=${from}&to=${to}`, {
    headers: { Authorization: token },
  });
  const stored = ((await response.json()) as { data: { ts: number[] } }).data.ts;
  const edges = [from, ...stored.filter((ts) => ts > from && ts < to), to];
  const gaps = edges.slice(1).map((end, index) => ({ start: edges[index] ?? from, end }));
  const widest = gaps.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, count);
  expect(widest.length, `the point has ${count} gaps in the range`).toBe(count);
  return widest.map(({ start, end }) => Math.round((start + end) / 2)).sort((a, b) => a - b);
}

/** Drawn, and no longer loading: a companion series may draw before the point's own (a year) has arrived. */
async function waitForChart(chart: Locator): Promise<void> {
  await expect(chart.getByTestId(MONITORING_TID.plot)).toBeVisible({ timeout: 20_000 });
  await expect(chart.locator('[data-chart-layer="plot"]')).toBeVisible();
  await expect(chart.locator('.ant-spin')).toHaveCount(0, { timeout: 20_000 });
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('monitoring charts', () => {
  test('a year of one-minute data opens from a link, zooms, exports CSV and PNG, and follows a new reading', async ({ page, request }) => {
    await signInWithToken(page);
    await storeSettings(page, { language: 'en', themeClass: 'light' });
    const now = Date.now();
    await page.goto(`/monitoring/seepage?point=${YEAR_POINT.id}&from=${now - 365 * DAY_MS}&to=${now}`);
    const chart = page.getByTestId(MONITORING_TID.pressureChart);
    await waitForChart(chart);
    // Both legend entries: the point's year and the reservoir level, so the plot no longer moves under the mouse.
    await expect(chart.getByText(new RegExp(`^${YEAR_POINT.code} .*\\(kPa\\)$`))).toBeVisible();
    await expect(chart.getByText(/QS-SW1 \(m\)$/)).toBeVisible();
    expect(rangeOf(page)).toEqual({ point: YEAR_POINT.id, from: now - 365 * DAY_MS, to: now });

    // Drag across the middle fifth of the plot: the chart zooms and the address follows without a new history entry.
    const historyBefore = await page.evaluate(() => window.history.length);
    const plot = chart.getByTestId(MONITORING_TID.plot);
    const box = await plot.boundingBox();
    if (!box) throw new Error('the plot is not on screen');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => rangeOf(page).to - rangeOf(page).from).toBeLessThan(120 * DAY_MS);
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);
    const zoomed = rangeOf(page);
    expect(zoomed.from).toBeGreaterThan(now - 365 * DAY_MS);
    await waitForChart(chart);

    // CSV: exactly what is shown, the time and each series with its unit, only rows inside the zoomed range.
    const inZoom = (row: string | undefined) => {
      const time = localMs(row?.split(',')[0] ?? '');
      return time >= zoomed.from - 60 * 60_000 && time <= zoomed.to;
    };
    let csv: string[] = [];
    await expect
      .poll(async () => {
        csv = await exportCsv(page, chart);
        return inZoom(csv[1]) && inZoom(csv[csv.length - 1]);
      })
      .toBe(true);
    expect(csv[0]).toMatch(new RegExp(`^time,${YEAR_POINT.code} [^,]+ \\(kPa\\),.+\\(m\\)$`));
    expect(csv.length).toBeGreaterThan(100);

    // PNG: asks for a title, then downloads an image.
    await chart.getByRole('button', { name: 'Export PNG' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export PNG' });
    await dialog.getByRole('textbox').fill('QS-UP1 for the annual report');
    const [png] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    const image = await contentOf(png);
    expect(image.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(image.length).toBeGreaterThan(5_000);

    // Back to the last 24 hours; a reading ingested now shows without reloading the page.
    await chart.getByText('24 h', { exact: true }).click();
    await expect.poll(() => rangeOf(page).to - rangeOf(page).from).toBe(DAY_MS);
    await waitForChart(chart);
    const latest = rangeOf(page);
    const token = await signInThroughApi(request);
    const reading = { pointId: YEAR_POINT.id, ts: latest.to - 30_000, value: 333.3 };
    const ingested = await request.post('/api/monitoring/readings', { headers: { Authorization: token }, data: { readings: [reading] } });
    expect(((await ingested.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
    await expect
      .poll(async () => (await exportCsv(page, chart)).some((row) => row.split(',')[1] === '333.3'), {
        timeout: 15_000,
        intervals: [1_000],
      })
      .toBe(true);

    // A batch of three readings of another project's point (the top bar shows Qingshui) reaches its chart in full: the
    // chart follows the point's own topic, which carries every reading of a batch.
    await page.goto(`/monitoring/seepage?point=${OTHER_PROJECT_POINT}&from=${now - DAY_MS}&to=${now + 60_000}`);
    const other = page.getByTestId(MONITORING_TID.unlistedChart).or(page.getByTestId(MONITORING_TID.pressureChart));
    await waitForChart(other);
    // Each halfway between two stored readings of the last hour, so each is the only reading of its bucket on a
    // 24-hour chart (a bucket shows its last reading, and a stored one beside it would hide it); under the point's
    // thresholds (no alarm).
    const slots = await freeSlots(request, token, OTHER_PROJECT_POINT, now - 60 * 60_000, now, 3);
    const batch = slots.map((ts, n) => ({ pointId: OTHER_PROJECT_POINT, ts, value: [40.1, 40.2, 40.3][n] }));
    const stored = await request.post('/api/monitoring/readings', { headers: { Authorization: token }, data: { readings: batch } });
    expect(((await stored.json()) as { data: { accepted: number } }).data.accepted).toBe(3);
    await expect
      .poll(async () => (await exportCsv(page, other)).filter((row) => ['40.1', '40.2', '40.3'].includes(row.split(',')[1] ?? '')).length, {
        timeout: 15_000,
        intervals: [1_000],
      })
      .toBe(3);

    // Both themes, three languages: the seepage and displacement pages as a person sees them.
    const themes: ThemeMode[] = ['light', 'dark'];
    const languages: Language[] = ['zh-CN', 'zh-TW', 'en'];
    for (const theme of themes) {
      for (const language of languages) {
        await storeSettings(page, { language, themeClass: theme });
        // The last 30 days: every demo point has readings there (the year is the one-year point's alone).
        await page.goto(`/monitoring/seepage?point=${YEAR_POINT.id}&from=${now - 30 * DAY_MS}&to=${now}`);
        await waitForChart(page.getByTestId(MONITORING_TID.pressureChart));
        await shoot(page, `seepage-${language}-${theme}`);
      }
      await page.goto(`/monitoring/displacement?point=mp-qs-tp1&from=${now - 30 * DAY_MS}&to=${now}`);
      await waitForChart(page.getByTestId(MONITORING_TID.surfaceChart));
      // Vertical displacement on its own chart, on the same range, beside the profile.
      await waitForChart(page.getByTestId(MONITORING_TID.verticalChart));
      await expect(page.getByTestId(MONITORING_TID.profileChart).locator('svg').first()).toBeVisible();
      await shoot(page, `displacement-en-${theme}`);
    }
  });

  test('a point of a project the user is not in says so, and a user without projects is told', async ({ browser }) => {
    const viewer = await browser.newContext();
    const page = await viewer.newPage();
    await signInWithToken(page, { account: 'viewer01', password: DEMO_PASSWORD });
    await storeSettings(page, { language: 'en' });
    await page.goto(`/monitoring/seepage?point=${OTHER_PROJECT_POINT}`);
    await expect(page.getByTestId(MONITORING_TID.forbidden)).toContainText("You may not view this point's data");
    await shoot(page, 'seepage-forbidden-en');
    await viewer.close();

    // A Chinese browser, as the console's users have (a context made here does not take the file's test.use locale).
    const outsider = await browser.newContext({ locale: 'zh-CN' });
    const second = await outsider.newPage();
    await signInWithToken(second, { account: 'viewer02', password: DEMO_PASSWORD, path: '/monitoring/seepage' });
    await expect(second.getByTestId(MONITORING_TID.noProject)).toContainText('暂无项目，部分功能无法使用');
    await outsider.close();
  });
});
