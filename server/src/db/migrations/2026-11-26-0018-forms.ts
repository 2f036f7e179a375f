import type { Kysely } from 'kysely';

// Form definitions (issue 14, visualdev Base): the design being edited, and the one released, which records are
// checked against. A definition is never half released: releasing copies form_data to released_form_data in one write.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visualdev_base')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_data', 'text', (c) => c.notNull())
    .addColumn('column_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('released_form_data', 'text')
    .addColumn('released_at', 'bigint')
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visualdev_base').ifExists().execute();
}
