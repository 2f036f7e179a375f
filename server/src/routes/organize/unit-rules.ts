import type { Db } from '../../db/database';
import { missing, refuse } from '../../i18n/localized-error';
import { ROOT_PARENT_ID, loadOrganizeIndex } from '../../shell/organize-tree';
import type { OrganizeRequest } from '../../wire/organize';
import { findUnit, unitWithCode, type UnitDraft, type UnitRecord } from './organize-store';
import { checkNameAndCode, optionalText } from './record-rules';

/**
 * The unit a create or edit asks for, checked against the rules and the database: a unique code, a parent that
 * exists, no company under a department, no move under itself or its own sub-units (seeds/001 section 6 restricts
 * trees by path, so a cycle would lose a subtree), a manager who exists. Throws the refusal, changes nothing.
 */
export async function checkedUnit(db: Db, body: OrganizeRequest, category: UnitDraft['category'], stored?: UnitRecord): Promise<UnitDraft> {
  const { fullName, enCode } = checkNameAndCode(body, stored?.enCode);
  const parentId = body.parentId.trim();
  if (parentId === ROOT_PARENT_ID) {
    if (category === 'department') throw refuse('organize.department-needs-parent');
  } else {
    const parent = await findUnit(db, parentId);
    if (!parent) throw missing('organize.no-such-parent');
    if (category === 'company' && parent.category === 'department') throw refuse('organize.company-under-department');
    if (stored) {
      const index = await loadOrganizeIndex(db, { enabledOnly: false });
      if (index.descendantIds(stored.id).has(parentId)) throw refuse('organize.cycle');
    }
  }
  const taken = await unitWithCode(db, enCode, stored?.id);
  if (taken) throw refuse('organize.code-taken', { code: enCode, name: taken.fullName });
  const managerId = body.managerId === undefined ? (stored?.managerId ?? null) : optionalText(body.managerId);
  if (managerId) {
    const manager = await db.selectFrom('users').select('id').where('id', '=', managerId).executeTakeFirst();
    if (!manager) throw missing('organize.no-such-manager');
  }
  return {
    parentId,
    category,
    enCode,
    fullName,
    managerId,
    sortCode: body.sortCode ?? stored?.sortCode ?? 0,
    enabledMark: body.enabledMark,
    description: body.description === undefined ? (stored?.description ?? null) : optionalText(body.description),
  };
}

/** Refuses deleting a unit that still has sub-units, members, positions or projects. */
export function refuseIfInUse(
  unit: UnitRecord,
  dependants: { children: number; members: number; positions: number; projects: number },
): void {
  const name = unit.fullName;
  if (dependants.children > 0) throw refuse('organize.has-children', { name, count: dependants.children });
  if (dependants.members > 0) throw refuse('organize.has-members', { name, count: dependants.members });
  if (dependants.positions > 0) throw refuse('organize.has-positions', { name, count: dependants.positions });
  if (dependants.projects > 0) throw refuse('organize.has-projects', { name, count: dependants.projects });
}
