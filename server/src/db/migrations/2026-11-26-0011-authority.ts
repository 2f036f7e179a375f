import type { Kysely } from 'kysely';

// Grants to every kind of object (seed 000 section 6): positions, organisation units, users and groups hold menus and
// elements like roles do, and every kind holds a data scope per menu. Roles keep role_grant, which every seed and the
// CurrentUser query already read; authority_grant holds the other kinds. Its object_id has no foreign key (it names a
// row of one of four tables): deleting an object deletes its grants in the same transaction (routes/authority/grant-store.ts).
// Roles gain what their page shows and edits: enabled, global or tied to organisations, creation and change times.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('authority_grant')
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('authority_grant_pk', ['object_type', 'object_id', 'item_kind', 'item_id'])
    .execute();

  await db.schema
    .createTable('data_scope_grant')
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('menu_id', 'text', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_scope_grant_pk', ['object_type', 'object_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('user_group')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_at', 'bigint')
    .execute();

  await db.schema
    .createTable('user_group_member')
    .addColumn('group_id', 'text', (c) => c.notNull().references('user_group.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_group_member_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_group_member_user_idx').on('user_group_member').column('user_id').execute();

  await db.schema
    .createTable('role_organize')
    .addColumn('role_id', 'text', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_organize_pk', ['role_id', 'organize_id'])
    .execute();

  await db.schema
    .alterTable('role')
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('role')
    .addColumn('global_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('role')
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('role').addColumn('last_modify_at', 'bigint').execute();
  await db.schema.createIndex('user_role_role_idx').on('user_role').column('role_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_role_role_idx').ifExists().execute();
  for (const column of ['last_modify_at', 'created_at', 'global_mark', 'enabled_mark']) {
    await db.schema.alterTable('role').dropColumn(column).execute();
  }
  for (const table of ['role_organize', 'user_group_member', 'user_group', 'data_scope_grant', 'authority_grant']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
