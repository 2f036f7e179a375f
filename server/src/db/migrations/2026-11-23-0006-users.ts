import { sql, type Kysely } from 'kysely';

// Users administration: a person's direct manager and a free-text description, accounts unique whatever their
// case (sign-in matches them exactly, so `Duty01` next to `duty01` would be two people nobody can tell apart),
// and positions that can be switched off without deleting them.
// manager_id carries no foreign key: SQLite cannot drop a column that takes part in one, and deleting a user
// clears it from their reports in the same transaction instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('manager_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('description', 'text').execute();
  await db.schema.createIndex('users_manager_idx').on('users').column('manager_id').execute();
  await db.schema
    .createIndex('users_account_lower_uq')
    .on('users')
    .unique()
    .expression(sql`lower(account)`)
    .execute();
  await db.schema
    .alterTable('position')
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('position').dropColumn('enabled_mark').execute();
  await db.schema.dropIndex('users_account_lower_uq').ifExists().execute();
  await db.schema.dropIndex('users_manager_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('description').execute();
  await db.schema.alterTable('users').dropColumn('manager_id').execute();
}
