import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document holds it; only the keywords these suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** One route as the OpenAPI document describes it. */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, e.g. /api/permission/Users/{id}. */
  path: string;
  operation: Operation;
}

/**
 * Every route of the app, read from its OpenAPI document: @fastify/swagger collects each route as it is registered,
 * so a route added tomorrow is in this table (and in these suites) without anyone listing it.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase() as RouteEntry['method'], path, operation })),
  );
}

/** The path with every parameter filled in, so the request reaches the route (its handler need not find anything). */
export function concretePath(entry: RouteEntry, value = 'contract-probe'): string {
  return entry.path.replace(/\{([^}]+)\}/g, () => value);
}

export function jsonBodySchema(entry: RouteEntry): JsonSchema | undefined {
  return entry.operation.requestBody?.content['application/json']?.schema;
}

export const label = (entry: RouteEntry) => `${entry.method} ${entry.path}`;
