import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { currentLanguage, i18n, loadCatalogue } from '../../lib/i18n';
import { PageLoading } from '../../ui/page-loading';
import { prefetchScreenData } from './screen-prefetch';
import { PART_AREA, screenWords, type ScreenPart } from './screen-words';

/** The first signed-in page (spec 2.3), drawn without the registry of every other screen. */
const HOME_PATH = '/home';
const HomePage = lazy(() => import('../../features/shell/home-page').then((module) => ({ default: module.HomePage })));
// Every other screen: the registry loads with the first of them.
const RegisteredScreen = lazy(() => import('./screen-registry').then((module) => ({ default: module.RegisteredScreen })));

/**
 * Holds its children back until the catalogue part is loaded (one download per part and language, shared); once it
 * is, never again, so a language switch (which loads the parts in use first) does not flash the loading state.
 */
function WithWords({ part, children }: { part: ScreenPart; children: ReactNode }) {
  const language = currentLanguage();
  if (!i18n.getResource(language, 'translation', PART_AREA[part])) use(loadCatalogue(language, part));
  return children;
}

/** The screen for `path` (screen-registry.tsx), loaded on demand inside the layout with its words. */
export function Screen({ path }: { path: string }) {
  const part = screenWords(path);
  // Once per screen opened (the outlet keys it by path), with the address it opened at, while its code loads.
  useEffect(() => prefetchScreenData(path, window.location.search), [path]);
  const screen = path === HOME_PATH ? <HomePage /> : <RegisteredScreen path={path} />;
  return <Suspense fallback={<PageLoading />}>{part ? <WithWords part={part}>{screen}</WithWords> : screen}</Suspense>;
}
