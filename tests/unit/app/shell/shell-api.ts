import { okBody, type FakeHandler } from '../../support/fake-api';
import { session } from '../../support/session-fixture';

/** getProject as the server answers it: groups with children. */
export const PROJECT_GROUPS = [
  {
    label: '水库工程',
    value: 'grp-1',
    children: [
      {
        label: '青水水库大坝',
        value: 'p-dam',
        latitude: 30.2,
        longitude: 119.3,
        orgId: 'org-dam',
        projectTypeId: 'reservoir',
        isManager: 1,
      },
    ],
  },
  {
    label: '河道工程',
    value: 'grp-2',
    children: [
      {
        label: '澜江河道巡查',
        value: 'p-river',
        latitude: 30.0,
        longitude: 119.9,
        orgId: 'org-river',
        projectTypeId: 'river-patrol',
        isManager: 0,
      },
    ],
  },
];

/** Every call the signed-in shell makes, answered as the demo server would. */
export function shellHandlers(): Record<string, FakeHandler> {
  return {
    'GET /api/oauth/CurrentUser': () => okBody(session()),
    'POST /api/busProject/BusProject/getProject': () => okBody(PROJECT_GROUPS),
    'GET /api/system/SysConfig': () =>
      okBody({ title: 'Sluice', sysName: 'Sluice 值守平台', sysVersion: 'V3.3', copyright: 'Copyright © 2026 澜江水务' }),
    'GET /api/message/unread-count': () => okBody({ total: 3 }),
  };
}
