import { sql, type Kysely } from 'kysely';

// Cockpit layouts (issue 11): a person's own grid of widgets per project, and at most one published per project (the
// project's default). Widgets and per-breakpoint grid items are JSON text: they are read and written whole, and a row
// that no longer parses is answered as the built-in default rather than refused.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cockpit_layout')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
    // Who saved it; for a published layout, the administrator who published it.
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull()) // 'user' | 'project'
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('widgets', 'text', (c) => c.notNull())
    .addColumn('layouts', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cockpit_layout_owner_idx').on('cockpit_layout').columns(['project_id', 'owner_id']).execute();
  // One default per project: publishing replaces the previous one in the same transaction.
  await db.schema
    .createIndex('cockpit_layout_published_idx')
    .on('cockpit_layout')
    .column('project_id')
    .unique()
    .where(sql.ref('scope'), '=', 'project')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cockpit_layout').ifExists().execute();
}
