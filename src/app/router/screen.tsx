import { lazy, Suspense } from 'react';
import { PageLoading } from '../../ui/page-loading';
import { resolveScreen } from './screen-registry';

// antd's Result with its three illustrations (10 KB gzip): only paths without a screen need it, never the first page.
const NotAvailablePage = lazy(() =>
  import('../../features/shell/not-available-page').then((module) => ({ default: module.NotAvailablePage })),
);

/** The screen registered for `path`, loaded on demand inside the layout; "not available yet" otherwise. */
export function Screen({ path }: { path: string }) {
  const Component = resolveScreen(path) ?? NotAvailablePage;
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}
