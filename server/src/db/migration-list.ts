import type { Migration } from 'kysely';
import * as core from './migrations/2026-11-22-0001-core';

// Listed statically so the same code runs under tsx, vitest and a bundle. Names sort in order of application.
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-0001-core': core,
};
