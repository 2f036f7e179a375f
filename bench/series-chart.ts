// Issue 10 items 5 and Measure: a year of one-minute readings (525,600) x 4 series drawn by the chart engine in headless
// chromium, the series source in the worker and on the main thread in the same run. A local handler answers the
// series call with the same bytes as the server (plain, compact and binary forms), gzip-compressed (bench/series-call.ts times the real call),
// from deterministic synthetic data with spikes, bad readings and an outage. The harness page (bench/series-chart/,
// built with vite into SERIES_CHART_OUT) loads the four series through useSeries into one TimeSeriesChart, then zooms.
// Figures per mode (median of BENCH_RUNS fresh pages, default 3): response to first paint (the last series response's
// last byte, server clock, to the first frame painted with all four, page clock: both epoch ms on one machine), start to
// first paint, zoom to paint and the aggregate round trip on zoom, and the longest main-thread task from the start of
// the loads to the end (PerformanceObserver 'longtask'). Goals (worker): <= 150 ms, <= 30 ms, no task > 50 ms; exits 1
// when the worker misses one. BENCH_PORT (default 8214), BENCH_SKIP_BUILD=1 reuses the last harness build.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { seriesBinaryParts } from '../server/src/wire/series-binary';
import { CompactSeriesBuilder } from '../server/src/monitoring/series/series-compact';
import type { SeriesBenchProbe } from './series-chart/bench-probe';
import { CHROMIUM_ARGS } from '../playwright.config';
import { report } from './support/report';
import { askZoom, ZOOM_STEPS } from './support/zoom-steps';
import { mulberry32 } from '../server/src/simulator/random';
import { median } from './support/median';

const PORT = Number(process.env.BENCH_PORT ?? 8214);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OUT = process.env.SERIES_CHART_OUT ?? '/tmp/sluice-series-chart-bench';
const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const READINGS = 525_600;
const YEAR = { from: Date.UTC(2025, 0, 1), to: Date.UTC(2025, 0, 1) + (READINGS - 1) * MINUTE };
/**
 * How often the bench looks at the page for a paint: on a timer. Playwright's default polls in an animation frame,
 * which asks the page for frames of its own: one landing between a zoom's release and its answer made the zoom a frame
 * later than the page alone draws it (traced: the worker's answer waited behind the bench's frame).
 */
const POLL_MS = 5;
/**
 * SERIES_CHART_CHROMIUM_ARGS: extra switches for the browser, space-separated; e.g.
 * `--disable-features=DeferRendererTasksAfterInput` shows what Chromium's holding back of the page's tasks after a
 * click or key (until the next frame) costs a zoom.
 */
const EXTRA_CHROMIUM_ARGS = (process.env.SERIES_CHART_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);
const GOALS = { responseToPaintMs: 150, zoomMs: 30, longestTaskMs: 50 };
/**
 * Where the series are read (the page's `?mode`) and what the worker's binary call is answered with: the compact JSON
 * it asked for before (its parser still reads a JSON 200), as the baseline measured in the same run.
 */
const MODES = [
  { name: 'worker', page: 'worker', form: 'binary' },
  { name: 'in-thread', page: 'in-thread', form: 'binary' },
  { name: 'worker, compact JSON (before)', page: 'worker', form: 'compact' },
] as const;
type Mode = (typeof MODES)[number];

interface SeriesShape {
  unit: string;
  seed: number;
  value(day: number, noise: number): number;
}

const SHAPES: Record<string, SeriesShape> = {
  'BENCH-PZ': { unit: 'm', seed: 1, value: (d, n) => 120 + 5 * Math.sin((2 * Math.PI * (d - 40)) / 365) + 0.05 * n },
  'BENCH-SF': { unit: 'L/s', seed: 2, value: (d, n) => 12 + 3 * Math.sin((2 * Math.PI * (d - 60)) / 365) + 0.2 * n },
  'BENCH-RL': { unit: 'm', seed: 3, value: (d, n) => 150 + 8 * Math.sin((2 * Math.PI * (d - 30)) / 365) + 0.01 * n },
  'BENCH-RN': { unit: 'mm', seed: 4, value: (d, n) => (Math.sin(d * 1.7) > 0.92 ? Math.round(n * 40) / 10 : 0) },
};

interface YearBodies {
  plain: string;
  compact: string;
  binary: Buffer;
}

