import { invalid } from '../lib/envelope';

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
  throw invalid(`${at}.fixed must be 'left', 'right' or false`);
}

function readWidth(value: unknown, at: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 2000) {
    throw invalid(`${at}.width must be a number of pixels between 1 and 2000`);
  }
  return Math.round(value);
}

function readField(value: unknown, at: string): ColumnField {
  if (!isRecord(value)) throw invalid(`${at} must be an object`);
  const { prop, label, visible } = value;
  if (typeof prop !== 'string' || prop.trim() === '' || prop.length > 100) {
    throw invalid(`${at}.prop must be a non-empty text of at most 100 characters`);
  }
  if (label !== undefined && label !== null && (typeof label !== 'string' || label.length > 200)) {
    throw invalid(`${at}.label must be a text of at most 200 characters`);
  }
  if (typeof visible !== 'boolean') throw invalid(`${at}.visible must be true or false`);
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
    throw invalid('fieldList is not valid JSON');
  }
  if (!Array.isArray(parsed)) throw invalid('fieldList must be a JSON list of columns');
  if (parsed.length > COLUMN_LIMIT) throw invalid(`fieldList has more than ${COLUMN_LIMIT} columns`);
  const seen = new Set<string>();
  return parsed.map((item: unknown, index) => {
    const field = readField(item, `fieldList[${index}]`);
    if (seen.has(field.prop)) throw invalid(`fieldList[${index}].prop '${field.prop}' appears twice`);
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
