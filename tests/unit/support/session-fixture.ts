import type { LoadedSession } from '../../../src/lib/session-store';
import type { MenuItem } from '../../../src/lib/session-types';

export const MENU: MenuItem[] = [
  { id: 'm-home', enCode: 'home', fullName: '首页', type: 2, urlAddress: 'home', icon: 'home' },
  {
    id: 'm-mon',
    enCode: 'monitoring',
    fullName: '大坝监测',
    type: 1,
    icon: 'monitor',
    children: [
      { id: 'm-alarms', enCode: 'monitoring.alarms', fullName: '告警中心', type: 2, urlAddress: 'monitoring/alarms', icon: 'alarm' },
      {
        id: 'm-form',
        enCode: 'monitoring.form',
        fullName: '巡检表单',
        type: 3,
        urlAddress: 'model/inspection',
        propertyJson: '{"moduleId":"mod-1","isTree":0}',
      },
    ],
  },
  { id: 'm-gis', enCode: 'gis', fullName: '一张图', type: 7, urlAddress: 'https://gis.example.org/?t=${jnpfToken}', linkTarget: '_self' },
  { id: 'm-view', enCode: 'bigscreen', fullName: '大屏', type: 6, propertyJson: '{"moduleId":"v1"}' },
];

export function session(overrides: Partial<LoadedSession> = {}): LoadedSession {
  return {
    menuList: MENU,
    userInfo: { userId: 'u1', userAccount: 'admin', userName: '管理员' },
    permissionList: [{ modelId: 'm-alarms', button: [{ enCode: 'btn_add' }] }],
    sysConfigInfo: { runningMode: '111' },
    ...overrides,
  };
}
