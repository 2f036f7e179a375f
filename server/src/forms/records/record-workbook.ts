import ExcelJS from 'exceljs';
import type { CheckedField } from '../form-definition';
import type { CellText } from './record-cells';
import type { RecordNames } from './record-names';

// The export's spreadsheet: one header row of field labels (the fields the caller may see), one row per record,
// then the caller's own columns (a fill-in's order and status), then who created it and when.

export interface WorkbookInput {
  sheetName: string;
  fields: readonly CheckedField[];
  records: readonly {
    record: Record<string, unknown>;
    names: RecordNames;
    creator: string;
    createdAt: string;
    /** Texts of `extraColumns`, by key. */
    extra?: Readonly<Record<string, string>>;
  }[];
  /** Columns after the fields, before creator and time. */
  extraColumns?: readonly { key: string; header: string }[];
  cell: CellText;
  creatorLabel: string;
  createdLabel: string;
}

/** Excel refuses sheet names over 31 characters or holding []:*?/\ . */
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

export async function recordWorkbook(input: WorkbookInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sluice';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetNameOf(input.sheetName));
  sheet.columns = [
    ...input.fields.map((field) => ({
      header: field.label,
      key: field.model,
      width: Math.min(40, Math.max(12, field.label.length * 2 + 4)),
    })),
    ...(input.extraColumns ?? []).map(({ key, header }) => ({ header, key: `#${key}`, width: 18 })),
    { header: input.creatorLabel, key: '#creator', width: 14 },
    { header: input.createdLabel, key: '#created', width: 20 },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const { record, names, creator, createdAt, extra } of input.records) {
    const row: Record<string, string> = { '#creator': creator, '#created': createdAt };
    for (const { key } of input.extraColumns ?? []) row[`#${key}`] = extra?.[key] ?? '';
    for (const field of input.fields) row[field.model] = input.cell(field, record[field.model], names);
    sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
