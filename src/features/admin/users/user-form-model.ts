import type { UserInput, UserRow } from '../types';

/** The user form's values as the antd form holds them. */
export interface UserFormValues {
  account?: string;
  realName?: string;
  mobilePhone?: string;
  email?: string;
  organizeId?: string;
  departmentId?: string;
  positionId?: string;
  roleIds?: string[];
  managerId?: string;
  enabled?: boolean;
  sortCode?: number | null;
  description?: string;
}

export type UserFormField = keyof UserFormValues;

const FORM_FIELDS: readonly UserFormField[] = [
  'account',
  'realName',
  'mobilePhone',
  'email',
  'organizeId',
  'departmentId',
  'positionId',
  'roleIds',
  'managerId',
  'enabled',
  'sortCode',
  'description',
];

/**
 * The form fields the user menu's form permissions govern, by their element enCode (server/src/seed/demo-menus.ts
 * USER_FORM). Fields without an element here (manager, sort code, description) are not permission-controlled.
 */
export const PERMISSION_CODE_OF: Partial<Record<UserFormField, string>> = {
  account: 'account',
  realName: 'realName',
  mobilePhone: 'mobilePhone',
  email: 'email',
  organizeId: 'organizeId',
  departmentId: 'departmentId',
  positionId: 'positionId',
  enabled: 'enabledMark',
};

/**
 * Whether a field shows. Like the columns, an entry that lists no form fields means the page shows them all;
 * otherwise a governed field shows only when listed.
 */
export function isFieldGranted(field: UserFormField, granted: readonly { enCode: string }[]): boolean {
  const code = PERMISSION_CODE_OF[field];
  if (!code || granted.length === 0) return true;
  return granted.some((item) => item.enCode === code);
}

/** A new person starts enabled, sorted first; a known one as the server has them. */
export function formValuesOf(user: UserRow | undefined): UserFormValues {
  if (!user) return { enabled: true, sortCode: 0 };
  return {
    account: user.account,
    realName: user.realName,
    mobilePhone: user.mobilePhone || undefined,
    email: user.email || undefined,
    organizeId: user.organizeId || undefined,
    departmentId: user.departmentId || undefined,
    positionId: user.positionId || undefined,
    roleIds: user.roleIds,
    managerId: user.managerId || undefined,
    enabled: user.enabledMark === 1,
    sortCode: user.sortCode ?? 0,
    description: user.description || undefined,
  };
}

const text = (value: string | undefined) => value?.trim() ?? '';

/**
 * The body of POST or PUT. A create leaves out what was left empty; a change sends it as '' so it clears what the
 * person had. Roles are sent when the form holds them; a change that leaves them out keeps them (users-contract, PUT).
 */
export function userInputOf(values: UserFormValues, original?: UserRow): UserInput {
  const optional = {
    mobilePhone: text(values.mobilePhone),
    email: text(values.email),
    departmentId: values.departmentId ?? '',
    positionId: values.positionId ?? '',
    managerId: values.managerId ?? '',
    description: text(values.description),
  };
  const kept = original ? optional : Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== ''));
  return {
    account: text(values.account),
    realName: text(values.realName),
    organizeId: values.organizeId ?? '',
    enabledMark: values.enabled === false ? 0 : 1,
    sortCode: values.sortCode ?? 0,
    ...kept,
    // Left out when the form never had them (the roles column hidden): a change then keeps the person's roles.
    ...(values.roleIds === undefined ? {} : { roleIds: values.roleIds }),
  };
}

/** Empty, blank and missing are the same answer; text is compared trimmed. */
function normalised(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return [...(value as string[])].sort().join(',');
  return value;
}

/** Whether the form says something other than what it was opened with. */
export function isFormDirty(initial: UserFormValues, current: UserFormValues): boolean {
  const fields = new Set([...Object.keys(initial), ...Object.keys(current)] as UserFormField[]);
  return [...fields].some((field) => normalised(initial[field]) !== normalised(current[field]));
}

/** The server's per-field refusals (`data.errors` of a 401) as form field errors; unknown fields are left out. */
export function fieldErrorsOf(data: unknown): { name: UserFormField; errors: string[] }[] {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  const byField = new Map<UserFormField, string[]>();
  for (const item of errors as { field?: unknown; reason?: unknown }[]) {
    const name = item.field === 'enabledMark' ? 'enabled' : (item.field as UserFormField);
    if (typeof item.reason !== 'string' || !FORM_FIELDS.includes(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), item.reason]);
  }
  return [...byField].map(([name, reasons]) => ({ name, errors: reasons }));
}
