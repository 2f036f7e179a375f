// The vocabulary of the demo menu (demo-menus.ts): what a seeded page exposes to permissions, and the element lists
// several pages share.
import type { MenuElementKind, MenuType } from '../db/tables/core';

/** One element a page exposes to permissions: a button, list column, form field or data resource. */
export interface ElementSeed {
  kind: MenuElementKind;
  enCode: string;
  fullName: string;
}

/** A seeded menu item; sortCode follows its position among its siblings. */
export interface MenuSeed {
  enCode: string;
  fullName: string;
  type: MenuType;
  /** An @ant-design/icons component name. */
  icon: string;
  urlAddress?: string;
  linkTarget?: '_self' | '_blank';
  moduleId?: string;
  isTree?: 0 | 1;
  iconBackgroundColor?: string;
  /** 1 every project, 2 reservoir projects, 3 river-patrol projects. */
  projectType?: 1 | 2 | 3;
  hidden?: boolean;
  elements?: ElementSeed[];
  children?: MenuSeed[];
}

const BUTTON_NAMES: Record<string, string> = {
  btn_add: '新增',
  btn_edit: '编辑',
  btn_remove: '删除',
  btn_detail: '查看',
  btn_export: '导出',
  btn_import: '导入',
  btn_ack: '确认告警',
  btn_resetPassword: '重置密码',
  btn_soundLight: '声光报警开关',
  btn_copy: '复制',
  btn_preview: '预览',
  btn_authorize: '权限设置',
  btn_members: '成员',
  btn_forceOffline: '强制下线',
  btn_release: '发布',
  btn_stop: '停止',
};

export const buttons = (...codes: (keyof typeof BUTTON_NAMES)[]): ElementSeed[] =>
  codes.map((enCode) => ({ kind: 'button', enCode, fullName: BUTTON_NAMES[enCode] ?? enCode }));
const fields = (kind: 'column' | 'form', pairs: [string, string][]): ElementSeed[] =>
  pairs.map(([enCode, fullName]) => ({ kind, enCode, fullName }));
export const CRUD = buttons('btn_add', 'btn_edit', 'btn_remove', 'btn_detail');

export const ALARM_COLUMNS = fields('column', [
  ['pointName', '测点'],
  ['severity', '级别'],
  ['state', '状态'],
  ['value', '测值'],
  ['raisedAt', '发生时间'],
  ['ackBy', '确认人'],
]);
export const WORK_ORDER_COLUMNS = fields('column', [
  ['title', '工单标题'],
  ['orderType', '工单类型'],
  ['status', '状态'],
  ['projectName', '所属项目'],
  ['handler', '处理人'],
  ['beginTime', '开始时间'],
]);
export const USER_COLUMNS = fields('column', [
  ['account', '账号'],
  ['realName', '姓名'],
  ['organizeName', '所属组织'],
  ['positionName', '岗位'],
  ['roleName', '角色'],
  ['mobilePhone', '手机'],
  ['email', '邮箱'],
  ['enabledMark', '状态'],
  ['createdAt', '创建时间'],
]);
export const USER_FORM = fields('form', [
  ['account', '账号'],
  ['realName', '姓名'],
  ['mobilePhone', '手机'],
  ['email', '邮箱'],
  ['organizeId', '所属组织'],
  ['departmentId', '所属部门'],
  ['positionId', '岗位'],
  ['roleIds', '角色'],
  ['enabledMark', '状态'],
]);
export const WORK_ORDER_RESOURCES: ElementSeed[] = [
  { kind: 'resource', enCode: 'data_all', fullName: '全部工单' },
  { kind: 'resource', enCode: 'data_project', fullName: '本项目工单' },
];
