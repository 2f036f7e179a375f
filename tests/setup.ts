import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import '../src/lib/dayjs-locale';
import { CONSOLE_PARTS } from '../src/lib/console-catalogues';
import { loadCatalogue } from '../src/lib/i18n';
import { LANGUAGES } from '../src/lib/language';
import { keepAntdStylesOutOfJsdom } from './unit/support/antd-styles';

afterEach(() => cleanup());
// A file may end while a lazy component's import is still being fetched (a cockpit widget, a chart). The unit project
// shares loaded modules across files (isolate: false): if the worker's batch ends then, the fetch is cut off and the
// failed module stays cached, so every later file in that worker that imports it fails to load. Let them land first.
afterAll(() => vi.dynamicImportSettled());
keepAntdStylesOutOfJsdom();

// antd reads matchMedia for responsive components; jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The console downloads one language's catalogue at a time; tests switch languages freely, so all three are loaded.
await Promise.all(LANGUAGES.flatMap((language) => ['sign-in' as const, ...CONSOLE_PARTS].map((part) => loadCatalogue(language, part))));
