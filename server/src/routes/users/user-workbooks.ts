import ExcelJS from 'exceljs';
import type { MessageLanguage } from '../../auth/sign-in-messages';
import type { OrganizeIndex } from '../../shell/organize-tree';
import type { UserListRow } from '../../shell/user-directory';
import { userMessage } from './user-messages';
import { IMPORT_COLUMNS, columnLabel, columnNote, sheetText, type ExportColumn, type ImportColumn } from './user-sheet-columns';

const WIDTHS: Record<ExportColumn | ImportColumn, number> = {
  account: 20,
  realName: 14,
  mobilePhone: 16,
  email: 28,
  organize: 30,
  organizeName: 30,
  position: 18,
  positionName: 18,
  roleName: 24,
  enabledMark: 10,
  createdAt: 20,
};

function headerRow(sheet: ExcelJS.Worksheet): void {
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sluice';
  workbook.created = new Date();
  return workbook;
}

/** 'YYYY-MM-DD HH:mm:ss' in the zone: text, so every spreadsheet shows the same wall-clock time. */
function wallClock(timeZone: string): (epochMs: number) => string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (epochMs) => format.format(new Date(epochMs));
}

export interface ExportInput {
  language: MessageLanguage;
  columns: ExportColumn[];
  rows: UserListRow[];
  index: OrganizeIndex;
  timeZone: string;
}

/** The user export: one sheet, a header row in the caller's language, then one row per user. */
export async function exportWorkbook(input: ExportInput): Promise<Buffer> {
  const { language, columns, index } = input;
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(sheetText('sheet.name.users', language));
  sheet.columns = columns.map((column) => ({ header: columnLabel(column, language), key: column, width: WIDTHS[column] }));
  headerRow(sheet);
  const time = wallClock(input.timeZone);
  const enabled = userMessage(language, 'enabled');
  const disabled = userMessage(language, 'disabled');
  const valueOf: Record<ExportColumn, (row: UserListRow) => string> = {
    account: (row) => row.account,
    realName: (row) => row.realName,
    organizeName: (row) => index.pathName(row.departmentId ?? row.organizeId) || row.organizeName,
    positionName: (row) => row.positionName,
    roleName: (row) => row.roleName,
    mobilePhone: (row) => row.mobilePhone ?? '',
    email: (row) => row.email ?? '',
    enabledMark: (row) => (row.enabledMark === 1 ? enabled : disabled),
    createdAt: (row) => time(row.createdAt),
  };
  for (const row of input.rows) sheet.addRow(columns.map((column) => valueOf[column](row)));
  return toBuffer(workbook);
}

export interface TemplateExample {
  organize: string;
  position: string;
}

/** The import template: an empty users sheet with its header row, and a notes sheet with one example row. */
export async function templateWorkbook(language: MessageLanguage, example: TemplateExample): Promise<Buffer> {
  const workbook = newWorkbook();
  const users = workbook.addWorksheet(sheetText('sheet.name.users', language));
  users.columns = IMPORT_COLUMNS.map((column) => ({ header: columnLabel(column, language), key: column, width: WIDTHS[column] }));
  headerRow(users);
  // Typed numbers would lose nothing here, but Excel shows 11 digits as 1.38E+10; text keeps them as typed.
  users.getColumn('mobilePhone').numFmt = '@';
  users.getColumn('account').numFmt = '@';

  const notes = workbook.addWorksheet(sheetText('sheet.name.notes', language));
  notes.columns = IMPORT_COLUMNS.map((column) => ({ key: column, width: Math.max(WIDTHS[column], 16) }));
  notes.addRow([sheetText('sheet.notes.example', language)]).font = { bold: true };
  notes.addRow(IMPORT_COLUMNS.map((column) => columnLabel(column, language))).font = { bold: true };
  const values: Record<ImportColumn, string> = {
    account: 'chenxiao',
    realName: sheetText('sheet.notes.example-name', language),
    mobilePhone: '13800138000',
    email: 'chenxiao@example.com',
    organize: example.organize,
    position: example.position,
    enabledMark: userMessage(language, 'enabled'),
  };
  notes.addRow(IMPORT_COLUMNS.map((column) => values[column]));
  notes.addRow([]);
  notes.addRow([sheetText('sheet.notes.column', language), sheetText('sheet.notes.rule', language)]).font = { bold: true };
  for (const column of IMPORT_COLUMNS) notes.addRow([columnLabel(column, language), columnNote(column, language)]);
  notes.addRow([]);
  notes.addRow([sheetText('sheet.notes.limits', language)]);
  return toBuffer(workbook);
}
