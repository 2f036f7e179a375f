import { Navigate } from 'react-router-dom';
import { useMenuRoutes } from '../../lib/use-menu-routes';

/** `/` opens the first page of the menu (spec 2.2); /home when the menu has no page of its own. */
export function RootRedirect() {
  const { firstPath } = useMenuRoutes();
  return <Navigate to={firstPath ?? '/home'} replace />;
}
