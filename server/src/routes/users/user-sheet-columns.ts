import type { AreaKey } from '../../i18n/catalogues';
import { SERVER_LANGUAGES, type ServerLanguage } from '../../i18n/languages';
import { areaTranslator } from '../../i18n/server-i18n';

// Headers, sheet names and notes of the user workbooks live in the `users.sheet` area of server/locales/*.json.

/** Columns of the user export, keyed by the list column (menu_element enCode) whose permission shows them. */
export const EXPORT_COLUMNS = [
  'account',
  'realName',
  'organizeName',
  'positionName',
  'roleName',
  'mobilePhone',
  'email',
  'enabledMark',
  'createdAt',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** Columns of the import template, in order. */
export const IMPORT_COLUMNS = ['account', 'realName', 'mobilePhone', 'email', 'organize', 'position', 'enabledMark'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['account', 'realName', 'organize'];

/** Catalogue keys (`users.sheet.column.*`) of the column headers, in both workbooks and in messages naming a column. */
const COLUMN_KEYS = {
  account: 'sheet.column.account',
  realName: 'sheet.column.real-name',
  mobilePhone: 'sheet.column.mobile-phone',
  email: 'sheet.column.email',
  organize: 'sheet.column.organize',
  organizeName: 'sheet.column.organize-name',
  position: 'sheet.column.position',
  positionName: 'sheet.column.position-name',
  roleName: 'sheet.column.role-name',
  enabledMark: 'sheet.column.enabled-mark',
  createdAt: 'sheet.column.created-at',
} as const satisfies Record<ExportColumn | ImportColumn, AreaKey<'users'>>;

/** What each import column takes, for the template's notes sheet. */
const NOTE_KEYS = {
  account: 'sheet.column-note.account',
  realName: 'sheet.column-note.real-name',
  mobilePhone: 'sheet.column-note.mobile-phone',
  email: 'sheet.column-note.email',
  organize: 'sheet.column-note.organize',
  position: 'sheet.column-note.position',
  enabledMark: 'sheet.column-note.enabled-mark',
} as const satisfies Record<ImportColumn, AreaKey<'users'>>;

/** Sheet names, file names and the notes sheet's texts. Excel refuses '/' in a sheet name: one name per language. */
export type SheetText = Extract<AreaKey<'users'>, `sheet.name.${string}` | `sheet.file.${string}` | `sheet.notes.${string}`>;

export function columnLabel(column: ExportColumn | ImportColumn, language: ServerLanguage): string {
  return areaTranslator(language, 'users')(COLUMN_KEYS[column]);
}

export function columnNote(column: ImportColumn, language: ServerLanguage): string {
  return areaTranslator(language, 'users')(NOTE_KEYS[column]);
}

export function sheetText(key: SheetText, language: ServerLanguage): string {
  return areaTranslator(language, 'users')(key);
}

/** Header text a column is recognised by on import: its key and its label in any language, case and spaces aside. */
export function headerKey(text: string): string {
  return text
    .replace(/[*＊\s]/g, '')
    .replace(/[（(].*[)）]$/, '')
    .toLowerCase();
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

/** Built on first use, from the catalogues of every language. */
let knownHeaders: Map<string, ImportColumn> | undefined;

/** Recognised header keys -> import column: each column's key, its header in every language, and its aliases. */
export function importHeaders(): Map<string, ImportColumn> {
  knownHeaders ??= new Map(
    IMPORT_COLUMNS.flatMap((column) =>
      [column, ...SERVER_LANGUAGES.map((language) => columnLabel(column, language)), ...EXTRA_HEADERS[column]].map(
        (text) => [headerKey(text), column] as [string, ImportColumn],
      ),
    ),
  );
  return knownHeaders;
}
