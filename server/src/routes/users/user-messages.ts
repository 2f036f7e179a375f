import type { FastifyRequest } from 'fastify';
import { requestLanguage, type MessageLanguage } from '../../auth/sign-in-messages';
import { fillPlaceholders } from '../../lib/fill-placeholders';

// The users-administration page shows these to the person at it, so they follow the console's language
// (Accept-Language) like the sign-in area does. Placeholders: {field} is a field label from FIELD_LABELS.
const MESSAGES = {
  required: { 'zh-CN': '{field}不能为空', 'zh-TW': '{field}不能為空', en: '{field} is required' },
  'length-range': {
    'zh-CN': '{field}长度应为 {min} 到 {max} 个字符',
    'zh-TW': '{field}長度應為 {min} 到 {max} 個字元',
    en: '{field} must be {min} to {max} characters',
  },
  'too-long': { 'zh-CN': '{field}不能超过 {max} 个字符', 'zh-TW': '{field}不能超過 {max} 個字元', en: '{field} must be at most {max} characters' },
  'account-chars': {
    'zh-CN': '{field}只能包含字母、数字和 . _ - @，不能有空格',
    'zh-TW': '{field}只能包含字母、數字和 . _ - @，不能有空格',
    en: '{field} may hold only letters, digits and . _ - @, without spaces',
  },
  'account-taken': { 'zh-CN': '账号 {value} 已存在', 'zh-TW': '帳號 {value} 已存在', en: 'Account {value} already exists' },
  'account-repeated': {
    'zh-CN': '账号 {value} 与第 {row} 行重复',
    'zh-TW': '帳號 {value} 與第 {row} 行重複',
    en: 'account {value} repeats row {row}',
  },
  invalid: { 'zh-CN': '{field}格式不正确', 'zh-TW': '{field}格式不正確', en: '{field} is invalid' },
  'not-company': { 'zh-CN': '{field}必须是已有的公司', 'zh-TW': '{field}必須是已有的公司', en: '{field} must be an existing company' },
  'not-under-company': {
    'zh-CN': '{field}不属于所选公司',
    'zh-TW': '{field}不屬於所選公司',
    en: '{field} is not a department of the chosen company',
  },
  unknown: { 'zh-CN': '{field}不存在', 'zh-TW': '{field}不存在', en: '{field} does not exist' },
  'unknown-value': { 'zh-CN': '{field}“{value}”不存在', 'zh-TW': '{field}「{value}」不存在', en: '{field} "{value}" does not exist' },
  ambiguous: {
    'zh-CN': '{field}“{value}”有多个匹配，请填写完整路径或编码',
    'zh-TW': '{field}「{value}」有多個符合，請填寫完整路徑或編碼',
    en: '{field} "{value}" matches more than one, give the full path or the code',
  },
  'manager-self': { 'zh-CN': '{field}不能是本人', 'zh-TW': '{field}不能是本人', en: '{field} cannot be the person themself' },
  'enabled-value': {
    'zh-CN': '{field}只能为启用（1）或禁用（0）',
    'zh-TW': '{field}只能為啟用（1）或停用（0）',
    en: '{field} must be enabled (1) or disabled (0)',
  },
  'self-disable': { 'zh-CN': '不能禁用自己的账号', 'zh-TW': '不能停用自己的帳號', en: 'You cannot disable your own account' },
  'self-admin-role': {
    'zh-CN': '不能移除自己的管理员角色',
    'zh-TW': '不能移除自己的管理員角色',
    en: 'You cannot remove your own administrator role',
  },
  'admin-role-by-admin': {
    'zh-CN': '只有管理员可以授予或移除管理员角色',
    'zh-TW': '只有管理員可以授予或移除管理員角色',
    en: 'Only administrators can grant or remove the administrator role',
  },
  'admin-account-by-admin': {
    'zh-CN': '只有管理员可以修改管理员账号',
    'zh-TW': '只有管理員可以修改管理員帳號',
    en: 'Only administrators can change an administrator account',
  },
  'delete-self': { 'zh-CN': '不能删除自己的账号', 'zh-TW': '不能刪除自己的帳號', en: 'You cannot delete your own account' },
  'delete-admin': { 'zh-CN': '不能删除管理员账号', 'zh-TW': '不能刪除管理員帳號', en: 'An administrator account cannot be deleted' },
  'delete-has-sub-accounts': {
    'zh-CN': '该用户还有 {count} 个子账号，请先删除或转移子账号',
    'zh-TW': '該使用者還有 {count} 個子帳號，請先刪除或轉移子帳號',
    en: 'This user still has sub-accounts ({count}); delete or move them first',
  },
  'no-user': { 'zh-CN': '用户不存在', 'zh-TW': '使用者不存在', en: 'This user does not exist' },
  'data-changed': {
    'zh-CN': '所选组织、岗位或角色已被删除，请刷新后重试',
    'zh-TW': '所選組織、職位或角色已被刪除，請重新整理後再試',
    en: 'The chosen organisation, position or role was deleted meanwhile; refresh and try again',
  },
  created: { 'zh-CN': '新建成功', 'zh-TW': '新增成功', en: 'Created' },
  updated: { 'zh-CN': '修改成功', 'zh-TW': '修改成功', en: 'Saved' },
  deleted: { 'zh-CN': '删除成功', 'zh-TW': '刪除成功', en: 'Deleted' },
  imported: { 'zh-CN': '成功导入 {count} 个用户', 'zh-TW': '成功匯入 {count} 位使用者', en: '{count} users imported' },
  'row-error': {
    'zh-CN': '第 {row} 行：{reason}（共 {count} 行有误）',
    'zh-TW': '第 {row} 行：{reason}（共 {count} 行有誤）',
    en: 'Row {row}: {reason} ({count} rows have errors)',
  },
  'row-error-single': { 'zh-CN': '第 {row} 行：{reason}', 'zh-TW': '第 {row} 行：{reason}', en: 'Row {row}: {reason}' },
  'import-account-race': {
    'zh-CN': '导入期间有账号已被占用，请重新导入',
    'zh-TW': '匯入期間有帳號已被佔用，請重新匯入',
    en: 'An account in the file was taken while importing; import the file again',
  },
  'import-no-file': { 'zh-CN': '请上传文件（字段 file）', 'zh-TW': '請上傳檔案（欄位 file）', en: 'Send the file in the "file" field' },
  'import-file-type': {
    'zh-CN': '只能导入 .xlsx 或 .csv 文件',
    'zh-TW': '只能匯入 .xlsx 或 .csv 檔案',
    en: 'Only .xlsx and .csv files can be imported',
  },
  'import-too-large': { 'zh-CN': '文件不能超过 {mb} MB', 'zh-TW': '檔案不能超過 {mb} MB', en: 'The file must be at most {mb} MB' },
  'import-unreadable': {
    'zh-CN': '文件无法读取，请使用导入模板',
    'zh-TW': '檔案無法讀取，請使用匯入範本',
    en: 'The file could not be read; please use the import template',
  },
  'import-empty': { 'zh-CN': '文件中没有用户数据', 'zh-TW': '檔案中沒有使用者資料', en: 'The file holds no users' },
  'import-too-many': {
    'zh-CN': '一次最多导入 {max} 行，文件中有 {rows} 行',
    'zh-TW': '一次最多匯入 {max} 行，檔案中有 {rows} 行',
    en: 'At most {max} rows can be imported at once; the file has {rows}',
  },
  'import-missing-columns': {
    'zh-CN': '缺少必填列：{columns}',
    'zh-TW': '缺少必填欄：{columns}',
    en: 'Required columns are missing: {columns}',
  },
  'export-too-many': {
    'zh-CN': '符合条件的用户超过 {max} 个，请缩小范围后再导出',
    'zh-TW': '符合條件的使用者超過 {max} 位，請縮小範圍後再匯出',
    en: 'More than {max} users match; narrow the filter and export again',
  },
  enabled: { 'zh-CN': '启用', 'zh-TW': '啟用', en: 'Enabled' },
  disabled: { 'zh-CN': '禁用', 'zh-TW': '停用', en: 'Disabled' },
} as const satisfies Record<string, Record<MessageLanguage, string>>;

