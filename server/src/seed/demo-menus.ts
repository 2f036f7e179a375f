import {
  buttons,
  CRUD,
  ALARM_COLUMNS,
  WORK_ORDER_COLUMNS,
  USER_COLUMNS,
  USER_FORM,
  WORK_ORDER_RESOURCES,
  type MenuSeed,
} from './demo-menu-elements';

export type { ElementSeed, MenuSeed } from './demo-menu-elements';

/**
 * The demo console's menu: every menu type 1-8, project-type filtered items, a hidden cockpit entry.
 * enCodes are dotted; the route name is the enCode with dots as dashes (locales/<lang>/routes.json).
 */
export const DEMO_MENUS: MenuSeed[] = [
  { enCode: 'home', fullName: '首页', type: 2, icon: 'HomeOutlined', urlAddress: 'home' },
  {
    enCode: 'monitoring',
    fullName: '大坝监测',
    type: 1,
    icon: 'DashboardOutlined',
    projectType: 2,
    children: [
      {
        enCode: 'monitoring.alarms',
        fullName: '告警中心',
        type: 2,
        icon: 'AlertOutlined',
        urlAddress: 'monitoring/alarms',
        projectType: 2,
        // btn_edit: thresholds, alarm rules and severity names; btn_soundLight: the global sound-and-light switch.
        elements: [...buttons('btn_ack', 'btn_detail', 'btn_export', 'btn_edit', 'btn_soundLight'), ...ALARM_COLUMNS],
      },
      {
        enCode: 'monitoring.seepage',
        fullName: '渗流监测',
        type: 2,
        icon: 'ExperimentOutlined',
        urlAddress: 'monitoring/seepage',
        projectType: 2,
        elements: buttons('btn_edit', 'btn_detail', 'btn_export'),
      },
      {
        enCode: 'monitoring.displacement',
        fullName: '变形监测',
        type: 2,
        icon: 'AimOutlined',
        urlAddress: 'monitoring/displacement',
        projectType: 2,
        elements: buttons('btn_edit', 'btn_detail', 'btn_export'),
      },
      {
        enCode: 'monitoring.weather',
        fullName: '气象监测',
        type: 2,
        icon: 'CloudOutlined',
        urlAddress: 'monitoring/weather',
        elements: buttons('btn_detail'),
      },
      {
        enCode: 'monitoring.cockpit',
        fullName: '驾驶舱',
        type: 2,
        icon: 'FundProjectionScreenOutlined',
        urlAddress: 'cockpit',
        projectType: 2,
        hidden: true,
      },
      {
        enCode: 'monitoring.bigScreen',
        fullName: '大坝安全监测大屏',
        type: 6,
        icon: 'FundViewOutlined',
        linkTarget: '_blank',
        projectType: 2,
        moduleId: 'screen-dam-safety',
        iconBackgroundColor: '#1677ff',
      },
    ],
  },
  {
    enCode: 'workOrder',
    fullName: '运维工单',
    type: 1,
    icon: 'ToolOutlined',
    children: [
      {
        enCode: 'workOrder.list',
        fullName: '工单管理',
        type: 2,
        icon: 'ProfileOutlined',
        urlAddress: 'projecManagement/workOrderManagement',
        elements: [...CRUD, ...buttons('btn_export'), ...WORK_ORDER_COLUMNS, ...WORK_ORDER_RESOURCES],
      },
      {
        enCode: 'workOrder.statistics',
        fullName: '工单统计',
        type: 2,
        icon: 'BarChartOutlined',
        urlAddress: 'projecManagement/workOrderStatistics',
        elements: buttons('btn_detail', 'btn_export'),
      },
      {
        // Plans of recurring orders (seed 001 section 2); btn_stop stops a plan (no further orders).
        enCode: 'workOrder.recurringTasks',
        fullName: '周期任务工单',
        type: 2,
        icon: 'ScheduleOutlined',
        urlAddress: 'projecManagement/recurringTasks',
        elements: [...CRUD, ...buttons('btn_stop')],
      },
      {
        enCode: 'workOrder.jobClassify',
        fullName: '作业分类模板',
        type: 2,
        icon: 'ApartmentOutlined',
        urlAddress: 'projecType/busprojecttypejobclassify',
        elements: CRUD,
      },
      {
        enCode: 'workOrder.damInspection',
        fullName: '大坝巡检记录',
        type: 3,
        icon: 'FormOutlined',
        projectType: 2,
        moduleId: 'form-dam-inspection',
        isTree: 0,
        elements: [...CRUD, ...buttons('btn_export')],
      },
      {
        enCode: 'workOrder.riverPatrol',
        fullName: '河道巡查记录',
        type: 3,
        icon: 'FormOutlined',
        projectType: 3,
        moduleId: 'form-river-patrol',
        isTree: 0,
        elements: [...CRUD, ...buttons('btn_export')],
      },
      { enCode: 'workOrder.portal', fullName: '运维门户', type: 8, icon: 'AppstoreOutlined', moduleId: 'portal-operations' },
    ],
  },
  {
    enCode: 'system',
    fullName: '系统管理',
    type: 1,
    icon: 'SettingOutlined',
    children: [
      {
        enCode: 'system.user',
        fullName: '用户管理',
        type: 2,
        icon: 'UserOutlined',
        urlAddress: 'permission/user',
        elements: [...CRUD, ...buttons('btn_resetPassword', 'btn_export', 'btn_import'), ...USER_COLUMNS, ...USER_FORM],
      },
      {
        enCode: 'system.organize',
        fullName: '组织管理',
        type: 2,
        icon: 'ApartmentOutlined',
        urlAddress: 'permission/organize',
        elements: [...CRUD, ...buttons('btn_authorize')],
      },
      {
        enCode: 'system.position',
        fullName: '岗位管理',
        type: 2,
        icon: 'IdcardOutlined',
        urlAddress: 'permission/position',
        elements: [...CRUD, ...buttons('btn_authorize', 'btn_members')],
      },
      {
        enCode: 'system.role',
        fullName: '角色管理',
        type: 2,
        icon: 'TeamOutlined',
        urlAddress: 'permission/role',
        elements: [...CRUD, ...buttons('btn_authorize', 'btn_members')],
      },
      {
        enCode: 'system.group',
        fullName: '分组管理',
        type: 2,
        icon: 'ClusterOutlined',
        urlAddress: 'permission/group',
        elements: [...CRUD, ...buttons('btn_authorize', 'btn_members')],
      },
      {
        enCode: 'system.authorize',
        fullName: '权限授权',
        type: 2,
        icon: 'SafetyOutlined',
        urlAddress: 'permission/authorize',
        elements: buttons('btn_detail', 'btn_edit'),
      },
      {
        enCode: 'system.onlineUser',
        fullName: '在线用户',
        type: 2,
        icon: 'MonitorOutlined',
        urlAddress: 'permission/onlineUser',
        elements: buttons('btn_detail', 'btn_forceOffline'),
      },
      {
        enCode: 'system.notice',
        fullName: '通知公告',
        type: 2,
        icon: 'BellOutlined',
        urlAddress: 'system/notice',
        // btn_release: release and revoke.
        elements: buttons('btn_add', 'btn_edit', 'btn_remove', 'btn_release'),
      },
      {
        enCode: 'system.area',
        fullName: '行政区划',
        type: 2,
        icon: 'EnvironmentOutlined',
        urlAddress: 'system/area',
        elements: CRUD,
      },
      {
        enCode: 'system.dictionary',
        fullName: '数据字典',
        type: 2,
        icon: 'BookOutlined',
        urlAddress: 'system/dictionary',
        elements: [...CRUD, ...buttons('btn_export', 'btn_import')],
      },
      {
        enCode: 'system.dataInterface',
        fullName: '数据接口',
        type: 2,
        icon: 'DatabaseOutlined',
        urlAddress: 'system/dataInterface',
        elements: [...CRUD, ...buttons('btn_preview', 'btn_export')],
      },
      {
        enCode: 'system.printTemplate',
        fullName: '打印模板',
        type: 2,
        icon: 'FileTextOutlined',
        urlAddress: 'system/printDev',
        elements: [...CRUD, ...buttons('btn_copy', 'btn_export')],
      },
      {
        enCode: 'system.billRule',
        fullName: '单据规则',
        type: 2,
        icon: 'ProfileOutlined',
        urlAddress: 'system/billRule',
        elements: [...CRUD, ...buttons('btn_export')],
      },
      {
        enCode: 'onlineDev.visualDev',
        fullName: '功能设计',
        type: 2,
        icon: 'FormOutlined',
        urlAddress: 'onlineDev/visualDev',
        elements: [...CRUD, ...buttons('btn_copy', 'btn_release')],
      },
      {
        enCode: 'system.menu',
        fullName: '菜单管理',
        type: 2,
        icon: 'AppstoreOutlined',
        urlAddress: 'system/menu',
        elements: CRUD,
      },
      {
        enCode: 'system.patrolType',
        fullName: '巡查类型',
        type: 4,
        icon: 'BookOutlined',
        moduleId: 'dict-patrol-type',
        isTree: 0,
        elements: CRUD,
      },
      {
        enCode: 'system.alarmReport',
        fullName: '告警统计报表',
        type: 5,
        icon: 'TableOutlined',
        moduleId: 'report-alarm-statistics',
        elements: buttons('btn_detail', 'btn_export'),
      },
    ],
  },
  {
    enCode: 'links',
    fullName: '常用链接',
    type: 1,
    icon: 'LinkOutlined',
    children: [
      // An in-app frame that proves the token placeholder works, pointed at a harmless file this server serves.
      {
        enCode: 'links.embedded',
        fullName: '内嵌页面',
        type: 7,
        icon: 'GlobalOutlined',
        urlAddress: '/favicon.svg?t=${jnpfToken}',
        linkTarget: '_self',
      },
      {
        enCode: 'links.mwr',
        fullName: '水利部',
        type: 7,
        icon: 'ExportOutlined',
        urlAddress: 'https://www.mwr.gov.cn',
        linkTarget: '_blank',
      },
    ],
  },
];

/** The address contract section 3 expects for each menu type. */
export function urlAddressOf(menu: MenuSeed): string {
  switch (menu.type) {
    case 3:
      return `model/${menu.enCode}`;
    case 4:
      return `dictionary/${menu.enCode}`;
    case 5:
      return `dataReport/${menu.enCode}`;
    case 8:
      return `portal/${menu.enCode}`;
    default:
      return menu.urlAddress ?? '';
  }
}

export const routeNameOf = (enCode: string): string => enCode.replace(/\./g, '-');
export const menuIdOf = (enCode: string): string => `menu-${routeNameOf(enCode)}`;
