// Sign-in click to the first menu page interactive (issue 3, Measure), headless Debian chromium, median of 10.
// Real server (SIMULATOR=off) serving the built console. The clock is the page's own performance.now(): it starts
// in a capture-phase listener for the trusted click on the submit button (before React sees it) and stops at the
// first idle callback after the URL has left /login, the side menu shows an item and the landing page shows its
// first real element. The sign-in never reloads the document, so both ends are on one clock.
// Three ways in, 10 measured runs each after one unreported warm-up (the server's first sign-in warms its caches):
// cold = new browser context per run with the HTTP cache cleared over CDP (Network.clearBrowserCache);
// warm, reloaded = one context, signed out through the console then /login opened afresh (HTTP cache warm, nothing in memory);
// warm, same page = signed out through the console and signed in again on the /login it leads to (chunks already loaded).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { report } from './support/report';
import { ensureBuilt, startServer, tempDbPath } from './support/server-process';
import { median } from './support/median';
import {
  probeScript,
  readProbe,
  resetProbe,
  SIGN_IN_SELECTORS as SEL,
  waitForInteractive,
  type ProbeResult,
  type ReadyTarget,
} from './support/sign-in-probe';

const RUNS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 8291);
const ADMIN_PASSWORD = process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin';
// BENCH_VERBOSE=1 prints the request timeline of the median cold run.
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const VIEWPORT = { width: 1440, height: 900 };
// The admin's menu has no page before Home, so `/` opens /home (RootRedirect). The greeting carries the signed-in
// user's name; the projects list is the page's own request (getProject) answered.
const FIRST_PAGE: ReadyTarget = {
  path: '/home',
  selector: '[data-testid="home-page"] .sluice-home__greeting',
  dataSelector: '[data-testid="home-page"] .sluice-home__project-group, [data-testid="home-page"] .ant-empty',
};

interface Sample {
  loginReady: number;
  rendered: number;
  interactive: number;
  data: number;
  jsBytes: number;
  jsDecodedBytes: number;
  jsRequests: number;
  loginAnswered: number;
  currentUserAnswered: number;
  lastJsBeforeReady: number;
  /** Main-thread time in long tasks between the click and interactive. */
  longTaskMs: number;
  timeline: ProbeResult['resources'];
  longTasks: ProbeResult['longTasks'];
}

function toSample(probe: ProbeResult): Sample {
  const { clickAt, readyAt, interactiveAt, dataAt } = probe;
  if (clickAt === null || readyAt === null || interactiveAt === null || dataAt === null) throw new Error('probe incomplete');
  if (probe.landedPath !== FIRST_PAGE.path) throw new Error(`landed on ${probe.landedPath}, expected ${FIRST_PAGE.path}`);
  const after = probe.resources
    .filter((entry) => entry.startTime >= clickAt)
    .map((entry) => ({ ...entry, startTime: entry.startTime - clickAt, responseEnd: entry.responseEnd - clickAt }));
  const js = after.filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime <= interactiveAt - clickAt);
  const longTasks = probe.longTasks
    .filter((task) => task.startTime >= clickAt && task.startTime <= interactiveAt)
    .map((task) => ({ startTime: task.startTime - clickAt, duration: task.duration }));
  const answered = (api: string) => after.find((entry) => new URL(entry.name).pathname === api)?.responseEnd ?? NaN;
  return {
    loginReady: probe.loginReadyAt ?? NaN,
    rendered: readyAt - clickAt,
    interactive: interactiveAt - clickAt,
    data: dataAt - clickAt,
    jsBytes: js.reduce((sum, entry) => sum + entry.transferSize, 0),
    jsDecodedBytes: js.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    jsRequests: js.length,
    loginAnswered: answered('/api/oauth/Login'),
    currentUserAnswered: answered('/api/oauth/CurrentUser'),
    lastJsBeforeReady: Math.max(0, ...js.filter((entry) => entry.responseEnd <= readyAt - clickAt).map((entry) => entry.responseEnd)),
    longTaskMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
    timeline: after,
    longTasks,
  };
}

/** Fills the form once it is ready, clicks sign in and reads the probe when the first page is interactive. */
async function signIn(page: Page, waitForLoginReady: boolean): Promise<Sample> {
  await page.locator(SEL.account).fill('admin');
  await page.locator(SEL.password).fill(ADMIN_PASSWORD);
  if (waitForLoginReady) {
    await page.waitForFunction(() => (window as unknown as { __signInProbe: ProbeResult }).__signInProbe.loginReadyAt !== null);
  }
  await page.locator(SEL.submit).click();
  await waitForInteractive(page, FIRST_PAGE, 30_000);
  return toSample(await readProbe(page));
}

async function signOutThroughConsole(page: Page): Promise<void> {
  await page.locator(SEL.userDropdown).click();
  // Clicked only once their opening animation has ended: on a busy machine a click aimed at a button that is still
  // moving can land beside it, and the sign-out never happens.
  await page.locator(`.ant-dropdown:not([class*="ant-slide"]) ${SEL.logoutItem}`).click();
  await page.locator(`.ant-modal:not([class*="ant-zoom"]) ${SEL.logoutConfirm}`).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.locator(SEL.account).waitFor();
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({ content: probeScript(FIRST_PAGE) });
  return context;
}

