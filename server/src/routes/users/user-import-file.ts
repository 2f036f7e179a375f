import ExcelJS from 'exceljs';
import { AppError, invalid } from '../../lib/envelope';
import { decodeText, readRecords } from '../../monitoring/import/file-records';
import type { UserMessages } from './user-messages';
import { REQUIRED_IMPORT_COLUMNS, columnLabel, headerKey, importHeaders, type ImportColumn } from './user-sheet-columns';

/** An import holds at most this many user rows. */
export const IMPORT_MAX_ROWS = 5_000;

/** One data row of the file: its row (xlsx) or line (csv) number as a spreadsheet shows it, and its values. */
export interface ImportRow {
  row: number;
  values: Partial<Record<ImportColumn, string>>;
}

interface RawRecord {
  line: number;
  cells: string[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // A mobile number typed into a plain cell arrives as a number; print it whole, never as 1.38e+10.
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (value instanceof Date) return value.toISOString();
  return cell.text; // rich text, hyperlinks and formula results as their shown text
}

async function xlsxRecords(buffer: Buffer, messages: UserMessages): Promise<RawRecord[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own global Buffer (extends ArrayBuffer) that Node's Buffer type no longer matches.
    await workbook.xlsx.load(buffer as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  } catch {
    throw invalid(messages.t('import-unreadable'));
  }
  // The first sheet holds the users; the template's notes sheet comes after it.
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: RawRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column)).trim());
    records.push({ line: rowNumber, cells });
  });
  return records;
}

function csvRecords(buffer: Buffer, messages: UserMessages): RawRecord[] {
  try {
    return readRecords(decodeText(buffer));
  } catch (error) {
    if (error instanceof AppError) throw invalid(messages.t('import-unreadable'));
    throw error;
  }
}

/** Which import column each file column holds; unknown headers are ignored (an export can be fed back). */
function mapHeader(cells: string[], messages: UserMessages): Map<number, ImportColumn> {
  const columns = new Map<number, ImportColumn>();
  const seen = new Set<ImportColumn>();
  cells.forEach((text, position) => {
    const column = importHeaders().get(headerKey(text));
    if (column && !seen.has(column)) {
      seen.add(column);
      columns.set(position, column);
    }
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    const separator = messages.language === 'en' ? ', ' : '、';
    throw invalid(
      messages.t('import-missing-columns', { columns: missing.map((column) => columnLabel(column, messages.language)).join(separator) }),
    );
  }
  return columns;
}

/**
 * Reads an uploaded .xlsx (first sheet) or .csv (UTF-8 or GB18030) into rows keyed by column. The first non-empty
 * row is the header; blank rows are skipped. Answers 401 for a file of another kind, an unreadable one, missing
 * required columns, no rows, or more than IMPORT_MAX_ROWS rows.
 */
export async function readImportFile(file: { name: string; buffer: Buffer }, messages: UserMessages): Promise<ImportRow[]> {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const zip = file.buffer.subarray(0, 4).equals(ZIP_MAGIC);
  let records: RawRecord[];
  if (extension === 'xlsx') records = await xlsxRecords(file.buffer, messages);
  else if (extension === 'csv' && !zip) records = csvRecords(file.buffer, messages);
  else throw invalid(messages.t('import-file-type'));
  const filled = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...data] = filled;
  if (!header) throw invalid(messages.t('import-empty'));
  const columns = mapHeader(header.cells, messages);
  if (data.length === 0) throw invalid(messages.t('import-empty'));
  if (data.length > IMPORT_MAX_ROWS) {
    throw invalid(
      messages.t('import-too-many', { max: IMPORT_MAX_ROWS.toLocaleString('en-US'), rows: data.length.toLocaleString('en-US') }),
    );
  }
  return data.map((record) => {
    const values: ImportRow['values'] = {};
    for (const [position, column] of columns) values[column] = record.cells[position]?.trim() ?? '';
    return { row: record.line, values };
  });
}
