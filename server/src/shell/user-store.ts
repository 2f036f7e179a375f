import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/database';
import { deleteGrantsOf } from './grant-cleanup';
import { chunks } from '../lib/chunks';

/** A user record as the form and the import write it: trimmed, null where there is nothing. */
export interface UserDraft {
  account: string;
  realName: string;
  mobilePhone: string | null;
  email: string | null;
  organizeId: string;
  departmentId: string | null;
  positionId: string | null;
  roleIds: string[];
  managerId: string | null;
  enabledMark: number;
  sortCode: number;
  description: string | null;
}

export interface NewUser extends UserDraft {
  id: string;
  passwordHash: string;
  createdAt: number;
}

/** A user as stored, with what the write rules look at besides the form fields. */
export interface StoredUser extends UserDraft {
  id: string;
  isAdministrator: number;
  roleCodes: string[];
}

// 15 columns a row: 200 rows stay far below SQLite's bound-parameter limit.
const INSERT_CHUNK = 200;

function fieldsOf(draft: UserDraft) {
  return {
    account: draft.account,
    realName: draft.realName,
    mobilePhone: draft.mobilePhone,
    email: draft.email,
    organizeId: draft.organizeId,
    departmentId: draft.departmentId,
    positionId: draft.positionId,
    managerId: draft.managerId,
    enabledMark: draft.enabledMark,
    sortCode: draft.sortCode,
    description: draft.description,
  };
}

/** Inserts users and their role rows; call inside a transaction so a failure leaves nothing behind. */
export async function insertUsers(db: Db, users: NewUser[]): Promise<void> {
  const rows = users.map((user) => ({
    ...fieldsOf(user),
    id: user.id,
    parentId: null,
    passwordHash: user.passwordHash,
    createdAt: user.createdAt,
  }));
  for (const slice of chunks(rows, INSERT_CHUNK)) await db.insertInto('users').values(slice).execute();
  const roles = users.flatMap((user) => user.roleIds.map((roleId) => ({ userId: user.id, roleId })));
  for (const slice of chunks(roles, INSERT_CHUNK)) await db.insertInto('userRole').values(slice).execute();
}

/** Rewrites a user's form fields and replaces their roles; call inside a transaction. */
export async function updateUser(db: Db, id: string, draft: UserDraft): Promise<void> {
  await db.updateTable('users').set(fieldsOf(draft)).where('id', '=', id).execute();
  await db.deleteFrom('userRole').where('userId', '=', id).execute();
  if (draft.roleIds.length > 0)
    await db
      .insertInto('userRole')
      .values(draft.roleIds.map((roleId) => ({ userId: id, roleId })))
      .execute();
}

/**
 * Deletes a user with their roles, project memberships, sessions and grants, and clears them as anyone's manager.
 * Call inside a transaction. Tables that reference users with ON DELETE CASCADE (messages, chat, feedback) follow.
 */
export async function deleteUser(db: Db, id: string, now = Date.now()): Promise<void> {
  await db.deleteFrom('userRole').where('userId', '=', id).execute();
  await db.deleteFrom('projectMember').where('userId', '=', id).execute();
  await db.updateTable('users').set({ managerId: null }).where('managerId', '=', id).execute();
  await revokeUserSessions(db, id, 'forced', now);
  await deleteGrantsOf(db, 'User', id);
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** The stored record of one user, or undefined. */
export async function loadStoredUser(db: Db, id: string): Promise<StoredUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'account',
      'realName',
      'mobilePhone',
      'email',
      'organizeId',
      'departmentId',
      'positionId',
      'managerId',
      'enabledMark',
      'sortCode',
      'description',
      'isAdministrator',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const roles = await db
    .selectFrom('userRole')
    .innerJoin('role', 'role.id', 'userRole.roleId')
    .select(['role.id', 'role.enCode'])
    .where('userRole.userId', '=', id)
    .execute();
  return { ...row, roleIds: roles.map((role) => role.id), roleCodes: roles.map((role) => role.enCode) };
}

/** How many sub-accounts (`<mobile>@<account>`) hang under a user. */
export async function countSubAccounts(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parentId', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function errorCode(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? '');
}

/** A unique constraint refused the write (SQLite or PostgreSQL): here, an account taken meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A foreign key refused the write: an organisation, position or role deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
