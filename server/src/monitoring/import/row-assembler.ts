import type { ReadingInput } from '../ingest/ingest-types';
import { readNumberCell } from './number-cell';
import type { PointRef } from './point-ref';

/** A file column that carries measurements: its position, header text and target. */
export interface ColumnTarget {
  column: number;
  field: string;
  ref: PointRef;
}

/** Columns grouped by point, so a GNSS point's x, y and z columns make one reading. */
export type ColumnGroups = ColumnTarget[][];

export function groupColumns(targets: readonly ColumnTarget[]): ColumnGroups {
  const groups = new Map<string, ColumnTarget[]>();
  for (const target of targets) {
    const group = groups.get(target.ref.point.id) ?? [];
    group.push(target);
    groups.set(target.ref.point.id, group);
  }
  return [...groups.values()];
}

/**
 * Turns one data row of a wide file (a time column, then columns per point) into readings. Empty cells mean
 * "no reading"; a cell that is not a number (NAN, text) makes that point's reading a rejection naming the column.
 */
export function assembleRow(cells: readonly string[], groups: ColumnGroups, ts: string, index: number, line: number): ReadingInput[] {
  const out: ReadingInput[] = [];
  for (const group of groups) {
    const first = group[0];
    if (!first) continue;
    let value: number | undefined;
    let values: Record<string, number> | undefined;
    let bad: { field: string; reason: string } | undefined;
    let seen = false;
    for (const target of group) {
      const cell = readNumberCell(cells[target.column]);
      if (cell.kind === 'empty') continue;
      seen = true;
      if (cell.kind === 'bad') {
        bad ??= { field: target.field, reason: cell.reason };
        continue;
      }
      if (target.ref.channel === null) value = cell.value;
      else (values ??= {})[target.ref.channel] = cell.value;
    }
    if (!seen) continue;
    const where = { pointId: first.ref.point.id, ts, index, line };
    if (bad) {
      out.push({ ...where, field: bad.field, invalidReason: bad.reason });
    } else {
      out.push({ ...where, field: first.field, ...(value === undefined ? {} : { value }), ...(values ? { values } : {}) });
    }
  }
  return out;
}
