import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from '../../../src/app/providers';
import { queryClient } from '../../../src/app/query-client';
import { selectedProject } from '../../../src/lib/selected-project';
import { sessionStore } from '../../../src/lib/session-store';
import type { MenuNode, PermissionEntry } from '../../../server/src/wire/current-user';
import { siteConfig } from '../support/wire-fixtures';
import { ADMIN_MENU, ADMIN_USER } from '../ui/support/render-widget';

export const PROJECT_ID = 'prj-qingshui';

/**
 * Renders a work-order page at `path` under a route pattern (`/model/:templateId` for the fill-in page), with a
 * signed-in session and the project chosen in the top bar, inside the real providers.
 */
export function renderWorkOrders(
  ui: ReactNode,
  options: { path: string; pattern?: string; menuList?: MenuNode[]; permissionList?: PermissionEntry[] },
) {
  queryClient.clear();
  sessionStore.setToken('bearer test-token');
  sessionStore.setSession({
    menuList: options.menuList ?? ADMIN_MENU,
    userInfo: ADMIN_USER,
    permissionList: options.permissionList ?? [],
    sysConfigInfo: siteConfig({ runningMode: '111' }),
  });
  selectedProject.set({
    projectId: PROJECT_ID,
    name: '清水河水库',
    latitude: null,
    longitude: null,
    orgId: 'org-lanjiang',
    projectTypeId: 'reservoir',
    isManager: true,
    menuProjectType: 2,
  });
  const router = createMemoryRouter(
    [
      { path: options.pattern ?? '*', element: ui },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [options.path] },
  );
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
