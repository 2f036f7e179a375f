import type { Kysely } from 'kysely';

// The operation log: who changed which configuration, when, from where and to what. Rows are only ever added.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operation_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operation_log_at_idx').on('operation_log').column('at').execute();
  await db.schema.createIndex('operation_log_user_idx').on('operation_log').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operation_log').ifExists().execute();
}
