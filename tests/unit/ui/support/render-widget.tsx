import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from '../../../../src/app/providers';
import { queryClient } from '../../../../src/app/query-client';
import { sessionStore } from '../../../../src/lib/session-store';
import type { MenuNode, UserInfo } from '../../../../server/src/wire/current-user';
import { menuNode, permissionEntry, siteConfig, userInfo } from '../../support/wire-fixtures';

/** The menu ids the widget and admin tests use: the two administration pages, as the demo server seeds them. */
export const USER_MENU_ID = 'menu-system-user';
export const ORGANIZE_MENU_ID = 'menu-system-organize';

export const ADMIN_MENU: MenuNode[] = [
  menuNode({
    id: 'menu-system',
    enCode: 'system',
    fullName: '系统管理',
    type: 1,
    children: [
      menuNode({ id: USER_MENU_ID, enCode: 'system.user', fullName: '用户管理', type: 2, urlAddress: 'permission/user' }),
      menuNode({ id: ORGANIZE_MENU_ID, enCode: 'system.organize', fullName: '组织管理', type: 2, urlAddress: 'permission/organize' }),
    ],
  }),
];

export const ADMIN_USER: UserInfo = userInfo({
  userId: 'usr-duty01',
  userAccount: 'duty01',
  userName: '王海涛',
  organizeId: 'org-lanjiang',
  organizeName: '澜江水务集团',
  departmentId: 'dept-dispatch',
  departmentName: '调度中心',
});

export interface ShellOptions {
  path?: string;
  /** Button codes the page's permission entry lists. */
  buttons?: string[];
  /** Column codes the page's permission entry lists (none: every column). */
  columns?: string[];
  /** Form-field codes the page's permission entry lists (none: every field). */
  forms?: string[];
  user?: UserInfo;
}

/**
 * Renders `ui` as the page at `path` inside the real providers (antd theme and App, toasts, query cache, i18n) and
 * a data router, with a signed-in session whose permission entry for that page lists `buttons`.
 */
export function renderInShell(ui: ReactNode, options: ShellOptions = {}) {
  const path = options.path ?? '/permission/user';
  const modelId = path === '/permission/organize' ? ORGANIZE_MENU_ID : USER_MENU_ID;
  const permission = permissionEntry(modelId, { button: options.buttons, column: options.columns, form: options.forms });
  queryClient.clear();
  sessionStore.setToken('bearer test-token');
  sessionStore.setSession({
    menuList: ADMIN_MENU,
    userInfo: options.user ?? ADMIN_USER,
    permissionList: [permission],
    sysConfigInfo: siteConfig({ runningMode: '111' }),
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** The header cells' texts of the first table on the page, in order. */
export function headerTexts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent?.trim() ?? '').filter(Boolean);
}
