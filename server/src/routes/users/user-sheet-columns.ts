import type { MessageLanguage } from '../../auth/sign-in-messages';

type Labels = Record<MessageLanguage, string>;

/** Columns of the user export, keyed by the list column (menu_element enCode) whose permission shows them. */
export const EXPORT_COLUMNS = ['account', 'realName', 'organizeName', 'positionName', 'roleName', 'mobilePhone', 'email', 'enabledMark', 'createdAt'] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** Columns of the import template, in order. */
export const IMPORT_COLUMNS = ['account', 'realName', 'mobilePhone', 'email', 'organize', 'position', 'enabledMark'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['account', 'realName', 'organize'];

export const COLUMN_LABELS: Record<ExportColumn | ImportColumn, Labels> = {
  account: { 'zh-CN': '账号', 'zh-TW': '帳號', en: 'Account' },
  realName: { 'zh-CN': '姓名', 'zh-TW': '姓名', en: 'Name' },
  mobilePhone: { 'zh-CN': '手机号', 'zh-TW': '手機號碼', en: 'Mobile phone' },
  email: { 'zh-CN': '邮箱', 'zh-TW': '電子郵件', en: 'Email' },
  organize: { 'zh-CN': '所属组织', 'zh-TW': '所屬組織', en: 'Organisation' },
  organizeName: { 'zh-CN': '所属组织', 'zh-TW': '所屬組織', en: 'Organisation' },
  position: { 'zh-CN': '岗位', 'zh-TW': '職位', en: 'Position' },
  positionName: { 'zh-CN': '岗位', 'zh-TW': '職位', en: 'Position' },
  roleName: { 'zh-CN': '角色', 'zh-TW': '角色', en: 'Roles' },
  enabledMark: { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'Status' },
  createdAt: { 'zh-CN': '创建时间', 'zh-TW': '建立時間', en: 'Created' },
};

/** What each import column takes, for the template's notes sheet. */
export const IMPORT_COLUMN_NOTES: Record<ImportColumn, Labels> = {
  account: {
    'zh-CN': '必填。2 到 50 个字符：字母、数字和 . _ - @，不区分大小写且不能重复',
    'zh-TW': '必填。2 到 50 個字元：字母、數字和 . _ - @，不分大小寫且不能重複',
    en: 'Required. 2 to 50 letters, digits and . _ - @; unique whatever the case',
  },
  realName: { 'zh-CN': '必填。最多 50 个字符', 'zh-TW': '必填。最多 50 個字元', en: 'Required. At most 50 characters' },
  mobilePhone: { 'zh-CN': '选填。11 位中国大陆手机号', 'zh-TW': '選填。11 位中國大陸手機號碼', en: 'Optional. An 11-digit mainland China mobile number' },
  email: { 'zh-CN': '选填', 'zh-TW': '選填', en: 'Optional' },
  organize: {
    'zh-CN': '必填。公司或部门：完整路径（公司/部门）、名称或编码',
    'zh-TW': '必填。公司或部門：完整路徑（公司/部門）、名稱或編碼',
    en: 'Required. A company or department: its full path (Company/Department), name or code',
  },
  position: { 'zh-CN': '选填。岗位名称或编码', 'zh-TW': '選填。職位名稱或編碼', en: 'Optional. The position name or code' },
  enabledMark: {
    'zh-CN': '选填。启用 或 禁用（也可填 1 或 0），留空为启用',
    'zh-TW': '選填。啟用 或 停用（也可填 1 或 0），留空為啟用',
    en: 'Optional. Enabled or Disabled (or 1 or 0); empty means enabled',
  },
};

export const SHEET_NAMES = {
  users: { 'zh-CN': '用户', 'zh-TW': '使用者', en: 'Users' },
  // Excel refuses '/' in a sheet name, so "说明/notes" is one name per language.
  notes: { 'zh-CN': '说明', 'zh-TW': '說明', en: 'Notes' },
} as const satisfies Record<string, Labels>;

export const FILE_NAMES = {
  export: { 'zh-CN': '用户列表', 'zh-TW': '使用者列表', en: 'users' },
  template: { 'zh-CN': '用户导入模板', 'zh-TW': '使用者匯入範本', en: 'user-import-template' },
} as const satisfies Record<string, Labels>;

export const NOTES_TEXT = {
  example: { 'zh-CN': '示例（导入时请填写在“用户”工作表中）', 'zh-TW': '範例（匯入時請填寫在「使用者」工作表中）', en: 'Example (fill in the "Users" sheet to import)' },
  column: { 'zh-CN': '列', 'zh-TW': '欄', en: 'Column' },
  rule: { 'zh-CN': '填写说明', 'zh-TW': '填寫說明', en: 'What to enter' },
  limits: {
    'zh-CN': '一次最多 5,000 行、5 MB；有任何一行出错时不会导入任何用户。导入后请把初始密码告知本人。',
    'zh-TW': '一次最多 5,000 行、5 MB；任何一行出錯時不會匯入任何使用者。匯入後請將初始密碼告知本人。',
    en: 'At most 5,000 rows and 5 MB at once; if any row has an error, no user is imported. Pass each initial password on to its person.',
  },
} as const satisfies Record<string, Labels>;

/** Header text a column is recognised by on import: its key and its label in any language, case and spaces aside. */
export function headerKey(text: string): string {
  return text.replace(/[*＊\s]/g, '').replace(/[（(].*[)）]$/, '').toLowerCase();
}

const EXTRA_HEADERS: Record<ImportColumn, string[]> = {
  account: [],
  realName: [],
  mobilePhone: ['手机', '手機', 'mobile', 'phone'],
  email: ['邮件', '電郵', 'e-mail', 'mail'],
  organize: ['organizeName', 'department', '部门', '部門', '组织', '組織'],
  position: ['positionName', '职位', '岗位名称'],
  enabledMark: ['enabled', '启用状态', '啟用狀態'],
};

/** Recognised header keys -> import column. */
export const IMPORT_HEADERS: Map<string, ImportColumn> = new Map(
  IMPORT_COLUMNS.flatMap((column) =>
    [column, ...Object.values(COLUMN_LABELS[column]), ...EXTRA_HEADERS[column]].map((text) => [headerKey(text), column] as [string, ImportColumn]),
  ),
);
