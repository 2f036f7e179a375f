import { sql, type Kysely } from 'kysely';

// Notices the administrators write and release (issue 13): who released one and when, who last edited it, and whom
// it goes to. enabled_mark keeps its meaning for receivers (only 1 is in an inbox) and gains 2, a revoked notice.
// The addressee lists are JSON text; both empty means everyone.
const COLUMNS = [
  ['release_time', 'bigint'],
  ['release_user_id', 'text'],
  ['last_modify_user_id', 'text'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of COLUMNS) await db.schema.alterTable('message').addColumn(name, type).execute();
  await db.schema
    .alterTable('message')
    .addColumn('to_user_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('message')
    .addColumn('to_organize_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // Notices already in an inbox were released when they were written, by whoever wrote them.
  await sql`update message set release_time = last_modify_time, release_user_id = creator_user_id where type = 1 and enabled_mark = 1`.execute(
    db,
  );
  await db.schema.createIndex('message_type_time_idx').on('message').columns(['type', 'last_modify_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('message_type_time_idx').ifExists().execute();
  for (const name of ['to_organize_ids', 'to_user_ids', ...COLUMNS.map(([column]) => column).reverse()]) {
    await db.schema.alterTable('message').dropColumn(name).execute();
  }
}