/** The year of one series as the series call answers it, plain, compact and binary: spikes, bad readings (null), an outage. */
function yearPayload(pointId: string, shape: SeriesShape): YearBodies {
  const next = mulberry32(shape.seed);
  const ts: number[] = [];
  const values: (number | null)[] = [];
  for (let i = 0; i < READINGS; i += 1) {
    const t = YEAR.from + i * MINUTE;
    const day = (t - YEAR.from) / DAY;
    if (day >= 200 && day < 200.25) continue;
    const roll = next();
    ts.push(t);
    if (roll < 0.0005) values.push(null);
    else if (roll > 0.9998) values.push(Math.round(shape.value(day, next()) * 1.5 * 1_000) / 1_000);
    else values.push(Math.round(shape.value(day, next() - 0.5) * 1_000) / 1_000);
  }
  const head = { pointId, channel: null, unit: shape.unit, intervalMs: MINUTE, from: YEAR.from, to: YEAR.to };
  // The compact form through the server's own builder, from the text the database would write.
  const builder = new CompactSeriesBuilder();
  builder.addChunk(ts.join(','), values.map((value) => (value === null ? 'null' : String(value))).join(','));
  const compact = `${JSON.stringify({ code: 200, msg: 'ok', data: head }).slice(0, -2)},${[...builder.fields()].join('')}}}`;
  const binary = Buffer.concat(seriesBinaryParts(head, builder.columns()));
  return { plain: JSON.stringify({ code: 200, msg: 'ok', data: { ...head, ts, values } }), compact, binary };
}

interface Served {
  gzip: Buffer;
  rawBytes: number;
}

interface Forms {
  plain: Served;
  compact: Served;
  binary: Served;
}

/** Per series, the plain call's answer, the compact call's and the binary call's (which the series worker asks for). */
function prepareBodies(): Map<string, Forms> {
  const bodies = new Map<string, Forms>();
  const served = (body: string | Buffer): Served => ({ gzip: gzipSync(body), rawBytes: Buffer.byteLength(body) });
  for (const [pointId, shape] of Object.entries(SHAPES)) {
    const year = yearPayload(pointId, shape);
    bodies.set(pointId, { plain: served(year.plain), compact: served(year.compact), binary: served(year.binary) });
  }
  return bodies;
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the harness build and the series call; remembers when each series answer's last byte went out (epoch ms). */
function startServer(bodies: Map<string, Forms>) {
  const finished: { pointId: string; at: number }[] = [];
  const answering: { form: 'binary' | 'compact' } = { form: 'binary' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/monitoring\/points\/([^/]+)\/series(?:\/(compact|binary))?$/.exec(url.pathname);
    if (match) {
      const pointId = decodeURIComponent(match[1] ?? '');
      const forms = bodies.get(pointId);
      const form = match[2] === 'binary' ? answering.form : match[2] === 'compact' ? 'compact' : 'plain';
      const body = forms?.[form];
      if (!body) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 404, msg: 'unknown point' }));
        return;
      }
      res.on('finish', () => finished.push({ pointId, at: Date.now() }));
      const type = form === 'binary' ? 'application/octet-stream' : 'application/json';
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-store' });
      res.end(body.gzip);
      return;
    }
    const file = path.join(OUT, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(OUT) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise<{ finished: typeof finished; answering: typeof answering; close: () => Promise<void> }>((resolve) =>
    server.listen(PORT, '127.0.0.1', () =>
      resolve({ finished, answering, close: () => new Promise<void>((done) => server.close(() => done())) }),
    ),
  );
}

interface RunFigures {
  responseToPaint: number;
  startToPaint: number;
  zoomMedian: number;
  zoomMax: number;
  aggregateYear: number;
  aggregateZoomMedian: number;
  aggregateZoomMax: number;
  longestTask: number;
  longTasksOver50: number;
  /** React commits of the chart per zoom, and the slowest chart render after the start. */
  commitsPerZoom: number;
  slowestRender: number;
  /** From the start: the first and last load resolved (fetch + parse), the last year aggregate back. */
  firstLoaded: number;
  lastLoaded: number;
  lastAggregated: number;
  /** Where response to first paint goes: the last byte out to the last load resolved on the page (body, parse). */
  responseToLoaded: number;
  /** The last view aggregate back on the page to the first paint (React commit, canvas draw, paint). */
  aggregatedToPaint: number;
  /** Where a zoom goes (medians over the zooms): asked -> last aggregate back -> chart committed -> painted. */
  zoomToAggregated: number;
  zoomAggregatedToCommit: number;
  zoomCommitToPaint: number;
}

