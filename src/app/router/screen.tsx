import { lazy, Suspense, use, type ReactNode } from 'react';
import { currentLanguage, i18n, loadCatalogue } from '../../lib/i18n';
import { PageLoading } from '../../ui/page-loading';
import { resolveScreen } from './screen-registry';
import { PART_AREA, screenWords, type ScreenPart } from './screen-words';

// antd's Result with its three illustrations (10 KB gzip): only paths without a screen need it, never the first page.
const NotAvailablePage = lazy(() =>
  import('../../features/shell/not-available-page').then((module) => ({ default: module.NotAvailablePage })),
);

/**
 * Holds its children back until the catalogue part is loaded (one download per part and language, shared); once it
 * is, never again, so a language switch (which loads the parts in use first) does not flash the loading state.
 */
function WithWords({ part, children }: { part: ScreenPart; children: ReactNode }) {
  const language = currentLanguage();
  if (!i18n.getResource(language, 'translation', PART_AREA[part])) use(loadCatalogue(language, part));
  return children;
}

/** The screen registered for `path`, loaded on demand inside the layout with its words; "not available yet" otherwise. */
export function Screen({ path }: { path: string }) {
  const Component = resolveScreen(path) ?? NotAvailablePage;
  const part = screenWords(path);
  return (
    <Suspense fallback={<PageLoading />}>
      {part ? (
        <WithWords part={part}>
          <Component />
        </WithWords>
      ) : (
        <Component />
      )}
    </Suspense>
  );
}
