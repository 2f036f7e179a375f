import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { DataScopeName } from '../db/tables/authority';
import { readMenuCatalogue } from './menu-catalogue';
import { readUnitIndex } from './data-scope-units';
import { readUserGrants, readUserSubjects } from './user-grants';

/** How far a user's view of a menu's records reaches (seed 000 section 6, data permissions), narrowest first. */
export type DataScope = DataScopeName;

/** What a user may see on one menu: the scope, whose records 'self' means, and the organisations it covers. */
export interface UserDataScope {
  scope: DataScope;
  userId: string;
  /** Companies and departments the scope covers; empty for 'self' and 'all'. */
  organizeIds: string[];
}

/**
 * The widest data scope the user holds on the menu (over his roles, position, units, himself and his groups).
 * Administrators: 'all'. No data-scope grant (or no such menu): 'self'. 'department' is the user's department (his
 * company when he has none); 'departmentAndBelow' adds every unit under it; 'organization' is his company and
 * everything under it.
 */
export async function dataScopeOf(db: Db, userId: string, menuEnCode: string): Promise<UserDataScope> {
  const [catalogue, grants, subjects, units] = await Promise.all([
    readMenuCatalogue(db),
    readUserGrants(db, userId),
    readUserSubjects(db, userId),
    readUnitIndex(db),
  ]);
  if (grants.isAdministrator) return { scope: 'all', userId, organizeIds: [] };
  const menu = catalogue.byCode.get(menuEnCode);
  const scope = menu ? grants.scopeOf(menu.id) : 'self';
  const home = subjects.departmentId ?? subjects.organizeId;
  if (scope === 'self' || scope === 'all' || home === null) return { scope: home === null ? 'self' : scope, userId, organizeIds: [] };
  if (scope === 'department') return { scope, userId, organizeIds: [home] };
  const top = scope === 'organization' ? (subjects.organizeId ?? home) : home;
  return { scope, userId, organizeIds: [...units.descendantIds(top)] };
}

/** Where a list's rows say who created them and which unit they belong to (either may be missing). */
export interface DataScopeColumns {
  /** A column holding a user id: the creator, or for people the person. */
  user?: string;
  /** A column (or expression, e.g. `coalesce(department_id, organize_id)`) holding a unit id. */
  organize?: string | Expression<string | null>;
}

const NOTHING = sql<SqlBool>`1 = 0`;
const EVERYTHING = sql<SqlBool>`1 = 1`;

/**
 * A where-condition keeping the rows a data scope covers: `query.where(inDataScope(scope, { user: 'workOrder.creatorUserId',
 * organize: 'workOrder.organizeId' }))`. 'self' keeps the user's own rows; the unit scopes keep rows of the covered
 * units (and the user's own rows, wherever they are filed); 'all' keeps everything. A list without the column a scope
 * needs shows nothing rather than too much.
 */
export function inDataScope(scope: UserDataScope, columns: DataScopeColumns): RawBuilder<SqlBool> {
  if (scope.scope === 'all') return EVERYTHING;
  const own = columns.user ? sql<SqlBool>`${sql.ref(columns.user)} = ${scope.userId}` : NOTHING;
  if (scope.scope === 'self' || !columns.organize || scope.organizeIds.length === 0) return own;
  const unit = typeof columns.organize === 'string' ? sql.ref(columns.organize) : columns.organize;
  const covered = sql<SqlBool>`${unit} in (${sql.join(scope.organizeIds)})`;
  return columns.user ? sql<SqlBool>`(${covered} or ${own})` : covered;
}

/**
 * A list filter by units narrowed to a data scope, for lists that filter by `organizeIds` (the user directory):
 * the units both allow. 'all' leaves the filter as it is; 'self' keeps no unit (people have no creator, so none of
 * the directory's rows are the user's own records; his own record stays readable through GET Users/{id}).
 * An empty result is `{''}`, which matches no unit, rather than an empty list, which is no valid `in ()`.
 */
export function narrowUnitsToScope(organizeIds: ReadonlySet<string> | undefined, scope: UserDataScope): Set<string> | undefined {
  if (scope.scope === 'all') return organizeIds ? new Set(organizeIds) : undefined;
  const allowed = scope.organizeIds.filter((id) => !organizeIds || organizeIds.has(id));
  return new Set(allowed.length > 0 ? allowed : ['']);
}

/** What identifies a data scope in a cache key. */
export const dataScopeKey = (scope: UserDataScope): string =>
  scope.scope === 'all'
    ? 'all'
    : scope.scope === 'self'
      ? `self:${scope.userId}`
      : `${scope.scope}:${[...scope.organizeIds].sort().join(',')}`;
