import type { Kysely } from 'kysely';

// The profile page (issue 12): the personal fields a person edits about themselves (JNPF 3.x BaseInfo), which the
// user table did not hold. All nullable: nobody has filled them in yet.
const COLUMNS = [
  ['gender', 'integer'], // 1 male, 2 female, 3 not said
  ['birthday', 'bigint'], // epoch ms of the day
  ['signature', 'text'],
  ['landline', 'text'],
  ['postal_address', 'text'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of COLUMNS) await db.schema.alterTable('users').addColumn(name, type).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('users').dropColumn(name).execute();
}
