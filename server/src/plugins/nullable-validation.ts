import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullType = (value: unknown) => isRecord(value) && value.type === 'null' && Object.keys(value).length === 1;
const hasSingleType = (value: unknown): value is Record<string, unknown> & { type: string } =>
  isRecord(value) && typeof value.type === 'string' && value.type !== 'null' && !('anyOf' in value) && !('oneOf' in value);

/**
 * Rewrites every "S or null" union (TypeBox's `Union([S, Null()])`, JSON schema `anyOf: [S, {type: 'null'}]`) into S
 * with a type list, `type: [S.type, 'null']`, deep, in a copy. Why: the server's Ajv coerces types (query values
 * arrive as text), and against a union it tries the branches in order, coercing on the way: a JSON null became 0
 * against a number branch, '' against a text branch and [''] against a list branch, so clearing a threshold stored a
 * threshold of 0. Ajv leaves a value alone whose type is already in a type list, so null stays null, 0 stays 0, and
 * '5' still becomes 5 where a number is expected.
 */
export function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (!isRecord(schema)) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = nullableAsTypeList(value);
  const branches = copy.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex(isNullType);
    const other = branches[1 - nullAt];
    if (nullAt !== -1 && hasSingleType(other)) {
      const { anyOf: _union, ...outer } = copy;
      return { ...outer, ...other, type: [other.type, 'null'] };
    }
  }
  return copy;
}

/**
 * Fastify's own validator compiler (@fastify/ajv-compiler, the options given in app.ts) over the rewritten request
 * schemas. Serialisation and the OpenAPI document keep the schemas as written.
 */
export function nullSafeValidatorCompiler(): BuildCompilerFromPool {
  const buildFromPool = AjvCompiler();
  return (externalSchemas, options) => {
    // Fastify calls the compiler with the route definition; the package's types describe a bare schema instead.
    const compile = buildFromPool(externalSchemas, options) as unknown as (
      route: RouteDefinition,
    ) => ReturnType<ReturnType<BuildCompilerFromPool>>;
    const compileRoute = (route: RouteDefinition) => compile({ ...route, schema: nullableAsTypeList(route.schema) });
    return compileRoute as unknown as ReturnType<BuildCompilerFromPool>;
  };
}