async function coldRun(browser: Browser, url: string): Promise<Sample> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${url}/login`);
    return await signIn(page, true);
  } finally {
    await context.close();
  }
}

async function warmRuns(browser: Browser, url: string, reload: boolean): Promise<Sample[]> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await signIn(page, true);
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await signOutThroughConsole(page);
      if (reload) await page.goto(`${url}/login`);
      else await resetProbe(page);
      samples.push(await signIn(page, reload));
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** Baseline: a fresh context opening a static file from the same server, navigation start to load end. */
async function staticFileLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/favicon.svg`, { waitUntil: 'load' });
    return await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  } finally {
    await context.close();
  }
}

ensureBuilt();
const dbPath = tempDbPath('sign-in');
// The console is served from a copy: other work on this machine may rebuild dist/ mid-run, and a lazy chunk
// deleted under an open page would fail the run.
const staticDir = path.join(path.dirname(dbPath), 'dist');
fs.cpSync('dist', staticDir, { recursive: true });
const server = await startServer({ port: PORT, dbPath, env: { SLUICE_STATIC_DIR: staticDir, SIMULATOR: 'off' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const cold: Sample[] = [];
const staticLoads: number[] = [];
let warmReloaded: Sample[];
let warmSamePage: Sample[];
try {
  await coldRun(browser, server.url);
  await staticFileLoad(browser, server.url);
  for (let run = 0; run < RUNS; run += 1) {
    cold.push(await coldRun(browser, server.url));
    staticLoads.push(await staticFileLoad(browser, server.url));
  }
  warmReloaded = await warmRuns(browser, server.url, true);
  warmSamePage = await warmRuns(browser, server.url, false);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(path.dirname(server.dbPath), { recursive: true, force: true });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const of = (samples: Sample[], key: keyof Omit<Sample, 'timeline' | 'longTasks'>) => samples.map((sample) => sample[key]);
const spread = (label: string, values: number[]) => ({
  [`${label}: median ms`]: median(values),
  [`${label}: p90 ms`]: percentile(values, 90),
  [`${label}: min ms`]: Math.min(...values),
  [`${label}: max ms`]: Math.max(...values),
});

if (VERBOSE) {
  const middle = [...cold].sort((a, b) => a.interactive - b.interactive)[Math.floor(cold.length / 2)] as Sample;
  console.log('\nRequest timeline of the median cold run (ms after the click; start -> end, bytes on the wire):');
  const lines = [
    ...middle.timeline.map((entry) => ({
      at: entry.startTime,
      end: entry.responseEnd,
      size: String(entry.transferSize),
      what: new URL(entry.name).pathname,
    })),
    ...middle.longTasks.map((task) => ({
      at: task.startTime,
      end: task.startTime + task.duration,
      size: '',
      what: '[main thread busy: long task]',
    })),
  ].sort((a, b) => a.at - b.at);
  for (const line of lines) {
    console.log(`  ${line.at.toFixed(0).padStart(5)} -> ${line.end.toFixed(0).padStart(5)}  ${line.size.padStart(7)}  ${line.what}`);
  }
  console.log(
    `  first page rendered ${middle.rendered.toFixed(0)}, interactive ${middle.interactive.toFixed(0)}, data ${middle.data.toFixed(0)}`,
  );
}

const coldMedian = median(of(cold, 'interactive'));
const loginReady = median(of(cold, 'loginReady'));
const staticLoad = median(staticLoads);
report('sign-in-interactive', {
  clock: 'in page: performance.now() at the trusted click (capture phase) to the first idle callback',
  'first menu page of the admin': FIRST_PAGE.path,
  'runs per mode (after 1 warm-up)': RUNS,
  'HTTP cache, cold': 'new context per run + CDP Network.clearBrowserCache',
  ...spread('cold: click to first page interactive', of(cold, 'interactive')),
  'cold: click to first page rendered, median ms': median(of(cold, 'rendered')),
  'cold: click to page data shown (projects), median ms': median(of(cold, 'data')),
  'cold: Login answered, median ms after click': median(of(cold, 'loginAnswered')),
  'cold: CurrentUser answered, median ms after click': median(of(cold, 'currentUserAnswered')),
  'cold: last JS chunk before render answered, median ms': median(of(cold, 'lastJsBeforeReady')),
  'cold: main thread in long tasks click to interactive, median ms': median(of(cold, 'longTaskMs')),
  'cold: JS requests click to interactive, median': median(of(cold, 'jsRequests')),
  'cold: JS transferred click to interactive, median KiB': median(of(cold, 'jsBytes')) / 1024,
  'cold: JS decoded click to interactive, median KiB': median(of(cold, 'jsDecodedBytes')) / 1024,
  ...spread('warm, /login reloaded (HTTP cache warm)', of(warmReloaded, 'interactive')),
  'warm, reloaded: JS transferred, median KiB': median(of(warmReloaded, 'jsBytes')) / 1024,
  ...spread('warm, same page (signed out in the console)', of(warmSamePage, 'interactive')),
  'baseline: cold /login page ready (account input enabled), median ms': loginReady,
  'baseline: cold static file (/favicon.svg) load, median ms': staticLoad,
  'cold interactive / cold /login ready': coldMedian / loginReady,
  'cold interactive / static file load': coldMedian / staticLoad,
  'machine load (1 min) at the end': os.loadavg()[0] ?? NaN,
});
