import { badRequest } from '../../lib/envelope';
import type { ReadingInput } from '../ingest/ingest-types';
import type { PointIndex } from '../point-cache';
import type { ParsedReadings } from './csv-readings';
import type { FileRecord } from './file-records';
import { resolvePointRef } from './point-ref';
import { assembleRow, groupColumns, type ColumnTarget } from './row-assembler';

const HEADER_LINES = ['environment', 'field names', 'units', 'processing'] as const;

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
    throw badRequest('mapping is not valid JSON; expected {"<TOA5 field name>": "<pointId>"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('mapping must be a JSON object {"<TOA5 field name>": "<pointId>"}');
  }
  const mapping: Record<string, string> = {};
  for (const [field, target] of Object.entries(parsed)) {
    if (typeof target !== 'string' || target.trim() === '') throw badRequest(`mapping for field "${field.slice(0, 40)}" must be a point id or code`);
    mapping[field] = target;
  }
  if (Object.keys(mapping).length === 0) throw badRequest('mapping is empty');
  return mapping;
}

function checkHeader(records: readonly FileRecord[]): string[] {
  if (records.length < 4) {
    throw badRequest(`Malformed TOA5 header: expected 4 header lines (environment, field names, units, processing), found ${records.length}`);
  }
  const environment = records[0]?.cells ?? [];
  if (environment.length < 2) throw badRequest('Malformed TOA5 header: line 1 (environment) must name the station after "TOA5"');
  const names = (records[1]?.cells ?? []).map((name) => name.trim());
  for (let at = 2; at < 4; at += 1) {
    const count = records[at]?.cells.length ?? 0;
    if (count !== names.length) {
      throw badRequest(`Malformed TOA5 header: line ${at + 1} (${HEADER_LINES[at]}) has ${count} fields, line 2 (field names) has ${names.length}`);
    }
  }
  if (names[0]?.toUpperCase() !== 'TIMESTAMP') throw badRequest('Malformed TOA5 header: the first field must be TIMESTAMP');
  // TIMESTAMP has unit "TS" and no processing; a date there means a header line is missing and data moved up.
  const units = records[2]?.cells[0]?.trim() ?? '';
  const processing = records[3]?.cells[0]?.trim() ?? '';
  if ((units !== '' && units.toUpperCase() !== 'TS') || processing !== '') {
    throw badRequest('Malformed TOA5 header: lines 3 and 4 must be units and processing (a header line is missing)');
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (name === '') throw badRequest('Malformed TOA5 header: line 2 has an empty field name');
    if (seen.has(name)) throw badRequest(`Malformed TOA5 header: field "${name.slice(0, 40)}" appears twice`);
    seen.add(name);
  }
  return names;
}

function mappedColumns(names: readonly string[], mapping: Record<string, string> | undefined, points: PointIndex): ColumnTarget[] {
  const targets: ColumnTarget[] = [];
  if (mapping) {
    for (const [field, target] of Object.entries(mapping)) {
      const column = names.indexOf(field);
      if (column < 0) throw badRequest(`mapping names field "${field.slice(0, 40)}", which is not in the file (fields: ${names.slice(1).join(', ').slice(0, 300)})`);
      if (column === 0 || names[column]?.toUpperCase() === 'RECORD') throw badRequest(`mapping cannot map ${field}: it is not a measurement`);
      const ref = resolvePointRef(target, points);
      if (typeof ref === 'string') throw badRequest(`mapping for field "${field.slice(0, 40)}": ${ref}`);
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
    throw badRequest('No TOA5 field names a monitoring point: send a mapping field, JSON {"<TOA5 field name>": "<pointId>"}');
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
      readings.push({ pointId: first?.ref.point.id, ts: row.cells[0] ?? '', index, line: row.line, invalidReason: `line has ${row.cells.length} fields, the header has ${names.length}` });
      return;
    }
    readings.push(...assembleRow(row.cells, groups, row.cells[0] ?? '', index, row.line));
  });
  return { format: 'toa5', dataRows: rows.length, readings };
}
