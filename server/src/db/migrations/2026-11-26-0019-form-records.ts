import type { Kysely } from 'kysely';

// Records of released forms (issue 14, OnlineDev): one row per record, the record itself as JSON text keyed by
// `__vModel__`. search_text holds the record's values only (lower case), so a keyword never matches a field's key.
// The list index serves "this form's records, newest first" without a sort, at any table size.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_record')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('organize_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('form_record_list').on('form_record').columns(['form_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('form_record_creator').on('form_record').columns(['form_id', 'creator_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_record').ifExists().execute();
}
