import type { Db } from '../../db/database';
import type { JnpfKey } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';
import type { ReleasedForm } from './released-form';

// A record's values as a person reads them in a spreadsheet: option and dictionary names instead of ids, people by
// name, dates in the caller's zone, a sub-table or a business list by its row count.

export type CellText = (field: CheckedField, value: unknown) => string;

const NAME_KINDS: ReadonlySet<JnpfKey> = new Set(['userSelect', 'select', 'radio', 'checkbox', 'dicSelect']);

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

/** Ids to names for the choices and people the rows hold: fixed options, dictionary entries, users. */
async function namesFor(db: Db, form: ReleasedForm, ids: ReadonlySet<string>): Promise<Map<string, Map<string, string>>> {
  const byField = new Map<string, Map<string, string>>();
  const wanted = [...ids];
  const [users, entries] = await Promise.all([
    wanted.length > 0 ? db.selectFrom('users').select(['id', 'realName']).where('id', 'in', wanted).execute() : [],
    wanted.length > 0 ? db.selectFrom('dictionaryData').select(['id', 'fullName']).where('id', 'in', wanted).execute() : [],
  ]);
  const userNames = new Map(users.map((user) => [user.id, user.realName]));
  const entryNames = new Map(entries.map((entry) => [entry.id, entry.fullName]));
  for (const field of form.fields) {
    if (!NAME_KINDS.has(field.kind)) continue;
    if (field.kind === 'userSelect') {
      byField.set(field.model, userNames);
      continue;
    }
    const options = (form.raw.get(field.model)?.options ?? []) as { id: string | number; fullName: string }[];
    byField.set(field.model, options.length > 0 ? new Map(options.map((option) => [String(option.id), option.fullName])) : entryNames);
  }
  return byField;
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(idsOf) : typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];

/** A cell writer for these records: one lookup of every name they need. */
export async function cellTextFor(
  db: Db,
  form: ReleasedForm,
  records: readonly Record<string, unknown>[],
  timeZone: string,
): Promise<CellText> {
  const ids = new Set<string>();
  for (const record of records)
    for (const field of form.fields) if (NAME_KINDS.has(field.kind)) for (const id of idsOf(record[field.model])) ids.add(id);
  const names = await namesFor(db, form, ids);
  const day = wallClock(timeZone, false);
  return (field, value) => {
    if (value === undefined || value === null || value === '') return '';
    const named = names.get(field.model);
    if (named)
      return idsOf(value)
        .map((id) => named.get(id) ?? id)
        .join(', ');
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
