// Issue 10, the page as a person uses it: the seepage page of the demo point with a year of one-minute readings
// (the real server, its demo database, the built console), zoomed by dragging over the pressure chart and with Home,
// as bench/series-chart.ts zooms its harness: a month, a week in it, a day in that, Home back to the year, a quarter.
// A zoom's time runs from its input event's timeStamp to the end of the first frame painted after the chart's time
// axis changed (the chart draws the new view's axis with its new buckets). Before the zooms the page is opened as a
// person opens it, from the console already signed in (an in-app navigation to the link of the year): the time from
// it to the first frame with the year drawn, and every main-thread task over 50 ms in between (the route's code
// loading, the page mounting, the year loading). Beside the chart the page has its toolbar,
// the rainfall chart, the pressure scatter and the point picker: what the harness leaves out. Median of BENCH_RUNS
// (default 3) fresh pages. BENCH_DIST (default /tmp/sluice-monitoring-bench) is built unless BENCH_SKIP_BUILD=1;
// BENCH_PORT (default 8746).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { report } from './support/report';
import { askZoom, ZOOM_STEPS } from './support/zoom-steps';
import { buildConsoleUnlessSkipped, ensureServerBuilt, startServer, tempDbPath } from './support/server-process';
import { median } from './support/median';

const PORT = Number(process.env.BENCH_PORT ?? 8746);
const DIST = path.resolve(process.env.BENCH_DIST ?? '/tmp/sluice-monitoring-bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN_PASSWORD = process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin';
const YEAR_POINT = 'mp-qs-up1';
const DAY = 86_400_000;
const POLL_MS = 5;
const PROFILE = process.env.MONITORING_ZOOM_PROFILE;
const TRACE = process.env.MONITORING_ZOOM_TRACE;
const CHART = '[data-testid="pressure-chart"]';
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink',
  'loading',
];

