import { parse } from 'csv-parse/sync';
import { refuse } from '../../i18n/localized-error';

/** One parsed line (or quoted multi-line record) of a text file, with the 1-based line it starts on. */
export interface FileRecord {
  cells: string[];
  line: number;
}

/** UTF-8 (with or without BOM); files saved by Chinese Excel in GB18030/GBK are read too. */
export function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('gb18030').decode(buffer);
  }
}

/** Splits CSV text into records; a broken quote makes the whole file unreadable, said with its line. */
export function readRecords(text: string): FileRecord[] {
  try {
    const parsed = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: false,
      info: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => {
      // info.lines is where the record ended; quoted line breaks inside it move its start back.
      let breaks = 0;
      for (const cell of record) for (const ch of cell) if (ch === '\n') breaks += 1;
      return { cells: record, line: info.lines - breaks };
    });
  } catch (error) {
    const detail = error as { code?: string; lines?: number; message?: string };
    // csv-parse says what is wrong in English; its first clause goes into the sentence as written.
    const reason = (detail.message ?? 'unreadable').split(':')[0] ?? 'unreadable';
    throw detail.lines ? refuse('import.not-csv-at', { line: detail.lines, detail: reason }) : refuse('import.not-csv', { detail: reason });
  }
}