export type UserMessageKey = keyof typeof MESSAGES;

/** Wire names of the fields a user form or an import row carries; failures name one of them. */
export type UserField =
  | 'account'
  | 'realName'
  | 'mobilePhone'
  | 'email'
  | 'organizeId'
  | 'departmentId'
  | 'positionId'
  | 'roleIds'
  | 'managerId'
  | 'enabledMark'
  | 'sortCode'
  | 'description'
  | 'organize'
  | 'position';

export const FIELD_LABELS: Record<UserField, Record<MessageLanguage, string>> = {
  account: { 'zh-CN': '账号', 'zh-TW': '帳號', en: 'account' },
  realName: { 'zh-CN': '姓名', 'zh-TW': '姓名', en: 'name' },
  mobilePhone: { 'zh-CN': '手机号', 'zh-TW': '手機號碼', en: 'mobile phone' },
  email: { 'zh-CN': '邮箱', 'zh-TW': '電子郵件', en: 'email' },
  organizeId: { 'zh-CN': '所属组织', 'zh-TW': '所屬組織', en: 'organisation' },
  departmentId: { 'zh-CN': '所属部门', 'zh-TW': '所屬部門', en: 'department' },
  positionId: { 'zh-CN': '岗位', 'zh-TW': '職位', en: 'position' },
  roleIds: { 'zh-CN': '角色', 'zh-TW': '角色', en: 'role' },
  managerId: { 'zh-CN': '直属主管', 'zh-TW': '直屬主管', en: 'manager' },
  enabledMark: { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'status' },
  sortCode: { 'zh-CN': '排序', 'zh-TW': '排序', en: 'sort order' },
  description: { 'zh-CN': '说明', 'zh-TW': '說明', en: 'description' },
  organize: { 'zh-CN': '所属组织', 'zh-TW': '所屬組織', en: 'organisation' },
  position: { 'zh-CN': '岗位', 'zh-TW': '職位', en: 'position' },
};

export type MessageParams = Record<string, string | number>;

/** A message in one language; `field` in params is a UserField and is replaced by its label. */
export function userMessage(language: MessageLanguage, key: UserMessageKey, params: MessageParams = {}): string {
  const field = params.field;
  const filled: MessageParams = typeof field === 'string' && field in FIELD_LABELS ? { ...params, field: FIELD_LABELS[field as UserField][language] } : params;
  return fillPlaceholders(MESSAGES[key][language], filled);
}

/** A message standing alone (not after "Row 3: "): English starts with a capital. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface UserMessages {
  language: MessageLanguage;
  t: (key: UserMessageKey, params?: MessageParams) => string;
}

export function userMessagesFor(request: FastifyRequest): UserMessages {
  const language = requestLanguage(request);
  return { language, t: (key, params) => userMessage(language, key, params) };
}
