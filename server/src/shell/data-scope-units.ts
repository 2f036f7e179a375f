import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { UserDataScope } from './data-scope';
import { loadOrganizeIndex, OrganizeIndex } from './organize-tree';

/** Every unit, disabled ones included. One entry per database (a few hundred rows), reloaded on any unit write. */
const UNIT_INDEX_CACHE = { tables: ['organize'], maxEntries: 1, ttlMs: 5 * 60_000 } as const;

const readIndex = cachedRead(UNIT_INDEX_CACHE, (db: Db, _whole: 'all') => loadOrganizeIndex(db, { enabledOnly: false }));

/** The organisation tree for permission checks (grants to units, data scopes): cached, read-only. */
export function readUnitIndex(db: Db): Promise<OrganizeIndex> {
  return readIndex(db, 'all');
}

/** The unit and every unit above it, innermost first. */
export function unitAndAncestors(index: OrganizeIndex, unitId: string): string[] {
  const out: string[] = [];
  let current = index.byId.get(unitId);
  while (current && !out.includes(current.id)) {
    out.push(current.id);
    current = index.byId.get(current.parentId);
  }
  return out;
}

/**
 * The units a data scope covers, as an index of their own, for the organisation pages: 'all' keeps every unit; the
 * unit scopes keep their units, the topmost of them becoming roots (so a department scope shows that department,
 * not the company around it); 'self' keeps none, since units have no creator ('self' covers a person's own records).
 */
export function unitsWithinScope(index: OrganizeIndex, scope: UserDataScope): OrganizeIndex {
  if (scope.scope === 'all') return index;
  const covered = new Set(scope.organizeIds);
  return new OrganizeIndex(index.nodes.filter((node) => covered.has(node.id)));
}
