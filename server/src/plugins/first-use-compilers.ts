import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { BuildCompilerFromPool } from '@fastify/ajv-compiler';

/**
 * Schema compilers that compile a route's schema when the route first needs it instead of at start.
 *
 * Why: Ajv and fast-json-stringify compile every request and response schema of every route when the server becomes
 * ready, about 0.4 s for the whole API. A server started once pays that once and should (config
 * `schemaCompilation: 'startup'`, the default, so a broken schema stops the start). The test suites build a fresh
 * server for nearly every file and call a handful of routes each; for them the start-time compile was most of a
 * file's setup. What a route compiles is the same either way; only when differs.
 */

type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type ValidatorFactory = ReturnType<BuildCompilerFromPool>;

/** A validator that compiles on its first call. Fastify reads `schemaEnv` before calling and `errors` after. */
function validatorOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const get = () => (compiled ??= compile());
  const validate = ((data: unknown, context?: unknown) => (context === undefined ? get()(data) : get()(data, context))) as Validator;
  Object.defineProperty(validate, 'errors', { get: () => get().errors });
  // Fastify passes the parent object (so Ajv may coerce a whole querystring) when the validator has a schemaEnv.
  Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
  return validate;
}

export function validatorCompilerOnFirstUse(buildFromPool: BuildCompilerFromPool): BuildCompilerFromPool {
  return (externalSchemas, options) => {
    let compileRoute: ValidatorFactory | undefined;
    const factory = (route: unknown) =>
      validatorOnFirstUse(() => {
        // The Ajv instance itself is built on first use too: a test that never validates never builds one.
        compileRoute ??= buildFromPool(externalSchemas, options);
        return (compileRoute as unknown as (definition: unknown) => Validator)(route);
      });
    return factory as unknown as ValidatorFactory;
  };
}

type Serializer = (data: unknown) => string;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Serializer;

export function serializerCompilerOnFirstUse(): SerializerFactory {
  const buildFactory = SerializerSelector() as unknown as SerializerFactory;
  return (externalSchemas, options) => {
    const compileRoute = buildFactory(externalSchemas, options);
    return (route) => {
      let compiled: Serializer | undefined;
      return (data) => (compiled ??= compileRoute(route))(data);
    };
  };
}
