import sqlParser from 'node-sql-parser';
import type { Dialect } from '../db/database';
import { refuse } from '../i18n/localized-error';

// node-sql-parser is CommonJS: Node's ESM loader offers only its default export.
const { Parser } = sqlParser;

// The SQL half of the data-interface fence (server/README.md "Data interfaces: the fence"). A definition's statement
// is checked here when it is saved and again before every run: exactly one SELECT, reading only allow-listed tables,
// calling only allow-listed functions, naming no secret-looking column, with values only through @name parameters.

/**
 * Tables a data interface may read. Never sessions, tokens, codes, users (password hashes), logs or the data
 * interfaces themselves: what is not listed is refused.
 */
export const READABLE_TABLES: ReadonlySet<string> = new Set([
  'organize',
  'position',
  'project',
  'role',
  'area',
  'dictionary_type',
  'dictionary_data',
  'monitoring_point',
  'latest_reading',
  'dam',
  'dam_seepage_record',
  'dam_seepage_flow_record',
  'alarm',
]);

/** Functions a statement may call: aggregates and plain value functions. Anything else (pg_read_file, sleeps, set_config, dblink...) is refused. */
const CALLABLE_FUNCTIONS: ReadonlySet<string> = new Set(
  [
    'count',
    'sum',
    'avg',
    'min',
    'max',
    'coalesce',
    'nullif',
    'ifnull',
    'lower',
    'upper',
    'length',
    'trim',
    'ltrim',
    'rtrim',
    'substr',
    'substring',
    'replace',
    'round',
    'abs',
    'floor',
    'ceil',
    'ceiling',
    'concat',
    'instr',
    'strftime',
    'date',
    'datetime',
    'to_char',
    'to_timestamp',
    'date_trunc',
    'group_concat',
    'string_agg',
    'cast',
  ].map((name) => name.toLowerCase()),
);

/** Column names that look like secrets are refused even on a readable table. */
const SECRET_COLUMN = /password|passwd|secret|token|salt|hash|captcha|sms_code/i;

const parser = new Parser();

export interface CheckedStatement {
  /** The statement with each @name replaced by the dialect's placeholder ($1 for PostgreSQL, ? for SQLite). */
  text: string;
  /** The parameter names in placeholder order (a name used twice appears twice). */
  parameterNames: string[];
}

/**
 * Splits a statement at @name markers outside quoted text. Quotes are tracked so that '@x' inside a string literal or
 * an identifier stays text; a statement never has values spliced in.
 */
function splitParameters(statement: string): { parts: string[]; names: string[] } {
  const parts: string[] = [];
  const names: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < statement.length; i += 1) {
    const char = statement[i] as string;
    if (quote) {
      current += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
      current += char;
      continue;
    }
    const match = char === '@' ? /^@([A-Za-z_][A-Za-z0-9_]*)/.exec(statement.slice(i)) : null;
    if (match) {
      parts.push(current);
      names.push(match[1] as string);
      current = '';
      i += match[0].length - 1;
      continue;
    }
    current += char;
  }
  if (quote) throw refuse('system-data.fence.sql-unparsable');
  parts.push(current);
  return { parts, names };
}

/** Every function name called anywhere in the AST, lower-cased. */
function calledFunctions(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) calledFunctions(child, found);
    return found;
  }
  if (!node || typeof node !== 'object') return found;
  const record = node as Record<string, unknown>;
  if (record.type === 'function' || record.type === 'aggr_func') {
    const name = record.name;
    if (typeof name === 'string') found.add(name.toLowerCase());
    else if (name && typeof name === 'object') {
      const segments = (name as { name?: { value?: unknown }[] }).name ?? [];
      found.add(
        segments
          .map((segment) => String(segment.value ?? ''))
          .join('.')
          .toLowerCase(),
      );
    }
  }
  if (record.type === 'cast') found.add('cast');
  for (const value of Object.values(record)) calledFunctions(value, found);
  return found;
}

/** The names the statement's WITH clause defines: they read like tables in tableList but hold only checked reads. */
function commonTableNames(ast: unknown): Set<string> {
  const names = new Set<string>();
  const withList = (ast as { with?: { name?: { value?: string } | string }[] | null }).with ?? [];
  for (const entry of withList) {
    const name = typeof entry.name === 'string' ? entry.name : entry.name?.value;
    if (name) names.add(name.toLowerCase());
  }
  return names;
}

/**
 * Checks one data-interface statement and prepares it for the dialect; throws a 400 naming what is wrong. Recursive
 * CTEs are refused: they are the easy way to make a statement that never ends.
 */
export function checkStatement(statement: string, dialect: Dialect): CheckedStatement {
  const trimmed = statement.trim().replace(/;\s*$/, '');
  if (trimmed === '') throw refuse('system-data.fence.sql-empty');
  const { parts, names } = splitParameters(trimmed);
  // The parser reads :name as a parameter in both dialects.
  const parsable = parts.map((part, index) => (index < names.length ? `${part}:${names[index] as string}` : part)).join('');
  const database = dialect === 'postgres' ? 'postgresql' : 'sqlite';
  let ast: unknown;
  try {
    ast = parser.astify(parsable, { database });
  } catch {
    throw refuse('system-data.fence.sql-unparsable');
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw refuse('system-data.fence.sql-one-statement');
  const only = statements[0] as { type?: string; with?: { recursive?: boolean }[] | null };
  if (only.type !== 'select') throw refuse('system-data.fence.sql-select-only');
  if (/\brecursive\b/i.test(parts.join(' '))) throw refuse('system-data.fence.sql-recursive');
  const commonTables = commonTableNames(only);
  for (const entry of parser.tableList(parsable, { database })) {
    const [kind, , table = ''] = entry.split('::');
    if (kind !== 'select') throw refuse('system-data.fence.sql-select-only');
    const name = table.toLowerCase();
    if (!READABLE_TABLES.has(name) && !commonTables.has(name)) throw refuse('system-data.fence.sql-table', { table });
  }
  for (const entry of parser.columnList(parsable, { database })) {
    const column = entry.split('::')[2] ?? '';
    if (SECRET_COLUMN.test(column)) throw refuse('system-data.fence.sql-column', { column });
  }
  for (const name of calledFunctions(ast, new Set())) {
    if (!CALLABLE_FUNCTIONS.has(name)) throw refuse('system-data.fence.sql-function', { name });
  }
  const text = parts
    .map((part, index) => (index < names.length ? `${part}${dialect === 'postgres' ? `$${index + 1}` : '?'}` : part))
    .join('');
  return { text, parameterNames: names };
}
