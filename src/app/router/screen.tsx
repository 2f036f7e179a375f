import { Suspense } from 'react';
import { NotAvailablePage } from '../../features/shell/not-available-page';
import { PageLoading } from '../../ui/page-loading';
import { resolveScreen } from './screen-registry';

/** The screen registered for `path`, loaded on demand inside the layout; "not available yet" otherwise. */
export function Screen({ path }: { path: string }) {
  const Component = resolveScreen(path);
  if (!Component) return <NotAvailablePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}
