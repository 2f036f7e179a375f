import { lazy, Suspense } from 'react';
import { PageLoading } from '../../ui/page-loading';

const RouteErrorPageWithProviders = lazy(() =>
  import('./route-error-page-with-providers').then((module) => ({ default: module.RouteErrorPageWithProviders })),
);

/** The root's error element, fetched only when something went wrong (it needs antd, which the sign-in page has not). */
export function LazyRouteErrorPage() {
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <RouteErrorPageWithProviders />
    </Suspense>
  );
}
