import type { PermissionEntry, PermissionItem } from '../../server/src/wire/current-user';

/** The entry for a menu (modelId); none without a modelId or entry, which means no permission (spec section 6). */
export function findPermissionEntry(
  permissionList: readonly PermissionEntry[],
  modelId: string | null | undefined,
): PermissionEntry | undefined {
  if (!modelId) return undefined;
  return permissionList.find((entry) => entry.modelId === modelId);
}

/** Whether the entry for `modelId` lists a button with this enCode. */
export function hasButton(permissionList: readonly PermissionEntry[], modelId: string | null | undefined, enCode: string): boolean {
  return (findPermissionEntry(permissionList, modelId)?.button ?? []).some((button) => button.enCode === enCode);
}

/** The columns the user may see on the page of `modelId`. */
export function columnsFor(permissionList: readonly PermissionEntry[], modelId: string | null | undefined): PermissionItem[] {
  return findPermissionEntry(permissionList, modelId)?.column ?? [];
}

/** The form fields the user may see on the page of `modelId`. */
export function formsFor(permissionList: readonly PermissionEntry[], modelId: string | null | undefined): PermissionItem[] {
  return findPermissionEntry(permissionList, modelId)?.form ?? [];
}

/** Default button codes of spec section 6. */
export const BUTTON_CODES = { add: 'btn_add', remove: 'btn_remove', detail: 'btn_detail', edit: 'btn_edit' } as const;
