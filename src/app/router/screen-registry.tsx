import { lazy, type ComponentType } from 'react';

// antd's Result with its three illustrations (10 KB gzip): only paths without a screen need it, never the first page.
const NotAvailablePage = lazy(() =>
  import('../../features/shell/not-available-page').then((module) => ({ default: module.NotAvailablePage })),
);

/**
 * Which screen renders at a path. A path nobody has registered renders the honest "not available yet" page.
 * Later screens add one line each: the menu's route path (or the fixed route's pattern) and a lazy import.
 * The first page, /home, is not here: screen.tsx draws it without this module, whose import map of every screen's
 * chunks is 6 KB gzip.
 */
const SCREENS: Record<string, ComponentType> = {
  '/profile': lazy(() => import('../../features/profile/profile-page').then((module) => ({ default: module.ProfilePage }))),
  '/files': lazy(() => import('../../features/files/my-files-page').then((module) => ({ default: module.MyFilesPage }))),
  '/permission/onlineUser': lazy(() =>
    import('../../features/admin/online-users/online-users-page').then((module) => ({ default: module.OnlineUsersPage })),
  ),
  '/system/menu': lazy(() => import('../../features/admin/menus/menus-page').then((module) => ({ default: module.MenusPage }))),
  '/cockpit': lazy(() => import('./cockpit-screen').then((module) => ({ default: module.CockpitScreen }))),
  '/monitoring/alarms': lazy(() => import('../../features/alarms/page/alarm-page').then((module) => ({ default: module.AlarmPage }))),
  '/monitoring/seepage': lazy(() =>
    import('../../features/monitoring/seepage/seepage-page').then((module) => ({ default: module.SeepagePage })),
  ),
  '/monitoring/displacement': lazy(() =>
    import('../../features/monitoring/displacement/displacement-page').then((module) => ({ default: module.DisplacementPage })),
  ),
  '/monitoring/weather': lazy(() => import('../../features/weather/weather-page').then((module) => ({ default: module.WeatherPage }))),
  '/permission/user': lazy(() => import('../../features/admin/users/user-list-page').then((module) => ({ default: module.UserListPage }))),
  '/permission/organize': lazy(() =>
    import('../../features/admin/organize/organize-page').then((module) => ({ default: module.OrganizePage })),
  ),
  '/permission/role': lazy(() => import('../../features/admin/roles/role-list-page').then((module) => ({ default: module.RoleListPage }))),
  '/permission/group': lazy(() =>
    import('../../features/admin/groups/group-list-page').then((module) => ({ default: module.GroupListPage })),
  ),
  '/permission/authorize': lazy(() =>
    import('../../features/admin/authorize/authorize-page').then((module) => ({ default: module.AuthorizePage })),
  ),
  '/system/dictionary': lazy(() =>
    import('../../features/admin/dictionary/dictionary-page').then((module) => ({ default: module.DictionaryPage })),
  ),
  '/system/dataInterface': lazy(() =>
    import('../../features/admin/data-interface/data-interface-page').then((module) => ({ default: module.DataInterfacePage })),
  ),
  '/system/printDev': lazy(() =>
    import('../../features/admin/print-templates/print-template-page').then((module) => ({ default: module.PrintTemplatePage })),
  ),
  '/system/billRule': lazy(() =>
    import('../../features/admin/bill-rules/bill-rule-page').then((module) => ({ default: module.BillRulePage })),
  ),
  '/permission/position': lazy(() =>
    import('../../features/admin/positions/position-page').then((module) => ({ default: module.PositionPage })),
  ),
  '/system/area': lazy(() => import('../../features/admin/areas/area-page').then((module) => ({ default: module.AreaPage }))),
  '/messageRecord': lazy(() =>
    import('../../features/messages/message-record-page').then((module) => ({ default: module.MessageRecordPage })),
  ),
  '/messageDetail': lazy(() =>
    import('../../features/messages/message-detail-page').then((module) => ({ default: module.MessageDetailPage })),
  ),
  '/system/notice': lazy(() => import('../../features/messages/notices/notice-page').then((module) => ({ default: module.NoticePage }))),
  '/projecManagement/workOrderManagement': lazy(() =>
    import('../../features/work-orders/list/work-order-list-page').then((module) => ({ default: module.WorkOrderListPage })),
  ),
  '/projecManagement/workOrderManagement/detail': lazy(() =>
    import('../../features/work-orders/detail/work-order-detail-page').then((module) => ({ default: module.WorkOrderDetailPage })),
  ),
  '/projecType/busprojecttypejobclassify': lazy(() =>
    import('../../features/work-orders/job-classes/job-class-page').then((module) => ({ default: module.JobClassPage })),
  ),
  '/projecManagement/recurringTasks': lazy(() =>
    import('../../features/work-orders/plans/recurring-tasks-page').then((module) => ({ default: module.RecurringTasksPage })),
  ),
  '/projecManagement/workOrderStatistics': lazy(() =>
    import('../../features/work-orders/statistics/statistics-page').then((module) => ({ default: module.StatisticsPage })),
  ),
  // The fill-in page shares /model/ with the generated lists of type-3 menus: work-order-screens.tsx picks one.
  '/model/:templateId': lazy(() => import('./work-order-screens').then((module) => ({ default: module.ModelScreen }))),
  '/formDetails': lazy(() => import('./work-order-screens').then((module) => ({ default: module.FormDetailsScreen }))),
  '/previewModel': lazy(() =>
    import('../../features/forms/preview/preview-model-page').then((module) => ({ default: module.PreviewModelPage })),
  ),
  '/onlineDev/visualDev': lazy(() =>
    import('../../features/forms/designer/visual-dev-page').then((module) => ({ default: module.VisualDevPage })),
  ),
};

/** Generated modules (menu types 3, 4, 5, 8) share one screen per kind, chosen by the address prefix. */
const SCREEN_PREFIXES: readonly (readonly [prefix: string, screen: ComponentType])[] = [
  [
    '/model/',
    lazy(() => import('../../features/forms/generated/generated-list-page').then((module) => ({ default: module.GeneratedListPage }))),
  ],
  [
    '/dictionary/',
    lazy(() => import('../../features/modules/dictionary-module-page').then((module) => ({ default: module.DictionaryModulePage }))),
  ],
  [
    '/dataReport/',
    lazy(() => import('../../features/modules/report-module-page').then((module) => ({ default: module.ReportModulePage }))),
  ],
  ['/portal/', lazy(() => import('../../features/modules/portal-module-page').then((module) => ({ default: module.PortalModulePage })))],
];

function resolveScreen(path: string): ComponentType {
  const exact = SCREENS[path];
  if (exact) return exact;
  return SCREEN_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? NotAvailablePage;
}

/** The screen registered for `path`, or "not available yet". */
export function RegisteredScreen({ path }: { path: string }) {
  const Component = resolveScreen(path);
  return <Component />;
}
