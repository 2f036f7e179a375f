import { refuse } from '../../i18n/localized-error';
import type { ReadingInput } from '../ingest/ingest-types';
import type { PointIndex } from '../point-cache';
import type { ParsedReadings } from './csv-readings';
import type { FileRecord } from './file-records';
import { resolvePointRef } from './point-ref';
import { assembleRow, groupColumns, type ColumnTarget } from './row-assembler';

export function isToa5(records: readonly FileRecord[]): boolean {
  return records[0]?.cells[0]?.trim().toUpperCase() === 'TOA5';
}

/** The `mapping` form field: JSON `{ "<TOA5 field>": "<point id or code>[.<channel>]" }`. */
export function parseMapping(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('import.mapping-not-json');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refuse('import.mapping-not-object');
  }
  const mapping: Record<string, string> = {};
  for (const [field, target] of Object.entries(parsed)) {
    if (typeof target !== 'string' || target.trim() === '') throw refuse('import.mapping-target', { field: field.slice(0, 40) });
    mapping[field] = target;
  }
  if (Object.keys(mapping).length === 0) throw refuse('import.mapping-empty');
  return mapping;
}

function checkHeader(records: readonly FileRecord[]): string[] {
  if (records.length < 4) {
    throw refuse('import.toa5-line-count', { found: records.length });
  }
  const environment = records[0]?.cells ?? [];
  if (environment.length < 2) throw refuse('import.toa5-station');
  const names = (records[1]?.cells ?? []).map((name) => name.trim());
  const unitCount = records[2]?.cells.length ?? 0;
  if (unitCount !== names.length) throw refuse('import.toa5-units-count', { count: unitCount, names: names.length });
  const processingCount = records[3]?.cells.length ?? 0;
  if (processingCount !== names.length) throw refuse('import.toa5-processing-count', { count: processingCount, names: names.length });
  if (names[0]?.toUpperCase() !== 'TIMESTAMP') throw refuse('import.toa5-timestamp-first');
  // TIMESTAMP has unit "TS" and no processing; a date there means a header line is missing and data moved up.
  const units = records[2]?.cells[0]?.trim() ?? '';
  const processing = records[3]?.cells[0]?.trim() ?? '';
  if ((units !== '' && units.toUpperCase() !== 'TS') || processing !== '') {
    throw refuse('import.toa5-line-missing');
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (name === '') throw refuse('import.toa5-empty-name');
    if (seen.has(name)) throw refuse('import.toa5-repeated-name', { name: name.slice(0, 40) });
    seen.add(name);
  }
  return names;
}

function mappedColumns(names: readonly string[], mapping: Record<string, string> | undefined, points: PointIndex): ColumnTarget[] {
  const targets: ColumnTarget[] = [];
  if (mapping) {
    for (const [field, target] of Object.entries(mapping)) {
      const column = names.indexOf(field);
      if (column < 0)
        throw refuse('import.mapping-unknown-field', { field: field.slice(0, 40), fields: names.slice(1).join(', ').slice(0, 300) });
      if (column === 0 || names[column]?.toUpperCase() === 'RECORD')
        throw refuse('import.mapping-not-measurement', { field: field.slice(0, 40) });
      const ref = resolvePointRef(target, points);
      if (typeof ref === 'string') throw refuse('import.mapping-ref', { field: field.slice(0, 40), reason: ref });
      targets.push({ column, field, ref });
    }
    return targets;
  }
  // No mapping: fields named after a point's id or code map to it.
  names.forEach((field, column) => {
    if (column === 0) return;
    const ref = resolvePointRef(field, points);
    if (typeof ref !== 'string') targets.push({ column, field, ref });
  });
  if (targets.length === 0) {
    throw refuse('import.toa5-no-points');
  }
  return targets;
}

/**
 * Reads a Campbell Scientific TOA5 file: 4 header lines, then one record per line with TIMESTAMP first.
 * RECORD and unmapped fields are ignored; NAN cells are rejected per reading with their line and field.
 */
export function readToa5Readings(records: readonly FileRecord[], mappingText: string | undefined, points: PointIndex): ParsedReadings {
  const names = checkHeader(records);
  const groups = groupColumns(mappedColumns(names, parseMapping(mappingText), points));
  const rows = records.slice(4);
  const readings: ReadingInput[] = [];
  rows.forEach((row, index) => {
    if (row.cells.length !== names.length) {
      const first = groups[0]?.[0];
      readings.push({
        pointId: first?.ref.point.id,
        ts: row.cells[0] ?? '',
        index,
        line: row.line,
        invalidReason: `line has ${row.cells.length} fields, the header has ${names.length}`,
      });
      return;
    }
    readings.push(...assembleRow(row.cells, groups, row.cells[0] ?? '', index, row.line));
  });
  return { format: 'toa5', dataRows: rows.length, readings };
}
