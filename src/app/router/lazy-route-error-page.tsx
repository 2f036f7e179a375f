import { lazy, Suspense } from 'react';
import type { UnreachableProps } from '../guard/navigation-guard';
import { PageLoading } from '../../ui/page-loading';

// Fetched only when something went wrong: they need antd, which the sign-in page has not.
const RouteErrorPageWithProviders = lazy(() =>
  import('./route-error-page-with-providers').then((module) => ({ default: module.RouteErrorPageWithProviders })),
);
const UnreachablePageWithProviders = lazy(() =>
  import('./route-error-page-with-providers').then((module) => ({ default: module.UnreachablePageWithProviders })),
);

/** The error boundary's page around the routes. */
export function LazyRouteErrorPage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <RouteErrorPageWithProviders error={error} />
    </Suspense>
  );
}

/** The guard's page when the server did not answer. */
export function LazyUnreachablePage(props: UnreachableProps) {
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <UnreachablePageWithProviders {...props} />
    </Suspense>
  );
}
