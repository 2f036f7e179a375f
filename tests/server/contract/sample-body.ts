import type { JsonSchema } from './route-table';

/**
 * A small value that satisfies `schema`, so that adding one unknown field to it is the only thing wrong with a body.
 * Covers the keywords the route schemas use; patterns are met by the ids and codes they guard ('probe1').
 */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleOf(branches.find((branch) => branch.type !== 'null') ?? (branches[0] as JsonSchema));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleOf(schema.properties?.[name] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'string':
      return 'probe1'.padEnd(schema.minLength ?? 0, '1');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The first required field of an object body that is not itself an object, and a value of a type it refuses. */
export function wrongTypeOf(schema: JsonSchema): { field: string; value: unknown } | undefined {
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name];
    if (!property) continue;
    const types = [property.type, ...(property.anyOf ?? []).map((branch) => branch.type)].flat().filter(Boolean);
    // An object never passes as a string, number, boolean or array, and ajv does not coerce it.
    if (!types.includes('object')) return { field: name, value: { wrong: 'type' } };
  }
  return undefined;
}
