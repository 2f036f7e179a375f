import dayjs, { type Dayjs } from 'dayjs';
import type { FormField } from '../../../../server/src/wire/visualdev';
import { kindOf } from './field-kinds';
import { tableColumns } from './parse-form-fields';

// Form values (what antd controls hold: dayjs for dates and times, booleans for switches) to the record the server
// checks (server/src/forms/README.md: epoch ms, 'HH:mm:ss', 1/0, [] for an empty number range), and back for editing.

type Values = Record<string, unknown>;

/** A time field's text format: 'HH:mm' when the designer chose it, else 'HH:mm:ss'. */
export const timeFormat = (field: FormField): string => ((field as Record<string, unknown>).format === 'HH:mm' ? 'HH:mm' : 'HH:mm:ss');

const isDayjs = (value: unknown): value is Dayjs => dayjs.isDayjs(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function rangeToRecord(value: unknown): unknown {
  if (!Array.isArray(value)) return [];
  const low = isFiniteNumber(value[0]) ? value[0] : null;
  const high = isFiniteNumber(value[1]) ? value[1] : null;
  // Seed 001 section 5: both ends empty is an empty list.
  return low === null && high === null ? [] : [low, high];
}

function toRecordValue(field: FormField, value: unknown): unknown {
  if (value === undefined) return undefined;
  switch (kindOf(field)) {
    case 'date':
      return isDayjs(value) ? value.valueOf() : value;
    case 'time':
      return isDayjs(value) ? value.format(timeFormat(field)) : value;
    case 'switch':
      return value === true || value === 1 ? 1 : 0;
    case 'numRange':
      return rangeToRecord(value);
    case 'table':
      return Array.isArray(value) ? value.map((row: Values) => recordFromValues(tableColumns(field), row ?? {})) : value;
    default:
      return value;
  }
}

function parseTime(text: string): Dayjs | undefined {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  return dayjs()
    .startOf('day')
    .hour(Number(match[1]))
    .minute(Number(match[2]))
    .second(Number(match[3] ?? 0));
}

function toFormValue(field: FormField, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  switch (kindOf(field)) {
    case 'date':
      return isFiniteNumber(value) ? dayjs(value) : undefined;
    case 'time':
      return typeof value === 'string' ? parseTime(value) : undefined;
    case 'switch':
      return value === 1 || value === true;
    case 'numRange':
      return Array.isArray(value) && value.length === 2 ? value : [null, null];
    case 'table':
      return Array.isArray(value) ? value.map((row: Values) => valuesFromRecord(tableColumns(field), row ?? {})) : [];
    default:
      return value;
  }
}

/** Form values into the record the server checks; fields left untouched are left out. */
export function recordFromValues(fields: readonly FormField[], values: Values): Values {
  const record: Values = {};
  for (const field of fields) {
    const value = toRecordValue(field, values[field.__vModel__]);
    if (value !== undefined) record[field.__vModel__] = value;
  }
  return record;
}

/** A stored record into form values, for editing and viewing; keys the form lacks are dropped. */
export function valuesFromRecord(fields: readonly FormField[], record: Values): Values {
  const values: Values = {};
  for (const field of fields) {
    const value = toFormValue(field, record[field.__vModel__]);
    if (value !== undefined) values[field.__vModel__] = value;
  }
  return values;
}
