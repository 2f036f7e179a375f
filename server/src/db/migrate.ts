import { Migrator, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { MIGRATIONS } from './migration-list';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema to the newest migration; the same files serve SQLite and PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
