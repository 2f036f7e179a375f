// The wall left running (issue 11, "Measure"): /cockpit?wall=1 open in headless chromium while every point of the demo
// project reports ten times a second (the feed at 10x), with the page's clock running fast: the warm-up stands for the
// longest window a widget shows (`SOAK_WINDOW_DAYS`, 30: the displacement, scatter and profile widgets' month), so every window is full when the
// heap is first read, and the rest of the run for `SOAK_DAYS` days more (default 7). What is held after that is what
// the wall keeps for good. Prints the page's JavaScript heap (after a forced collection) and DOM counters after the
// warm-up, every minute, and at the end, and the heap's growth over the warm-up figure. Goal: < 10 % growth.
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { call, fillProject, openSignedIn } from './support/cockpit-page';
import { fakeNow, fastClockScript, type FastClock } from './support/fast-clock';
import { heapGrowth, writeHeapSnapshot } from './support/heap-summary';
import { report } from './support/report';
import { buildConsoleUnlessSkipped, ensureServerBuilt, signIn, startServer, tempDbPath } from './support/server-process';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const DAYS = Number(process.env.SOAK_DAYS ?? 7);
const WINDOW_DAYS = Number(process.env.SOAK_WINDOW_DAYS ?? 30);
// By default the warm-up takes the share of the run its days take (half, for a week's window and a week after it).
const WARMUP_MINUTES = Number(process.env.SOAK_WARMUP_MINUTES ?? (MINUTES * WINDOW_DAYS) / (WINDOW_DAYS + DAYS));
/** Readings per point per second: 10 is ten times the 1 Hz the fastest gauges report at. */
const FEED_HZ = Number(process.env.SOAK_FEED_HZ ?? 10);
// 200 points x 10 Hz is 2,000 readings a second: 3.6 million rows in 30 minutes, which the SQLite file can hold.
const POINTS = Number(process.env.SOAK_POINTS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 8746);
const DIST = path.resolve(process.env.BENCH_DIST ?? '/tmp/sluice-cockpit-bench');
const ADMIN_PASSWORD = process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin';
/** A folder: heap snapshots after the warm-up and at the end go there, and the kinds of object that grew are printed. */
const SNAPSHOTS = process.env.SOAK_SNAPSHOTS ?? '';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface Sample {
  minute: number;
  heapMb: number;
  nodes: number;
  listeners: number;
  fakeDay: number;
}

/** The page's heap after a full collection (what stays), and its DOM nodes and event listeners. */
async function sample(cdp: CDPSession, minute: number, clock: FastClock): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    minute,
    heapMb: heap.usedSize / 1_048_576,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    fakeDay: (fakeNow(clock) - clock.startMs) / DAY_MS,
  };
}

const print = (label: string, s: Sample) =>
  console.log(
    `  ${label.padEnd(10)} heap ${s.heapMb.toFixed(1).padStart(6)} MB  DOM nodes ${String(s.nodes).padStart(6)}  listeners ${String(s.listeners).padStart(5)}  clock day ${s.fakeDay.toFixed(2)}`,
  );

async function wallIsLive(page: Page): Promise<{ widgets: number; wall: boolean }> {
  return {
    widgets: await page.locator('[data-testid="cockpit-widget"]').count(),
    wall: (await page.locator('[data-testid="user-dropdown"]').count()) === 0,
  };
}

buildConsoleUnlessSkipped(DIST);
ensureServerBuilt();
const server = await startServer({ port: PORT, dbPath: tempDbPath('cockpit-soak'), env: { SLUICE_STATIC_DIR: DIST } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
let feeder: ReturnType<typeof setInterval> | undefined;
try {
  const token = await signIn(server.url, 'admin', ADMIN_PASSWORD);
  const ids = await fillProject(server.url, token, POINTS);
  const runMs = MINUTES * MINUTE_MS;
  // One clock for the run: it starts `WINDOW_DAYS + DAYS` days ago and reaches the real now as the run ends (the
  // run's minutes count from here, sign-in included), so the readings it stamps are never in the server's future.
  const clock: FastClock = {
    realOrigin: Date.now(),
    startMs: Date.now() - (WINDOW_DAYS + DAYS) * DAY_MS,
    speed: ((WINDOW_DAYS + DAYS) * DAY_MS) / runMs,
  };
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript(fastClockScript(clock));
  await openSignedIn(page, server.url, ADMIN_PASSWORD, '/cockpit?wall=1');
  const cdp = await page.context().newCDPSession(page);

  let sent = 0;
  let failed = 0;
  let step = 0;
  const tick = () => {
    step += 1;
    const ts = fakeNow(clock);
    const readings = ids.map((pointId, index) => ({ pointId, ts, value: 5 + Math.sin((step + index) / 50) }));
    call(`${server.url}/api/monitoring/readings`, token, 'POST', { readings }).then(
      () => (sent += readings.length),
      () => (failed += 1),
    );
  };
  feeder = setInterval(tick, 1000 / FEED_HZ);

  const started = clock.realOrigin;
  const samples: Sample[] = [];
  await page.waitForTimeout(Math.max(0, started + WARMUP_MINUTES * MINUTE_MS - Date.now()));
  const warm = await sample(cdp, WARMUP_MINUTES, clock);
  print('warm-up', warm);
  if (SNAPSHOTS) await writeHeapSnapshot(cdp, path.join(SNAPSHOTS, 'warm.heapsnapshot'));
  for (let minute = WARMUP_MINUTES + 1; Date.now() - started < runMs; minute += 1) {
    await page.waitForTimeout(Math.max(0, Math.min(MINUTE_MS, started + runMs - Date.now())));
    const current = await sample(cdp, minute, clock);
    samples.push(current);
    print(`minute ${Math.round(minute)}`, current);
  }
  clearInterval(feeder);
  if (SNAPSHOTS) {
    await writeHeapSnapshot(cdp, path.join(SNAPSHOTS, 'end.heapsnapshot'));
    console.log('\n  what grew from the warm-up to the end (bytes, objects, kind):');
    for (const line of heapGrowth(path.join(SNAPSHOTS, 'warm.heapsnapshot'), path.join(SNAPSHOTS, 'end.heapsnapshot'))) {
      console.log(`  ${line}`);
    }
  }
  const end = samples.at(-1) ?? warm;
  const growth = ((end.heapMb - warm.heapMb) / warm.heapMb) * 100;
  const state = await wallIsLive(page);
  const ok = growth < 10 && failed === 0 && state.widgets > 0 && state.wall;
  report('cockpit-soak', {
    points: ids.length,
    'feed, readings per point per second': FEED_HZ,
    'minutes run (warm-up included)': MINUTES,
    'days the page clock stood for (warm-up, then measured)': `${WINDOW_DAYS} + ${DAYS}`,
    'readings sent': sent,
    'ingest calls failed': failed,
    'heap after warm-up MB': warm.heapMb,
    'heap at the end MB': end.heapMb,
    'heap growth % (goal < 10)': growth,
    'DOM nodes after warm-up': warm.nodes,
    'DOM nodes at the end': end.nodes,
    'event listeners after warm-up': warm.listeners,
    'event listeners at the end': end.listeners,
    'widgets still on the wall': state.widgets,
    'still in wall mode': state.wall ? 'yes' : 'no',
    goals: ok ? 'met' : 'missed',
  });
  process.exitCode = ok ? 0 : 1;
} finally {
  if (feeder) clearInterval(feeder);
  await browser.close();
  await server.stop();
}
