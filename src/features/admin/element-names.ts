import type { TFunction } from 'i18next';

/** What kind of page element a name belongs to (the menu's buttons, list columns, form fields, data resources). */
export type ElementKind = 'button' | 'column' | 'form' | 'resource';

// The seeded elements' codes and their static keys (extraction sees each). Columns and form fields share the field
// names. The zh-CN texts are the seed's stored names.
const BUTTON_KEYS: Record<string, string> = {
  btn_add: 'admin.element.button.add',
  btn_edit: 'admin.element.button.edit',
  btn_remove: 'admin.element.button.remove',
  btn_detail: 'admin.element.button.detail',
  btn_export: 'admin.element.button.export',
  btn_import: 'admin.element.button.import',
  btn_ack: 'admin.element.button.ack',
  btn_resetPassword: 'admin.element.button.reset-password',
  btn_soundLight: 'admin.element.button.sound-light',
  btn_copy: 'admin.element.button.copy',
  btn_preview: 'admin.element.button.preview',
  btn_authorize: 'admin.element.button.authorize',
  btn_members: 'admin.element.button.members',
  btn_forceOffline: 'admin.element.button.force-offline',
  btn_release: 'admin.element.button.release',
  btn_stop: 'admin.element.button.stop',
};
const FIELD_KEYS: Record<string, string> = {
  account: 'admin.element.field.account',
  ackBy: 'admin.element.field.ack-by',
  beginTime: 'admin.element.field.begin-time',
  createdAt: 'admin.element.field.created-at',
  email: 'admin.element.field.email',
  enabledMark: 'admin.element.field.enabled-mark',
  handler: 'admin.element.field.handler',
  mobilePhone: 'admin.element.field.mobile-phone',
  orderType: 'admin.element.field.order-type',
  organizeName: 'admin.element.field.organize-name',
  organizeId: 'admin.element.field.organize-id',
  departmentId: 'admin.element.field.department-id',
  pointName: 'admin.element.field.point-name',
  positionName: 'admin.element.field.position-name',
  positionId: 'admin.element.field.position-id',
  projectName: 'admin.element.field.project-name',
  raisedAt: 'admin.element.field.raised-at',
  realName: 'admin.element.field.real-name',
  roleName: 'admin.element.field.role-name',
  roleIds: 'admin.element.field.role-ids',
  severity: 'admin.element.field.severity',
  state: 'admin.element.field.state',
  status: 'admin.element.field.status',
  title: 'admin.element.field.title',
  value: 'admin.element.field.value',
};
const RESOURCE_KEYS: Record<string, string> = {
  data_all: 'admin.element.resource.data-all',
  data_project: 'admin.element.resource.data-project',
};

const KEYS_BY_KIND: Record<ElementKind, Record<string, string>> = {
  button: BUTTON_KEYS,
  column: FIELD_KEYS,
  form: FIELD_KEYS,
  resource: RESOURCE_KEYS,
};

/**
 * An element's name in the interface language: the seeded codes (btn_add, account, data_all, ...) through i18next;
 * an element a person made keeps the name stored with it, in whatever language it was written.
 */
export function elementName(t: TFunction, kind: ElementKind, element: { enCode: string; fullName: string }): string {
  const key = Object.hasOwn(KEYS_BY_KIND[kind], element.enCode) ? KEYS_BY_KIND[kind][element.enCode] : undefined;
  return key ? t(key, { defaultValue: element.fullName }) : element.fullName;
}
