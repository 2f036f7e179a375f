import type { CheckedField } from '../form-definition';
import type { RecordNames } from './record-names';

// A record's values as a person reads them in a spreadsheet: the names of what ids name (record-names.ts), dates in
// the caller's zone, a sub-table or a business list by its row count.

export type CellText = (field: CheckedField, value: unknown, names: RecordNames) => string;

function wallClock(timeZone: string, withTime: boolean): (epochMs: number) => string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' as const } : {}),
  });
  return (epochMs) => format.format(new Date(epochMs));
}

/** A cell writer for records whose ids were named by recordNamesFor (record-names.ts): `names` is the record's. */
export function cellTextFor(timeZone: string): CellText {
  const day = wallClock(timeZone, false);
  return (field, value, names) => {
    if (value === undefined || value === null || value === '') return '';
    const named = names[field.model];
    if (named !== undefined) return named;
    switch (field.kind) {
      case 'date':
        return typeof value === 'number' ? day(value) : String(value);
      case 'table':
      case 'patrolContent':
      case 'maintenanceCheck':
      case 'assessment':
        return Array.isArray(value) ? String(value.length) : '';
      case 'signature':
        return '✓';
      case 'location':
        return typeof value === 'object'
          ? String((value as { address?: string; lngLat?: string }).address ?? (value as { lngLat?: string }).lngLat ?? '')
          : String(value);
      case 'uploadFz':
        return Array.isArray(value) ? value.map((file: { name?: string }) => file.name ?? '').join(', ') : '';
      default:
        return Array.isArray(value)
          ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
    }
  };
}

export { wallClock };
