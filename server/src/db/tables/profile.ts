import type { UsersTable } from './core';

// Row types for 2026-11-26-0014-profile: the personal columns it adds to users.

/** 1 male, 2 female, 3 not said. */
export type Gender = 1 | 2 | 3;

export interface UsersProfileTable extends UsersTable {
  gender: Gender | null;
  /** Epoch ms of the day. */
  birthday: number | null;
  signature: string | null;
  landline: string | null;
  postalAddress: string | null;
}

export interface ProfileTables {
  users: UsersProfileTable;
}
