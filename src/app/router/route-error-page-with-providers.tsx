import type { ReactNode } from 'react';
import type { UnreachableProps } from '../guard/navigation-guard';
import { Providers } from '../providers';
import { RouteErrorPage } from './route-error-page';
import { UnreachablePage } from './unreachable-page';

/** antd's theme around a page drawn above the console layout (which brings it for every other page). */
function Centered({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <div className="sluice-centered-page">{children}</div>
    </Providers>
  );
}

/** The routes' error boundary's page. */
export function RouteErrorPageWithProviders({ error }: { error: unknown }) {
  return (
    <Centered>
      <RouteErrorPage error={error} />
    </Centered>
  );
}

/** The guard's page for a server that did not answer. */
export function UnreachablePageWithProviders(props: UnreachableProps) {
  return (
    <Centered>
      <UnreachablePage {...props} />
    </Centered>
  );
}
