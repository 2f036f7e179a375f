// The in-page half of bench/sign-in-interactive.ts: stamps, on the page's own clock, when the sign-in click is
// dispatched, when the first menu page has rendered, when the main thread is next idle, and keeps every resource
// timing entry so the bytes and the request timeline of the sign-in navigation can be read afterwards.
import type { Page } from '@playwright/test';

/** What "the first menu page has rendered" means for a landing path: its first real, visible element. */
export interface ReadyTarget {
  path: string;
  /** A stable element drawn from real data, never a spinner or skeleton. */
  selector: string;
  /** Appears when the page's own data request has answered (reported as a second, later figure). */
  dataSelector: string;
}

export const SIGN_IN_SELECTORS = {
  account: '[data-testid="login-account"]',
  password: '[data-testid="login-password"]',
  submit: '[data-testid="login-submit"]',
  sideMenuItem: '[data-testid="sidebar-menu"] [role="menuitem"]',
  userDropdown: '[data-testid="user-dropdown"]',
  logoutItem: '[data-testid="logout-item"]',
  logoutConfirm: '[data-testid="logout-confirm"]',
} as const;

export interface ProbeResult {
  /** The account input present and enabled, ms after navigation start. */
  loginReadyAt: number | null;
  clickAt: number | null;
  readyAt: number | null;
  interactiveAt: number | null;
  dataAt: number | null;
  landedPath: string | null;
  /** Main-thread tasks over 50 ms in this document, to show where the time between requests goes. */
  longTasks: { startTime: number; duration: number }[];
  resources: {
    name: string;
    initiatorType: string;
    startTime: number;
    responseEnd: number;
    transferSize: number;
    decodedBodySize: number;
  }[];
}

/**
 * Plain text, not a function: tsx would wrap a function's inner names in helpers that do not exist in the page.
 * The ready check runs in a MutationObserver on cheap selector look-ups; visibility (which forces a layout) is
 * checked only once every element exists, then once per frame until it is visible.
 */
export function probeScript(target: ReadyTarget): string {
  const config = JSON.stringify({ ...SIGN_IN_SELECTORS, ready: target.selector, data: target.dataSelector });
  return `(() => {
  const S = ${config};
  performance.setResourceTimingBufferSize(5000);
  const probe = { loginReadyAt: null, clickAt: null, readyAt: null, interactiveAt: null, dataAt: null, landedPath: null, longTasks: [] };
  window.__signInProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const visible = (selector) => {
    const element = document.querySelector(selector);
    return Boolean(element && element.checkVisibility() && element.textContent.trim());
  };
  const present = () => location.pathname !== '/login' && document.querySelector(S.sideMenuItem) && document.querySelector(S.ready);
  let polling = false;
  const check = () => {
    if (probe.clickAt === null) {
      const input = document.querySelector(S.account);
      if (probe.loginReadyAt === null && input && !input.disabled && input.checkVisibility()) probe.loginReadyAt = performance.now();
      return;
    }
    if (probe.dataAt === null && probe.readyAt !== null && document.querySelector(S.data)) probe.dataAt = performance.now();
    if (probe.readyAt !== null || polling || !present()) return;
    if (visible(S.sideMenuItem) && visible(S.ready)) {
      probe.readyAt = performance.now();
      probe.landedPath = location.pathname;
      // Idle right after the page appeared: a click now would be handled at once.
      requestIdleCallback(() => { probe.interactiveAt = performance.now(); });
      if (document.querySelector(S.data)) probe.dataAt = probe.readyAt;
      return;
    }
    polling = true;
    const frame = () => {
      if (visible(S.sideMenuItem) && visible(S.ready)) { polling = false; check(); } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  // The first moment the page runs anything for the click: capture phase on window, before React's handler.
  addEventListener('click', (event) => {
    if (probe.clickAt !== null || !event.isTrusted || !(event.target instanceof Element) || !event.target.closest(S.submit)) return;
    probe.clickAt = performance.now();
  }, true);
})();`;
}

/** Reads the probe with every resource entry of the document (filter them by `clickAt`). */
export function readProbe(page: Page): Promise<ProbeResult> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __signInProbe: Omit<ProbeResult, 'resources'> }).__signInProbe;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name,
      initiatorType: entry.initiatorType,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      transferSize: entry.transferSize,
      decodedBodySize: entry.decodedBodySize,
    }));
    return { ...probe, resources };
  });
}

/** Starts the probe again in the same document, for a sign-in after an in-console sign-out (no reload). */
export function resetProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __signInProbe: Record<string, unknown> }).__signInProbe;
    Object.assign(probe, {
      loginReadyAt: null,
      clickAt: null,
      readyAt: null,
      interactiveAt: null,
      dataAt: null,
      landedPath: null,
      longTasks: [],
    });
  });
}

/** Waits until the probe has seen the first menu page, the idle moment after it and the page's data. */
export async function waitForInteractive(page: Page, target: ReadyTarget, timeoutMs: number): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const probe = (window as unknown as { __signInProbe: Omit<ProbeResult, 'resources'> }).__signInProbe;
        return probe.interactiveAt !== null && probe.dataAt !== null;
      },
      undefined,
      { timeout: timeoutMs, polling: 50 },
    );
  } catch (error) {
    const landed = new URL(page.url()).pathname;
    if (landed !== target.path)
      throw new Error(`the admin's first menu page is now ${landed}, not ${target.path}: give it a ready selector`, { cause: error });
    throw error;
  }
}
