import type { Kysely } from 'kysely';

// Menus, buttons, columns and fields added to the demo seed after a site was first seeded reach that site on its next
// start (seed/sync-seeded-menus.ts). This ledger remembers every seeded item a site has already received, by a key
// built from enCodes, so an item an administrator deleted is not brought back: only keys never seen are inserted.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seeded_menu_item')
    .addColumn('item_key', 'text', (c) => c.primaryKey())
    .addColumn('seeded_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seeded_menu_item').ifExists().execute();
}
