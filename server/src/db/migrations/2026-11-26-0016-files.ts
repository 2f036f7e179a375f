import type { Kysely } from 'kysely';

// Uploads (issue 13): one row per stored file, so a download knows its name and type and an instant upload finds a
// file the server already holds by its MD5. No foreign key to users: a notice's attachment outlives its author.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploaded_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('md5', 'text', (c) => c.notNull())
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploaded_file_md5_idx').on('uploaded_file').columns(['md5', 'area']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploaded_file').ifExists().execute();
}
