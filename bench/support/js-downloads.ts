// The browser half of bench/bundle-size.ts: which script files a real page load fetches, when, and what they weigh
// gzipped. The build's own chunk list only knows static imports; the browser also follows lazy routes, catalogues
// and idle prefetches, which is what a user pays for.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One script the page fetched from the console's own origin. */
export interface JsDownload {
  /** Path inside the build (assets/x-123.js). */
  file: string;
  /** ms after the recording started. */
  requestedAt: number;
}

/** A page's script fetches, recorded from now on; `pending` counts requests still open. */
export interface JsRecorder {
  downloads: JsDownload[];
  pending(): number;
  /** ms since the last script request started (or since the recording started). */
  quietFor(): number;
}

export function recordJs(page: Page, origin: string): JsRecorder {
  const started = performance.now();
  let lastRequest = started;
  const downloads: JsDownload[] = [];
  const open = new Set<object>();
  const isScript = (url: string) => url.startsWith(origin) && new URL(url).pathname.endsWith('.js');
  page.on('request', (request) => {
    if (!isScript(request.url())) return;
    lastRequest = performance.now();
    open.add(request);
    downloads.push({ file: new URL(request.url()).pathname.replace(/^\//, ''), requestedAt: lastRequest - started });
  });
  const done = (request: object) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    downloads,
    pending: () => open.size,
    quietFor: () => performance.now() - lastRequest,
  };
}

// Long enough for requestIdleCallback prefetches (timeout 3 s in the console) and the chunks they pull to start.
const QUIET_MS = 2_000;

/** Waits until the page is idle and has started no script request for QUIET_MS: idle prefetch is then included. */
export async function settle(page: Page, recorder: JsRecorder, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    if (recorder.pending() === 0 && recorder.quietFor() >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`scripts still loading after ${timeoutMs} ms`);
}

/**
 * Plain text for addInitScript (tsx would wrap a function's inner names in helpers the page lacks): stamps, on the
 * page's clock, the first moment each selector matches, in window.__shownAt.
 */
export function shownAtScript(selectors: string[]): string {
  return `(() => {
  const shown = (window.__shownAt = {});
  const check = () => { for (const s of ${JSON.stringify(selectors)}) if (!(s in shown) && document.querySelector(s)) shown[s] = performance.now(); };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;
}

/** Same-origin scripts the page requested before `selector` first matched (needs shownAtScript). */
export function scriptsRequestedBefore(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((target) => {
    const shownAt = (window as unknown as { __shownAt: Record<string, number> }).__shownAt[target];
    if (shownAt === undefined) throw new Error(`${target} never showed`);
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < shownAt && entry.name.startsWith(location.origin) && entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''));
  }, selector);
}

const gzipCache = new Map<string, number>();

/** Gzip bytes of a built file, as the server's precompressed .gz copy (level 9) sends it. */
export function gzipBytes(dist: string, file: string): number {
  const known = gzipCache.get(file);
  if (known !== undefined) return known;
  const bytes = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  gzipCache.set(file, bytes);
  return bytes;
}

/** Gzip KB of a set of files, each counted once (the browser caches a chunk fetched twice). */
export function gzipKb(dist: string, files: Iterable<string>): number {
  return [...new Set(files)].reduce((sum, file) => sum + gzipBytes(dist, file), 0) / 1024;
}
