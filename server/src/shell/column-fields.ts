import { reject } from '../i18n/localized-error';

/** A table may remember at most this many columns per page. */
export const COLUMN_LIMIT = 200;
/** Upper bound of the fieldList JSON text, well above 200 columns with long labels. */
export const FIELD_LIST_MAX_CHARS = 100_000;

/** One column of a saved table layout, in display order. */
export interface ColumnField {
  prop: string;
  label?: string;
  visible: boolean;
  fixed?: 'left' | 'right';
  width?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFixed(value: unknown, at: string): ColumnField['fixed'] {
  if (value === 'left' || value === true) return 'left'; // antd reads `fixed: true` as left
  if (value === 'right') return 'right';
  if (value === undefined || value === null || value === false || value === '') return undefined;
  throw reject('columns.fixed', { at });
}

function readWidth(value: unknown, at: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 2000) {
    throw reject('columns.width', { at });
  }
  return Math.round(value);
}

function readField(value: unknown, at: string): ColumnField {
  if (!isRecord(value)) throw reject('columns.not-object', { at });
  const { prop, label, visible } = value;
  if (typeof prop !== 'string' || prop.trim() === '' || prop.length > 100) {
    throw reject('columns.prop', { at });
  }
  if (label !== undefined && label !== null && (typeof label !== 'string' || label.length > 200)) {
    throw reject('columns.label', { at });
  }
  if (typeof visible !== 'boolean') throw reject('columns.visible', { at });
  const field: ColumnField = { prop, visible };
  if (typeof label === 'string') field.label = label;
  const fixed = readFixed(value.fixed, at);
  if (fixed) field.fixed = fixed;
  const width = readWidth(value.width, at);
  if (width !== undefined) field.width = width;
  return field;
}

/**
 * Parses and checks a column-settings fieldList (JSON text). Throws 401 with a message naming the first bad item;
 * the result holds only the known keys, so what is stored is exactly what the console may read back.
 */
export function parseFieldList(text: string): ColumnField[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw reject('columns.not-json');
  }
  if (!Array.isArray(parsed)) throw reject('columns.not-list');
  if (parsed.length > COLUMN_LIMIT) throw reject('columns.too-many', { max: COLUMN_LIMIT });
  const seen = new Set<string>();
  return parsed.map((item: unknown, index) => {
    const field = readField(item, `fieldList[${index}]`);
    if (seen.has(field.prop)) throw reject('columns.prop-repeated', { index, prop: field.prop });
    seen.add(field.prop);
    return field;
  });
}

/** Reads back a stored list; a row that no longer parses (hand-edited, older format) counts as no setting. */
export function readStoredFieldList(text: string): ColumnField[] {
  try {
    return parseFieldList(text);
  } catch {
    return [];
  }
}