/** Per zoom: asked -> its last aggregate back, that -> the first chart commit after it, that commit -> painted. */
function zoomSteps(probe: Pick<SeriesBenchProbe, 'zooms' | 'aggregatedAt' | 'commits' | 'renders'>) {
  const steps = probe.zooms.map((zoom, index) => {
    const next = probe.zooms[index + 1]?.askedAt ?? Number.POSITIVE_INFINITY;
    // A view shown again from the session's recent ones asks the worker nothing: its aggregates are "back" at once.
    const back = Math.max(zoom.askedAt, ...probe.aggregatedAt.filter((at) => at >= zoom.askedAt && at < next));
    const commit = probe.commits.find((at) => at >= back) ?? Number.NaN;
    // React's profiling build only: the chart's render time between the aggregates back and the paint.
    const rendered = probe.renders
      .filter((render) => render.at >= back && render.at <= (zoom.paintedAt ?? back))
      .reduce((total, render) => total + render.duration, 0);
    return { aggregated: back - zoom.askedAt, commit: commit - back, paint: (zoom.paintedAt ?? Number.NaN) - commit, rendered };
  });
  // SERIES_CHART_DETAIL=1 prints each zoom of each run: total, and asked -> aggregates back -> committed -> painted.
  if (process.env.SERIES_CHART_DETAIL === '1') {
    const line = steps.map((step) =>
      [step.aggregated + step.commit + step.paint, step.aggregated, step.commit, step.paint, step.rendered]
        .map((ms) => ms.toFixed(1))
        .join('/'),
    );
    console.log(`  zooms (total/aggregated/committed/painted/of it chart render ms): ${line.join('  ')}`);
  }
  return {
    zoomToAggregated: median(steps.map((step) => step.aggregated)),
    zoomAggregatedToCommit: median(steps.map((step) => step.commit)),
    zoomCommitToPaint: median(steps.map((step) => step.paint)),
  };
}

