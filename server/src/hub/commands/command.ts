import { reject } from '../../i18n/localized-error';
import type { HubConnection } from '../connection';
import type { Hub } from '../hub';

/** One client command (a `method` of contract section 4) after its token has been re-checked. */
export interface CommandContext {
  hub: Hub;
  connection: HubConnection;
  message: Record<string, unknown>;
}

export type Command = (context: CommandContext) => Promise<void>;

/** A required id-like string field; throws a 401 the dispatcher turns into an `error` message in the socket's language. */
export function requireId(message: Record<string, unknown>, field: string): string {
  const value = message[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) throw reject('validation.required', { field });
  return value.trim();
}

export function optionalText(message: Record<string, unknown>, field: string, maxLength: number): string | undefined {
  const value = message[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw reject('hub.field-text', { field });
  if (value.length > maxLength) throw reject('validation.max-length', { field, limit: maxLength });
  return value;
}

/** An integer field that may arrive as a number or a numeric string; `fallback` when absent. */
export function integerField(message: Record<string, unknown>, field: string, fallback: number, min: number, max: number): number {
  const value = message[field];
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw reject('hub.field-integer', { field });
  if (number < min || number > max) throw reject('hub.field-between', { field, min, max });
  return number;
}
