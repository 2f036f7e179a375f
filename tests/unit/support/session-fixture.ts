import type { LoadedSession } from '../../../src/lib/session-store';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { menuNode, permissionEntry, siteConfig, userInfo } from './wire-fixtures';

export const MENU: MenuNode[] = [
  menuNode({ id: 'm-home', enCode: 'home', fullName: '首页', type: 2, urlAddress: 'home', icon: 'home' }),
  menuNode({
    id: 'm-mon',
    enCode: 'monitoring',
    fullName: '大坝监测',
    type: 1,
    icon: 'monitor',
    children: [
      menuNode({
        id: 'm-alarms',
        enCode: 'monitoring.alarms',
        fullName: '告警中心',
        type: 2,
        urlAddress: 'monitoring/alarms',
        icon: 'alarm',
      }),
      menuNode({
        id: 'm-form',
        enCode: 'monitoring.form',
        fullName: '巡检表单',
        type: 3,
        urlAddress: 'model/inspection',
        propertyJson: '{"moduleId":"mod-1","isTree":0}',
      }),
    ],
  }),
  menuNode({
    id: 'm-gis',
    enCode: 'gis',
    fullName: '一张图',
    type: 7,
    urlAddress: 'https://gis.example.org/?t=${jnpfToken}',
    linkTarget: '_self',
  }),
  menuNode({ id: 'm-view', enCode: 'bigscreen', fullName: '大屏', type: 6, propertyJson: '{"moduleId":"v1"}' }),
];

export function session(overrides: Partial<LoadedSession> = {}): LoadedSession {
  return {
    menuList: MENU,
    userInfo: userInfo({ userId: 'u1', userAccount: 'admin', userName: '管理员' }),
    permissionList: [permissionEntry('m-alarms', { button: ['btn_add'] })],
    sysConfigInfo: siteConfig({ runningMode: '111' }),
    ...overrides,
  };
}