/** Records each zoom's input and the end of the first frame painted after the chart's time axis changed. */
const PROBE = `(() => {
  const probe = (window.zoomProbe = { zooms: [], longTasks: [], open: null });
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  // An in-app navigation, as a menu entry or a link in the console makes one (the router follows popstate).
  probe.openInApp = (url) => {
    probe.open = { startedAt: performance.now(), paintedAt: null, seen: false };
    probe.zooms = []; // the sign-in's click was no zoom
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const asked = (event) => {
    if (event.type === 'keydown' && event.key !== 'Home') return;
    probe.zooms.push({ askedAt: event.timeStamp, paintedAt: null, seen: false });
  };
  document.addEventListener('pointerup', asked, true);
  document.addEventListener('keydown', asked, true);
  const onAxis = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return Boolean(element && element.closest('${CHART} .visx-axis-bottom'));
  };
  new MutationObserver((records) => {
    const open = probe.open;
    if (open && !open.seen && document.querySelector('${CHART} svg[data-chart-layer="plot"]')) {
      open.seen = true;
      afterPaint((at) => (open.paintedAt = at));
    }
    const zoom = probe.zooms[probe.zooms.length - 1];
    if (!zoom || zoom.seen || !records.some((record) => onAxis(record.target))) return;
    zoom.seen = true;
    afterPaint((at) => (zoom.paintedAt = at));
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

declare global {
  interface Window {
    zoomProbe: {
      zooms: { askedAt: number; paintedAt: number | null }[];
      longTasks: { startTime: number; duration: number }[];
      open: { startedAt: number; paintedAt: number | null } | null;
      openInApp: (url: string) => void;
    };
  }
}

const shownView = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return { from: Number(params.get('from')), to: Number(params.get('to')) };
};

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('[data-testid="login-account"]').fill('admin');
  await page.locator('[data-testid="login-password"]').fill(ADMIN_PASSWORD);
  await page.locator('[data-testid="login-submit"]').click();
  await page.locator('[data-testid="user-dropdown"]').waitFor();
  await page.waitForLoadState('networkidle');
}

async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((url) => window.zoomProbe.openInApp(url), route);
  await page.waitForFunction(() => window.zoomProbe.open?.paintedAt != null, null, { polling: POLL_MS, timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

interface RunResult {
  /** In-app navigation to the year's link -> the first frame with the year drawn. */
  openMs: number;
  /** Main-thread tasks over 50 ms from that navigation to that frame. */
  openLongTasks: number[];
  zoomMs: number[];
  /** Main-thread tasks over 50 ms from the first zoom's input to the last zoom's paint. */
  longTasks: number[];
}

async function runOnce(base: string, year: { from: number; to: number }): Promise<RunResult> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(PROBE);
    await signIn(page, base);
    // MONITORING_ZOOM_PROFILE=<file.cpuprofile>: the page's main thread from the opening through the zooms (100 µs
    // samples; DevTools). MONITORING_ZOOM_TRACE=<file.json>: a Chrome trace of the same (main thread, workers), with
    // V8's JS samples in it, so a long task shows which code ran in it (an unminified BENCH_DIST names it).
    if (TRACE) await browser.startTracing(page, { path: TRACE, categories: TRACE_CATEGORIES });
    const profiler = PROFILE ? await page.context().newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.send('Profiler.start');
    }
    await openInApp(page, `/monitoring/seepage?point=${YEAR_POINT}&from=${year.from}&to=${year.to}`);
    for (const [index, step] of ZOOM_STEPS.entries()) {
      await askZoom(page, page.locator(`${CHART} [data-testid="chart-plot"]`), step, year.from, shownView(page));
      await page.waitForFunction(
        (count) => window.zoomProbe.zooms.length === count && window.zoomProbe.zooms.at(-1)?.paintedAt != null,
        index + 1,
        { polling: POLL_MS, timeout: 30_000 },
      );
      // The rest of the page (scatter, statistics) settles before the next zoom, as it would under a person's eyes.
      await page.waitForLoadState('networkidle');
    }
    if (TRACE) await browser.stopTracing();
    if (profiler && PROFILE) fs.writeFileSync(PROFILE, JSON.stringify((await profiler.send('Profiler.stop')).profile));
    const { zooms, longTasks, open } = await page.evaluate(() => window.zoomProbe);
    const opened = { startedAt: open?.startedAt ?? 0, paintedAt: open?.paintedAt ?? Number.NaN };
    const start = zooms[0]?.askedAt ?? 0;
    const end = zooms.at(-1)?.paintedAt ?? Number.POSITIVE_INFINITY;
    return {
      openMs: opened.paintedAt - opened.startedAt,
      openLongTasks: longTasks
        .filter((task) => task.startTime >= opened.startedAt && task.startTime <= opened.paintedAt)
        .map((task) => task.duration),
      zoomMs: zooms.map((zoom) => (zoom.paintedAt ?? Number.NaN) - zoom.askedAt),
      longTasks: longTasks.filter((task) => task.startTime >= start && task.startTime <= end).map((task) => task.duration),
    };
  } finally {
    await browser.close();
  }
}

buildConsoleUnlessSkipped(DIST);
ensureServerBuilt();
const server = await startServer({
  port: PORT,
  dbPath: tempDbPath('monitoring-zoom'),
  env: { SEED_HISTORY: 'on', SLUICE_STATIC_DIR: DIST },
});
try {
  // The year the demo history ends with: up to now.
  const to = Date.now();
  const year = { from: to - 365 * DAY, to };
  const runs: RunResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(server.url, year));
  const all = runs.flatMap((run) => run.zoomMs);
  const tasks = runs.flatMap((run) => run.longTasks);
  const openTasks = runs.flatMap((run) => run.openLongTasks);
  report('monitoring-zoom', {
    runs: RUNS,
    'open the year in the console: navigation to first paint, median / max (ms)': `${median(runs.map((run) => run.openMs)).toFixed(1)} / ${Math.max(...runs.map((run) => run.openMs)).toFixed(1)}`,
    'main-thread tasks over 50 ms while the year opens (ms)': openTasks.map((ms) => ms.toFixed(0)).join(', ') || 'none',
    'zooms per run (month, week, day, Home, quarter)': ZOOM_STEPS.length,
    ...Object.fromEntries(
      runs.map((run, index) => [`run ${index + 1}: release to paint (ms)`, run.zoomMs.map((ms) => ms.toFixed(1)).join(' / ')]),
    ),
    'zoom to paint, median / max over all zooms (ms)': `${median(all).toFixed(1)} / ${Math.max(...all).toFixed(1)}`,
    'main-thread tasks over 50 ms while zooming (ms)': tasks.map((ms) => ms.toFixed(0)).join(', ') || 'none',
  });
} finally {
  await server.stop();
}
