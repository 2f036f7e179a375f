import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { installFakeApi, type FakeHandler } from './fake-api';
import { resetState } from './reset-state';

export type FakeApi = ReturnType<typeof installFakeApi>;
export type FakeHandlers = Record<string, FakeHandler>;

export interface RenderSuiteOptions {
  /** Loaded once before the suite: `preloadPages` for whole-app suites, or the page module a suite renders. */
  preload?: () => Promise<unknown>;
  /** What else each test starts clean with, after `resetState` (stores the shell keeps across renders). */
  reset?: () => void | Promise<void>;
  /** The answers every `serve` starts from; a test's own handlers override them by key. */
  defaults?: () => FakeHandlers;
  /** Serve the defaults before each test, so even a test that serves nothing has a fake API (unknown calls: 404). */
  serveBeforeEach?: boolean;
}

/**
 * The hooks every suite that renders the console or a widget repeats, registered once for the calling file (or
 * describe block): `preload` before all, a clean browser (`resetState`, then `reset`) before each test, and after each
 * the fake API restored and spies undone. Kept apart from render-app.tsx so widget suites do not load the app root.
 */
export function setUpRendering(options: RenderSuiteOptions = {}) {
  const { preload, reset, defaults, serveBeforeEach = false } = options;
  let api: FakeApi | null = null;
  const serve = (handlers: FakeHandlers = {}): FakeApi => {
    // Restored first, so the adapter the new one saves is the real one and nothing leaks past the test.
    api?.restore();
    api = installFakeApi({ ...defaults?.(), ...handlers });
    return api;
  };
  if (preload) beforeAll(preload, 60_000);
  beforeEach(async () => {
    await resetState();
    await reset?.();
    if (serveBeforeEach) serve();
  });
  afterEach(() => {
    api?.restore();
    api = null;
    vi.restoreAllMocks();
  });
  return {
    /** Answers this test's calls with the defaults and `handlers` (unknown calls get 404); returns the fake API. */
    serve,
    /** The fake API of the running test, to read the calls it recorded. */
    api: (): FakeApi => {
      if (!api) throw new Error('No fake API in this test: call serve() first');
      return api;
    },
  };
}