async function runOnce(browser: Browser, { page: mode, form }: Mode, finished: { at: number }[]): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 700 } });
  const page = await context.newPage();
  const thresholds = process.env.SERIES_CHART_SHOT ? '&thresholds=1' : '';
  await page.goto(`http://127.0.0.1:${PORT}/?mode=${mode}&from=${YEAR.from}&to=${YEAR.to}${thresholds}`);
  await page.waitForFunction(() => window.seriesBench?.ready === true);
  finished.length = 0;
  // SERIES_CHART_TRACE=<dir> writes a Chrome trace of the load and the zooms, per mode (the last run's; open it in
  // DevTools' Performance panel or Perfetto): main thread, workers, network and raster threads side by side.
  const trace = process.env.SERIES_CHART_TRACE;
  if (trace) await browser.startTracing(page, { path: path.join(trace, `series-chart-${mode}-${form}.json`) });
  await page.evaluate(() => window.seriesBench.start());
  await page.waitForFunction(() => window.seriesBench.firstPaintAt !== null || window.seriesBench.error !== null, null, {
    timeout: 120_000,
    polling: POLL_MS,
  });
  // SERIES_CHART_SHOT=<dir> keeps a picture of the year as drawn (with thresholds), per mode, to look at.
  if (process.env.SERIES_CHART_SHOT) await page.screenshot({ path: path.join(process.env.SERIES_CHART_SHOT, `series-chart-${mode}.png`) });
  // SERIES_CHART_PROFILE=<dir> writes the main thread's CPU profile of the zooms, per mode (open it in DevTools).
  const profiler = process.env.SERIES_CHART_PROFILE ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    // 100 µs samples: a zoom is ~10-20 ms of main thread, which the default (1 ms) resolves poorly.
    await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.send('Profiler.start');
  }
  for (const [index, step] of ZOOM_STEPS.entries()) {
    const shown = await page.evaluate(() => window.seriesBench.shown);
    await askZoom(page, page.getByTestId('chart-plot'), step, YEAR.from, shown);
    await page.waitForFunction(
      (count) =>
        (window.seriesBench.zooms.length === count && window.seriesBench.zooms.at(-1)?.paintedAt != null) ||
        window.seriesBench.error !== null,
      index + 1,
      { polling: POLL_MS },
    );
  }
  if (trace) await browser.stopTracing();
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    fs.writeFileSync(path.join(process.env.SERIES_CHART_PROFILE as string, `series-chart-${mode}.cpuprofile`), JSON.stringify(profile));
  }
  const probe = await page.evaluate(() => {
    const { startedAt, firstPaintAt, firstPaintEpoch, zooms, aggregateMs, longTasks, commits, renders, error, loadedAt, aggregatedAt } =
      window.seriesBench;
    return {
      startedAt,
      firstPaintAt,
      firstPaintEpoch,
      zooms,
      aggregateMs,
      longTasks,
      commits,
      renders,
      error,
      loadedAt,
      aggregatedAt,
    } satisfies Partial<SeriesBenchProbe>;
  });
  await context.close();
  if (probe.error) throw new Error(`${mode}: ${probe.error}`);
  if (probe.startedAt === null || probe.firstPaintAt === null || probe.firstPaintEpoch === null) throw new Error(`${mode}: no paint`);
  const lastResponse = Math.max(...finished.map((entry) => entry.at));
  const timeOrigin = probe.firstPaintEpoch - probe.firstPaintAt;
  const lastLoadedAt = Math.max(...probe.loadedAt.slice(0, 4));
  const lastAggregatedAt = Math.max(...probe.aggregatedAt.slice(0, 4));
  const zoomMs = probe.zooms.map((zoom) => (zoom.paintedAt ?? Number.NaN) - zoom.askedAt);
  const startedAt = probe.startedAt;
  const tasks = probe.longTasks.filter((task) => task.startTime >= startedAt);
  return {
    responseToPaint: probe.firstPaintEpoch - lastResponse,
    startToPaint: probe.firstPaintAt - startedAt,
    zoomMedian: median(zoomMs),
    zoomMax: Math.max(...zoomMs),
    aggregateYear: Math.max(...probe.aggregateMs.slice(0, 4)),
    aggregateZoomMedian: median(probe.aggregateMs.slice(4)),
    aggregateZoomMax: Math.max(...probe.aggregateMs.slice(4)),
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    longTasksOver50: tasks.filter((task) => task.duration > 50).length,
    commitsPerZoom: probe.commits.filter((at) => at >= (probe.zooms[0]?.askedAt ?? Infinity)).length / probe.zooms.length,
    firstLoaded: Math.min(...probe.loadedAt.slice(0, 4)) - startedAt,
    lastLoaded: lastLoadedAt - startedAt,
    lastAggregated: lastAggregatedAt - startedAt,
    responseToLoaded: timeOrigin + lastLoadedAt - lastResponse,
    aggregatedToPaint: probe.firstPaintAt - lastAggregatedAt,
    slowestRender: Math.max(-1, ...probe.renders.filter((render) => render.at >= startedAt).map((render) => render.duration)),
    ...zoomSteps(probe),
  };
}

/**
 * SERIES_CHART_SHOT: the year with thresholds in each language, light and dark, keyboard-focused and zoomed in once
 * with +, to look at (labels, focus ring, dark theme); not measured.
 */
