// Page weight (issue 11 item 7): the JS gzip a browser downloads for /login and for the signed-in first page (/home),
// idle prefetch included, measured in headless chromium against the real server serving this build; then the
// routes that may carry heavy libraries. The build's chunk list adds the login route's static critical path and tells
// which modules made each downloaded chunk heavy.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { gzipBytes, gzipKb, recordJs, scriptsRequestedBefore, settle, shownAtScript, type JsRecorder } from './support/js-downloads';
import { report } from './support/report';
import { buildConsoleUnlessSkipped, ensureServerBuilt, startServer, tempDbPath } from './support/server-process';

interface ChunkInfo {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  renderedBytes: Record<string, number>;
}

const HEAVY = [
  /node_modules\/(@deck\.gl|deck\.gl)\//,
  /node_modules\/maplibre-gl\//,
  /node_modules\/@visx\//,
  /node_modules\/d3(-[a-z]+)?\//,
  /node_modules\/react-grid-layout\//,
];
// The login route's own module; its chunk's static imports come with it, and its words (zh-CN, the default language).
const LOGIN_MODULE = /^src\/features\/auth\/login\/login-page\.tsx$/;
const LOGIN_LANGUAGE = /^src\/lib\/catalogues\/zh-cn-sign-in\.ts$/;
const SEL = {
  account: '[data-testid="login-account"]',
  password: '[data-testid="login-password"]',
  submit: '[data-testid="login-submit"]',
  home: '[data-testid="home-page"] .sluice-home__greeting',
};
/** Signed-in routes measured after /home, each in a fresh context with an empty cache (BUNDLE_ROUTES, comma list). */
const ROUTES = (process.env.BUNDLE_ROUTES ?? '/cockpit,/monitoring/seepage').split(',').filter(Boolean);
/** Where the build goes (BENCH_DIST keeps the bench away from the dist/ a running server serves). */
const DIST = path.resolve(process.env.BENCH_DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 8760);
const ADMIN_PASSWORD = process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin';
const TOP_CHUNKS = 12;
// BENCH_VERBOSE=1 lists every script /home downloads, in request order, with what fills it.
const VERBOSE = process.env.BENCH_VERBOSE === '1';

buildConsoleUnlessSkipped(DIST);
ensureServerBuilt();
const chunks = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/chunk-modules.json'), 'utf8')) as Record<string, ChunkInfo>;

