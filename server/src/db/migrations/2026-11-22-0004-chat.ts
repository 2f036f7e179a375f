import type { Kysely } from 'kysely';

// Person-to-person chat (contract section 4). im_message is the log; im_conversation is a per-owner summary kept in
// the same transaction as each send or read, so the recent-reply list and unread badges never scan the log.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('im_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('send_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receive_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull()) // text, or JSON text {"path", "width", ...} for media
    .addColumn('content_type', 'text', (c) => c.notNull()) // 'text' | 'image' | 'voice' | 'video' | 'file'
    .addColumn('send_time', 'bigint', (c) => c.notNull())
    .addColumn('read_time', 'bigint')
    .execute();
  // One pair of directions covers a conversation's history (A->B or B->A), newest first.
  await db.schema.createIndex('im_message_pair_idx').on('im_message').columns(['send_user_id', 'receive_user_id', 'send_time']).execute();
  await db.schema.createIndex('im_message_unread_idx').on('im_message').columns(['receive_user_id', 'read_time']).execute();

  await db.schema
    .createTable('im_conversation')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('peer_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'text', (c) => c.notNull())
    .addColumn('last_time', 'bigint', (c) => c.notNull())
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0)) // the peer's messages user_id has not read
    .addPrimaryKeyConstraint('im_conversation_pk', ['user_id', 'peer_user_id'])
    .execute();
  await db.schema.createIndex('im_conversation_recent_idx').on('im_conversation').columns(['user_id', 'last_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('im_conversation').ifExists().execute();
  await db.schema.dropTable('im_message').ifExists().execute();
}
