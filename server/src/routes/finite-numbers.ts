import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/server-i18n';
import { invalid } from '../lib/envelope';

/** The path of the first Infinity or NaN inside `value`, e.g. `list.2.upper`, or undefined when there is none. */
function nonFinitePath(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = nonFinitePath(item, path === '' ? String(key) : `${path}.${String(key)}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * preHandler for every API route: refuses a number that validated but is not finite. Ajv's coercion turns a query's
 * "1e400" or "Infinity" into Infinity after its type check, and skips minimum/maximum for a non-finite value, so no
 * schema bound can stop it; a JSON body's 1e400 parses to Infinity too. Either would reach SQL as a driver error.
 */
export async function refuseNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = nonFinitePath(part, '');
    if (path === undefined) continue;
    const language = requestLanguage(request);
    throw invalid(translate(language, 'validation.finite', { field: path || translate(language, 'validation.subject.value') }));
  }
}