/** A chunk plus everything it imports statically: what the browser must load before the code runs. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks[file]?.imports ?? []));
  }
  return seen;
}
const entry = Object.keys(chunks).filter((file) => chunks[file]?.isEntry);
const chunksWith = (pattern: RegExp) => Object.keys(chunks).filter((file) => chunks[file]?.modules.some((id) => pattern.test(id)));
const loginCritical = closure([...entry, ...chunksWith(LOGIN_MODULE), ...chunksWith(LOGIN_LANGUAGE)]);

const heavyIn = (files: Iterable<string>) =>
  [...new Set(files)].flatMap((file) => chunks[file]?.modules.filter((id) => HEAVY.some((pattern) => pattern.test(id))) ?? []);
/** The library (or source folder) a module belongs to, to say what fills a chunk. */
function owner(id: string): string {
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (lib) return lib[1] as string;
  return id.split('/').slice(0, 3).join('/');
}
function ownersOf(files: Iterable<string>): [string, number][] {
  const bytes = new Map<string, number>();
  for (const file of new Set(files)) {
    for (const [id, size] of Object.entries(chunks[file]?.renderedBytes ?? {})) bytes.set(owner(id), (bytes.get(owner(id)) ?? 0) + size);
  }
  return [...bytes].sort((a, b) => b[1] - a[1]);
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function fresh(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  // zh-CN, the console's default language: an English browser would fetch the English words, then the admin's
  // zh-CN preference after sign-in, both.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', storageState });
  await context.addInitScript({ content: shownAtScript([SEL.account, SEL.home]) });
  const page = await context.newPage();
  return { context, page };
}

const files = (recorder: JsRecorder) => recorder.downloads.map((download) => download.file);

const server = await startServer({ port: PORT, dbPath: tempDbPath('bundle'), env: { SLUICE_STATIC_DIR: DIST } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  // /login on an empty cache: what the form needs, then what idle prefetch adds; then the sign-in to /home.
  const signIn = await fresh(browser);
  const loginJs = recordJs(signIn.page, server.url);
  await signIn.page.goto(`${server.url}/login`);
  await signIn.page.locator(SEL.account).waitFor();
  await settle(signIn.page, loginJs);
  const beforeForm = await scriptsRequestedBefore(signIn.page, SEL.account);
  const loginWithPrefetch = files(loginJs);
  await signIn.page.locator(SEL.account).fill('admin');
  await signIn.page.locator(SEL.password).fill(ADMIN_PASSWORD);
  await signIn.page.locator(SEL.submit).click();
  await signIn.page.locator(SEL.home).waitFor({ timeout: 30_000 });
  await settle(signIn.page, loginJs);
  const state = await signIn.context.storageState();
  await signIn.context.close();

  // A signed-in person opening /home on an empty cache, idle prefetch included: the goal's figure.
  const home = await fresh(browser, state);
  const homeJs = recordJs(home.page, server.url);
  await home.page.goto(`${server.url}/home`);
  await home.page.locator(SEL.home).waitFor({ timeout: 30_000 });
  await settle(home.page, homeJs);
  const beforeHome = await scriptsRequestedBefore(home.page, SEL.home);
  await home.context.close();

  const routeFigures: Record<string, number | string> = {};
  for (const route of ROUTES) {
    const opened = await fresh(browser, state);
    const routeJs = recordJs(opened.page, server.url);
    await opened.page.goto(`${server.url}${route}`);
    await settle(opened.page, routeJs);
    await opened.context.close();
    routeFigures[`${route} signed in, JS gzip KB`] = gzipKb(DIST, files(routeJs));
    routeFigures[`${route} heavy libraries`] = [...new Set(heavyIn(files(routeJs)).map(owner))].join(' ') || 'none';
  }

  const homeFiles = files(homeJs);
  report('bundle-size', {
    'login critical path JS gzip KB (goal <= 150)': gzipKb(DIST, loginCritical),
    'login JS before the form shows, gzip KB': gzipKb(DIST, beforeForm),
    'login JS with idle prefetch, gzip KB': gzipKb(DIST, loginWithPrefetch),
    'sign-in /login -> /home JS gzip KB': gzipKb(DIST, files(loginJs)),
    '/home JS before it shows, gzip KB': gzipKb(DIST, beforeHome),
    '/home JS with idle prefetch, gzip KB (goal <= 350)': gzipKb(DIST, homeFiles),
    '/home script requests': new Set(homeFiles).size,
    'heavy modules in login (prefetch included)': heavyIn(loginWithPrefetch).length,
    'heavy modules in /home (prefetch included)': heavyIn(homeFiles).length,
    ...routeFigures,
    // Vite drops the JS of chunks that only carried CSS after the chunk list was written.
    'all JS chunks gzip KB': gzipKb(
      DIST,
      Object.keys(chunks).filter((file) => fs.existsSync(path.join(DIST, file))),
    ),
  });
  console.log(`\n  biggest of the ${new Set(homeFiles).size} chunks /home downloads (gzip KB, then minified KB by library):`);
  for (const file of [...new Set(homeFiles)].sort((a, b) => gzipBytes(DIST, b) - gzipBytes(DIST, a)).slice(0, TOP_CHUNKS)) {
    const fill = ownersOf([file])
      .slice(0, 4)
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(', ');
    console.log(`  ${kb(gzipBytes(DIST, file)).padStart(6)}  ${file}  (${fill})`);
  }
  console.log('\n  what /home downloads by library (minified KB, before gzip):');
  for (const [name, bytes] of ownersOf(homeFiles).slice(0, 15)) console.log(`  ${kb(bytes).padStart(7)}  ${name}`);
  if (VERBOSE) {
    for (const [title, recorder] of [
      ['/login, sign-in and /home', loginJs],
      ['/home opened signed in', homeJs],
    ] as const) {
      console.log(`\n  every script of ${title} (ms after navigation, gzip KB, file, libraries):`);
      for (const { file, requestedAt } of recorder.downloads) {
        const fill = ownersOf([file])
          .slice(0, 3)
          .map(([name, bytes]) => `${name} ${kb(bytes)}`)
          .join(', ');
        console.log(`  ${requestedAt.toFixed(0).padStart(6)} ${kb(gzipBytes(DIST, file)).padStart(6)}  ${file}  (${fill})`);
      }
    }
  }
  const heavy = [...new Set([...heavyIn(loginWithPrefetch), ...heavyIn(homeFiles)])];
  if (heavy.length) console.log('\n  heavy modules on /login or /home:', heavy.slice(0, 10).join(', '));
} finally {
  await browser.close();
  await server.stop();
}
