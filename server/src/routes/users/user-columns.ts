import type { UserListRow } from '../../shell/user-directory';

/** Fields of a user-list item, keyed by the list column (menu_element enCode) that shows them. */
const FIELDS_OF_COLUMN: Record<string, string[]> = {
  organizeName: ['organizeName', 'departmentId', 'departmentName'],
  positionName: ['positionId', 'positionName'],
  roleName: ['roleIds', 'roleId', 'roleName', 'isAdministrator'],
};

/** A user as the user-management page lists it; text fields are never null on the wire ('' when empty). */
export function toUserItem(row: UserListRow) {
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    mobilePhone: row.mobilePhone ?? '',
    email: row.email ?? '',
    organizeId: row.organizeId,
    organizeName: row.organizeName,
    departmentId: row.departmentId ?? '',
    departmentName: row.departmentName,
    positionId: row.positionId ?? '',
    positionName: row.positionName,
    roleIds: row.roleIds,
    roleId: row.roleIds.join(','),
    roleName: row.roleName,
    isAdministrator: row.isAdministrator,
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    createdAt: row.createdAt,
    headIcon: row.headIcon,
    managerId: row.managerId ?? '',
    managerName: row.managerName,
    description: row.description ?? '',
  };
}

export type UserItem = ReturnType<typeof toUserItem>;

/** Leaves out what the caller's column permissions hide (the console would not show it either). */
export function withoutColumns(item: UserItem, denied: Set<string>): Partial<UserItem> & Pick<UserItem, 'id'> {
  if (denied.size === 0) return item;
  const out: Record<string, unknown> = { ...item };
  for (const column of denied) {
    for (const field of FIELDS_OF_COLUMN[column] ?? [column]) {
      if (field !== 'id') delete out[field];
    }
  }
  return out as Partial<UserItem> & Pick<UserItem, 'id'>;
}