async function looks(browser: Browser, dir: string): Promise<void> {
  const variants = [
    { lang: 'en', dark: false },
    { lang: 'zh-CN', dark: true },
    { lang: 'zh-TW', dark: false },
  ];
  for (const { lang, dark } of variants) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 520 } });
    const page = await context.newPage();
    const query = `mode=worker&from=${YEAR.from}&to=${YEAR.to}&thresholds=1&lang=${lang}${dark ? '&dark=1' : ''}`;
    await page.goto(`http://127.0.0.1:${PORT}/?${query}`);
    await page.waitForFunction(() => window.seriesBench?.ready === true);
    await page.evaluate(() => window.seriesBench.start());
    await page.waitForFunction(() => window.seriesBench.firstPaintAt !== null, null, { timeout: 120_000 });
    await page.getByTestId('chart-plot').focus();
    await page.keyboard.press('+');
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: path.join(dir, `series-chart-${lang}${dark ? '-dark' : ''}.png`) });
    await context.close();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1' || !fs.existsSync(path.join(OUT, 'index.html'))) {
    process.env.SERIES_CHART_OUT = OUT;
    await build({ configFile: path.resolve('bench/series-chart/vite.config.ts') });
  }
  const bodies = prepareBodies();
  const sum = (size: (forms: Forms) => number) => ([...bodies.values()].reduce((total, forms) => total + size(forms), 0) / 1024).toFixed(0);
  const server = await startServer(bodies);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...EXTRA_CHROMIUM_ARGS],
  });
  const figures: Record<string, number | string> = {
    'readings per series': READINGS,
    series: bodies.size,
    'plain JSON / gzip, 4 series (KB)': `${sum((body) => body.plain.rawBytes)} / ${sum((body) => body.plain.gzip.length)}`,
    'compact JSON / gzip, 4 series (KB)': `${sum((body) => body.compact.rawBytes)} / ${sum((body) => body.compact.gzip.length)}`,
    'binary / gzip, 4 series (KB)': `${sum((body) => body.binary.rawBytes)} / ${sum((body) => body.binary.gzip.length)}`,
    runs: RUNS,
  };
  const medians: Record<string, RunFigures> = {};
  try {
    for (const mode of MODES) {
      server.answering.form = mode.form;
      const runs: RunFigures[] = [];
      // One unreported warm-up: the first page compiles the harness and the worker script.
      await runOnce(browser, mode, server.finished);
      for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(browser, mode, server.finished));
      const result = Object.fromEntries(
        Object.keys(runs[0] as RunFigures).map((key) => [key, median(runs.map((one) => one[key as keyof RunFigures]))]),
      ) as unknown as RunFigures;
      medians[mode.name] = result;
      const name = mode.name;
      figures[`${name}: response to first paint (ms)`] = result.responseToPaint;
      figures[`${name}: start to first paint (ms)`] = result.startToPaint;
      figures[`${name}: start to first / last series loaded (ms)`] = `${result.firstLoaded.toFixed(0)} / ${result.lastLoaded.toFixed(0)}`;
      figures[`${name}: start to last year aggregate back (ms)`] = result.lastAggregated;
      figures[`${name}:   of response to paint: last byte -> last series loaded (body, parse) (ms)`] = result.responseToLoaded;
      figures[`${name}:   of response to paint: last aggregate back -> painted (render, draw) (ms)`] = result.aggregatedToPaint;
      figures[`${name}: zoom to paint, median / max (ms)`] = `${result.zoomMedian.toFixed(1)} / ${result.zoomMax.toFixed(1)}`;
      figures[`${name}:   of a zoom: asked -> last aggregate back / -> committed, canvas drawn / -> painted (ms)`] =
        `${result.zoomToAggregated.toFixed(1)} / ${result.zoomAggregatedToCommit.toFixed(1)} / ${result.zoomCommitToPaint.toFixed(1)}`;
      figures[`${name}: first view, load + aggregate round trip, slowest series (ms)`] = result.aggregateYear;
      figures[`${name}: aggregate on zoom, median / max (ms)`] =
        `${result.aggregateZoomMedian.toFixed(1)} / ${result.aggregateZoomMax.toFixed(1)}`;
      figures[`${name}: longest main-thread task (ms)`] = result.longestTask;
      figures[`${name}: long tasks over 50 ms`] = result.longTasksOver50;
      figures[`${name}: chart renders per zoom`] = result.commitsPerZoom;
      // Render durations come from <Profiler>, which only React's profiling build reports (SERIES_CHART_REACT_PROFILING=1).
      if (result.slowestRender >= 0) figures[`${name}: slowest chart render (ms)`] = result.slowestRender;
    }
    if (process.env.SERIES_CHART_SHOT) await looks(browser, process.env.SERIES_CHART_SHOT);
  } finally {
    await browser.close();
    await server.close();
  }
  const worker = medians.worker as RunFigures;
  const met = {
    responseToPaint: worker.responseToPaint <= GOALS.responseToPaintMs,
    zoom: worker.zoomMax <= GOALS.zoomMs,
    longestTask: worker.longestTask <= GOALS.longestTaskMs,
  };
  figures['goal: response to first paint <= 150 ms (worker)'] = met.responseToPaint ? 'met' : 'MISSED';
  figures['goal: zoom <= 30 ms (worker, slowest zoom)'] = met.zoom ? 'met' : 'MISSED';
  figures['goal: no main-thread task > 50 ms (worker)'] = met.longestTask ? 'met' : 'MISSED';
  report('series-chart', figures);
  if (!Object.values(met).every(Boolean)) process.exitCode = 1;
}

await main();
