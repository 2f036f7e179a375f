import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { InputPlaceholder } from '../../ui/input-placeholder';

const PageSearchBox = lazy(() => import('./page-search-box').then((module) => ({ default: module.PageSearchBox })));

/**
 * The page search box, with its fuzzy index (fuse.js) and suggestion list fetched right after the shell draws: until
 * then an identical, inert box holds its place, so the top bar does not move.
 */
export function LazyPageSearchBox({ width = 200, autoFocus = false }: { width?: number; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={<InputPlaceholder style={{ width }} label={t('topbar.search.label')} placeholder={t('topbar.search.placeholder')} />}
    >
      <PageSearchBox width={width} autoFocus={autoFocus} />
    </Suspense>
  );
}
