import type { Db } from '../db/database';
import { chunks } from '../lib/chunks';
import { loadOrganizeIndex, type OrganizeIndex } from './organize-tree';

export interface PositionRef {
  id: string;
  organizeId: string;
  enCode: string;
  fullName: string;
  enabledMark: number;
}

export interface RoleRef {
  id: string;
  enCode: string;
}

/** What the user rules check a record against, read once for a form save or a whole import. */
export interface UserReferences {
  index: OrganizeIndex;
  positions: Map<string, PositionRef>;
  roles: Map<string, RoleRef>;
  /** lower-cased account -> id of the user holding it, for the accounts asked about. */
  accountOwners: Map<string, string>;
  /** Those of the asked user ids that exist. */
  userIds: Set<string>;
}

const LOOKUP_CHUNK = 500;

/**
 * Loads the organisation, positions and roles (small tables, whole), and which of the given accounts and user ids
 * are taken or exist. Accounts compare case-insensitively, as the unique index on lower(account) does.
 */
export async function loadUserReferences(db: Db, ask: { accounts: string[]; userIds: string[] }): Promise<UserReferences> {
  const [index, positions, roles] = await Promise.all([
    loadOrganizeIndex(db, { enabledOnly: false }),
    db.selectFrom('position').select(['id', 'organizeId', 'enCode', 'fullName', 'enabledMark']).orderBy('sortCode').orderBy('id').execute(),
    db.selectFrom('role').select(['id', 'enCode']).execute(),
  ]);
  const accountOwners = new Map<string, string>();
  const lowered = [...new Set(ask.accounts.filter((account) => account !== '').map((account) => account.toLowerCase()))];
  for (const slice of chunks(lowered, LOOKUP_CHUNK)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'account'])
      .where((eb) => eb(eb.fn<string>('lower', ['account']), 'in', slice))
      .execute();
    for (const row of rows) accountOwners.set(row.account.toLowerCase(), row.id);
  }
  const userIds = new Set<string>();
  for (const slice of chunks([...new Set(ask.userIds)], LOOKUP_CHUNK)) {
    const rows = await db.selectFrom('users').select('id').where('id', 'in', slice).execute();
    for (const row of rows) userIds.add(row.id);
  }
  return {
    index,
    positions: new Map(positions.map((row) => [row.id, row])),
    roles: new Map(roles.map((row) => [row.id, row])),
    accountOwners,
    userIds,
  };
}
