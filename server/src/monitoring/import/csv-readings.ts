import { refuse } from '../../i18n/localized-error';
import type { ReadingInput } from '../ingest/ingest-types';
import type { PointIndex } from '../point-cache';
import type { FileRecord } from './file-records';
import { readNumberCell } from './number-cell';
import { resolvePointRef, type PointRef } from './point-ref';
import { assembleRow, groupColumns, type ColumnTarget } from './row-assembler';

export interface ParsedReadings {
  format: 'csv-long' | 'csv-wide' | 'toa5';
  /** Data rows read (header lines excluded). */
  dataRows: number;
  readings: ReadingInput[];
}

const POINT_HEADERS = new Set(['pointid', 'point_id', 'point', 'monitoringpointid']);
const TIME_HEADERS = new Set(['ts', 'time', 'timestamp', 'datetime', 'date_time']);

/** `pointId,ts,value[,quality][,<channel>...]`: one reading per line. */
function readLong(header: string[], rows: readonly FileRecord[], points: PointIndex): ReadingInput[] {
  const lower = header.map((name) => name.trim().toLowerCase());
  const pointAt = lower.findIndex((name) => POINT_HEADERS.has(name));
  const timeAt = lower.findIndex((name) => TIME_HEADERS.has(name));
  const valueAt = lower.indexOf('value');
  const qualityAt = lower.indexOf('quality');
  if (timeAt < 0) throw refuse('import.csv-no-time');
  const knownChannels = new Set<string>();
  for (const point of points.byId.values()) for (const key of point.channelKeys) knownChannels.add(key);
  const channelColumns: { column: number; key: string }[] = [];
  header.forEach((name, column) => {
    if (column === pointAt || column === timeAt || column === valueAt || column === qualityAt) return;
    const key = name.trim();
    if (!knownChannels.has(key)) {
      throw refuse('import.csv-column-unknown', { column: column + 1, name: key.slice(0, 40) });
    }
    channelColumns.push({ column, key });
  });
  return rows.map((row, index) => {
    const cells = row.cells;
    const input: ReadingInput = { pointId: cells[pointAt] ?? '', ts: cells[timeAt] ?? '', index, line: row.line };
    if (cells.length !== header.length) {
      return { ...input, invalidReason: `line has ${cells.length} fields, the header has ${header.length}` };
    }
    const valueCell = readNumberCell(cells[valueAt]);
    if (valueCell.kind === 'bad') return { ...input, field: header[valueAt] ?? 'value', invalidReason: valueCell.reason };
    if (valueCell.kind === 'number') input.value = valueCell.value;
    if (qualityAt >= 0 && (cells[qualityAt]?.trim() ?? '') !== '') input.quality = cells[qualityAt]?.trim();
    let values: Record<string, number> | undefined;
    for (const { column, key } of channelColumns) {
      const cell = readNumberCell(cells[column]);
      if (cell.kind === 'bad') return { ...input, field: key, invalidReason: `${key}: ${cell.reason}` };
      if (cell.kind === 'number') (values ??= {})[key] = cell.value;
    }
    if (values) input.values = values;
    return input;
  });
}

/** `<time>,<point>,<point>.<channel>,...`: one column per point (or channel), one row per time. */
function readWide(header: string[], rows: readonly FileRecord[], points: PointIndex): ReadingInput[] {
  const targets: ColumnTarget[] = [];
  for (let column = 1; column < header.length; column += 1) {
    const field = (header[column] ?? '').trim();
    if (field === '') throw refuse('import.csv-column-no-header', { column: column + 1 });
    const ref: PointRef | string = resolvePointRef(field, points);
    if (typeof ref === 'string') throw refuse('import.csv-column-ref', { column: column + 1, reason: ref });
    targets.push({ column, field, ref });
  }
  if (targets.length === 0) throw refuse('import.csv-no-points');
  const groups = groupColumns(targets);
  const out: ReadingInput[] = [];
  rows.forEach((row, index) => {
    if (row.cells.length !== header.length) {
      out.push({
        pointId: targets[0]?.ref.point.id,
        ts: row.cells[0] ?? '',
        index,
        line: row.line,
        invalidReason: `line has ${row.cells.length} fields, the header has ${header.length}`,
      });
      return;
    }
    out.push(...assembleRow(row.cells, groups, row.cells[0] ?? '', index, row.line));
  });
  return out;
}

/** Reads a CSV: long form when the header names pointId and value, otherwise wide form. */
export function readCsvReadings(records: readonly FileRecord[], points: PointIndex): ParsedReadings {
  const [head, ...rows] = records;
  if (!head) throw refuse('import.file-empty');
  const lower = head.cells.map((name) => name.trim().toLowerCase());
  const isLong = lower.some((name) => POINT_HEADERS.has(name)) && lower.includes('value');
  const readings = isLong ? readLong(head.cells, rows, points) : readWide(head.cells, rows, points);
  return { format: isLong ? 'csv-long' : 'csv-wide', dataRows: rows.length, readings };
}
