import ExcelJS from 'exceljs';
import type { ServerLanguage } from '../i18n/languages';
import { refuse } from '../i18n/localized-error';
import { translate } from '../i18n/server-i18n';
import { decodeText, readRecords } from '../monitoring/import/file-records';
import type { DictionaryDataRow } from './dictionary-store';

// The dictionary entries' spreadsheet: export writes it, import reads it back (or the same columns as CSV). Columns
// in order: name, code, parent code (tree types), sort code, enabled (1 or 0). The header row is skipped on import
// whatever its language.

export const DICTIONARY_IMPORT_MAX_ROWS = 5_000;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface SheetRow {
  /** The row (xlsx) or line (csv) number a spreadsheet shows. */
  row: number;
  fullName: string;
  enCode: string;
  parentCode: string;
  sortCode: string;
  enabledMark: string;
}

function headers(language: ServerLanguage): string[] {
  return [
    translate(language, 'system-data.sheet.full-name'),
    translate(language, 'system-data.sheet.en-code'),
    translate(language, 'system-data.sheet.parent-code'),
    translate(language, 'system-data.sheet.sort-code'),
    translate(language, 'system-data.sheet.enabled'),
  ];
}

export async function dictionaryWorkbook(language: ServerLanguage, typeName: string, entries: DictionaryDataRow[]): Promise<Buffer> {
  const codes = new Map(entries.map((entry) => [entry.id, entry.enCode]));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(typeName.slice(0, 31) || 'Dictionary');
  sheet.addRow(headers(language)).font = { bold: true };
  for (const entry of entries)
    sheet.addRow([entry.fullName, entry.enCode, codes.get(entry.parentId) ?? '', entry.sortCode, entry.enabledMark]);
  sheet.columns.forEach((column) => (column.width = 20));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return cell.text.trim();
}

/** The data rows of an uploaded .xlsx or .csv (header row dropped); 401 when it cannot be read or is too long. */
export async function readDictionarySheet(buffer: Buffer): Promise<SheetRow[]> {
  let records: { line: number; cells: string[] }[];
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    } catch {
      throw refuse('system-data.import.unreadable');
    }
    records = [];
    workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = [];
      for (let column = 1; column <= 5; column += 1) cells.push(cellText(row.getCell(column)));
      records.push({ line, cells });
    });
  } else {
    records = readRecords(decodeText(buffer));
  }
  const rows = records.slice(1).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw refuse('system-data.import.empty');
  if (rows.length > DICTIONARY_IMPORT_MAX_ROWS) throw refuse('system-data.import.too-many', { max: DICTIONARY_IMPORT_MAX_ROWS });
  return rows.map(({ line, cells }) => ({
    row: line,
    fullName: cells[0]?.trim() ?? '',
    enCode: cells[1]?.trim() ?? '',
    parentCode: cells[2]?.trim() ?? '',
    sortCode: cells[3]?.trim() ?? '',
    enabledMark: cells[4]?.trim() ?? '',
  }));
}
