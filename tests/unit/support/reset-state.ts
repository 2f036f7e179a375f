import { changeLanguage } from '../../../src/lib/i18n';
import { rereadLocalValues } from '../../../src/lib/local-value';
import { sessionStore } from '../../../src/lib/session-store';
import { resetSettingsCache } from '../../../src/lib/storage';

/** A clean browser for each test: no stored settings, no session, simplified Chinese. */
export async function resetState(): Promise<void> {
  window.localStorage.clear();
  resetSettingsCache();
  sessionStore.reset();
  await changeLanguage('zh-CN');
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSettingsCache();
  // Test files share loaded modules (vitest.config.ts): the stores' in-memory copies follow the cleared storage.
  rereadLocalValues();
}
