import { Providers } from '../providers';
import { RouteErrorPage } from './route-error-page';

/** The error page with antd's theme around it: the root's error element renders outside the console layout. */
export function RouteErrorPageWithProviders() {
  return (
    <Providers>
      <div className="sluice-centered-page">
        <RouteErrorPage />
      </div>
    </Providers>
  );
}
