import { refuse } from '../i18n/localized-error';
import type { MessageKey } from '../i18n/catalogues';

// Small pieces every system-data store shares.

/** JNPF's audit names for the stored times. */
export function auditTimes(row: { createdAt: number; updatedAt: number | null }) {
  return { creatorTime: Number(row.createdAt), lastModifyTime: row.updatedAt === null ? null : Number(row.updatedAt) };
}

/** Whether the database refused a write for a unique constraint (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Runs a write; a unique-constraint refusal (two saves racing past the service's own check) becomes `key`. */
export async function uniqueOr<T>(key: MessageKey, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(key);
    throw error;
  }
}
