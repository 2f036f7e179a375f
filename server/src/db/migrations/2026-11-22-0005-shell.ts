import type { Kysely } from 'kysely';

// The shell's own tables: feedback from the user menu, and the message centre (one message, many receivers,
// read state per receiver). Column settings live in core's column_setting table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page', 'text', (c) => c.notNull().defaultTo('')) // the console route the person was on
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull()) // 1 notice, 2 workflow, 3 system, 4 schedule, 5 form
    .addColumn('message_type', 'integer') // routing hint for workflow messages: 2 dispatching, 10 message detail
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo('{}')) // JSON object text
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]')) // JSON list text
    .addColumn('creator_user_id', 'text', (c) => c.references('users.id').onDelete('set null')) // null: sent by the system
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1)) // 0 draft notice, 1 released
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('message_receiver')
    .addColumn('message_id', 'text', (c) => c.notNull().references('message.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'bigint')
    .addPrimaryKeyConstraint('message_receiver_pk', ['message_id', 'user_id'])
    .execute();
  await db.schema.createIndex('message_receiver_user_idx').on('message_receiver').columns(['user_id', 'is_read']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['message_receiver', 'message', 'feedback']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
