import { Value } from 'typebox/value';
import { Type } from 'typebox';
import type { Dialect } from '../db/database';
import { refuse } from '../i18n/localized-error';
import { DATA_INTERFACE_PARAMETER, type DataInterfaceBody, type DataInterfaceParameter } from '../wire/data-interface';
import { checkHttpTarget } from './http-fence';
import type { FenceSettings } from './fence-settings';
import { checkStatement } from './sql-fence';

const PARAMETER_LIST = Type.Array(DATA_INTERFACE_PARAMETER, { maxItems: 50 });

/** The body's parameter list, whether sent as JSON text (JNPF) or as a list; names must be distinct. */
export function readParameters(raw: DataInterfaceBody['requestParameters']): DataInterfaceParameter[] {
  let list: unknown = raw ?? [];
  if (typeof raw === 'string') {
    try {
      list = raw.trim() === '' ? [] : (JSON.parse(raw) as unknown);
    } catch {
      throw refuse('system-data.interface.parameters-invalid');
    }
  }
  if (!Value.Check(PARAMETER_LIST, list)) throw refuse('system-data.interface.parameters-invalid');
  const names = new Set<string>();
  for (const parameter of list) {
    if (names.has(parameter.field)) throw refuse('system-data.interface.parameter-twice', { field: parameter.field });
    names.add(parameter.field);
  }
  return list;
}

/**
 * The fence at save: a SQL definition's statement passes the SQL checks and uses only declared parameters; a static
 * definition holds JSON; an HTTP definition names a URL whose host is public (or allowed by configuration).
 */
export async function checkDefinition(body: DataInterfaceBody, dialect: Dialect, fence: FenceSettings): Promise<DataInterfaceParameter[]> {
  const parameters = readParameters(body.requestParameters);
  if (body.dataType === 1) {
    const checked = checkStatement(body.query ?? '', dialect);
    const declared = new Set(parameters.map((parameter) => parameter.field));
    const undeclared = checked.parameterNames.find((name) => !declared.has(name));
    if (undeclared !== undefined) throw refuse('system-data.interface.parameter-undeclared', { field: undeclared });
  } else if (body.dataType === 2) {
    try {
      JSON.parse(body.query ?? '');
    } catch {
      throw refuse('system-data.interface.static-invalid');
    }
  } else {
    await checkHttpTarget(body.path ?? '', fence);
  }
  return parameters;
}

/**
 * The values of a run: the caller's, else each parameter's default, converted to the declared type. A required
 * parameter without a value and a number that does not read as one are refused; a missing number binds NULL.
 */
export function bindValues(parameters: DataInterfaceParameter[], given: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const raw = given[parameter.field] ?? parameter.defaultValue;
    const empty = raw === undefined || raw === null || raw === '';
    if (empty && parameter.required === 1) throw refuse('system-data.interface.parameter-required', { field: parameter.field });
    if (parameter.dataType === 'int' || parameter.dataType === 'decimal') {
      if (empty) {
        values[parameter.field] = null;
        continue;
      }
      const number = Number(raw);
      if (!Number.isFinite(number) || (parameter.dataType === 'int' && !Number.isInteger(number))) {
        throw refuse('system-data.interface.parameter-number', { field: parameter.field });
      }
      values[parameter.field] = number;
    } else {
      // Text stays text, '' included: a "contains" filter with no keyword then matches everything.
      values[parameter.field] = empty ? '' : String(raw);
    }
  }
  return values;
}
