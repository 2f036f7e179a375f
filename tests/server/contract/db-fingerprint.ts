import { sql } from 'kysely';
import type { TestContext } from '../support/test-app';

// Touched by every authenticated request (last-seen time) or by sign-in bookkeeping: not what a write changes.
const SESSION_TABLES = new Set(['session', 'login_log', 'kysely_migration', 'kysely_migration_lock']);

/**
 * Every table's rows as sorted JSON text: two equal fingerprints mean no request in between wrote anything.
 * The seeded demo database is small enough (simulator off) to compare whole.
 */
export async function dbFingerprint(ctx: TestContext): Promise<Record<string, string>> {
  const tables = await ctx.database.db.introspection.getTables();
  const out: Record<string, string> = {};
  for (const table of tables) {
    if (SESSION_TABLES.has(table.name)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(ctx.database.db);
    out[table.name] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join('\n');
  }
  return out;
}
