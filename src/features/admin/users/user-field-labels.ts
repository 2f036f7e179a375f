import type { TFunction } from 'i18next';

/** The catalogue key of each person's detail, under every name the server and the pages give it. */
const LABEL_KEYS: Readonly<Record<string, string>> = {
  account: 'admin.user.account',
  realName: 'admin.user.real-name',
  mobilePhone: 'admin.user.mobile',
  email: 'admin.user.email',
  unit: 'admin.user.unit',
  organize: 'admin.user-form.organize',
  organizeId: 'admin.user-form.organize',
  department: 'admin.user-form.department',
  departmentId: 'admin.user-form.department',
  position: 'admin.user.position',
  positionId: 'admin.user.position',
  enabledMark: 'admin.user-form.enabled',
};

/** The label of a person's detail, or undefined when `field` names none. */
export function userFieldLabel(t: TFunction, field: string | undefined): string | undefined {
  const key = field !== undefined && Object.hasOwn(LABEL_KEYS, field) ? LABEL_KEYS[field] : undefined;
  return key === undefined ? undefined : t(key);
}
