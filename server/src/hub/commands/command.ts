import { invalid } from '../../lib/envelope';
import type { HubConnection } from '../connection';
import type { Hub } from '../hub';

/** One client command (a `method` of contract section 4) after its token has been re-checked. */
export interface CommandContext {
  hub: Hub;
  connection: HubConnection;
  message: Record<string, unknown>;
}

export type Command = (context: CommandContext) => Promise<void>;

/** A required id-like string field; throws a 401 the dispatcher turns into an `error` message. */
export function requireId(message: Record<string, unknown>, field: string): string {
  const value = message[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) throw invalid(`${field} is required`);
  return value.trim();
}

export function optionalText(message: Record<string, unknown>, field: string, maxLength: number): string | undefined {
  const value = message[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(`${field} must be a string`);
  if (value.length > maxLength) throw invalid(`${field} must be at most ${maxLength} characters`);
  return value;
}

/** An integer field that may arrive as a number or a numeric string; `fallback` when absent. */
export function integerField(message: Record<string, unknown>, field: string, fallback: number, min: number, max: number): number {
  const value = message[field];
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw invalid(`${field} must be an integer`);
  if (number < min || number > max) throw invalid(`${field} must be between ${min} and ${max}`);
  return number;
}
