import { useMemo } from 'react';
import { columnsFor, formsFor, hasButton } from './permissions';
import { useRouteMeta } from './route-meta';
import type { PermissionItem } from '../../server/src/wire/current-user';
import { useSession } from './session-store';

export interface PagePermission {
  modelId: string | undefined;
  hasButton: (enCode: string) => boolean;
  hasColumn: (enCode: string) => boolean;
  hasForm: (enCode: string) => boolean;
  columns: PermissionItem[];
  forms: PermissionItem[];
}

/** Permissions of the page in view, looked up by its route's modelId (spec section 6). */
export function usePermission(): PagePermission {
  const modelId = useRouteMeta()?.modelId;
  const permissionList = useSession((session) => session.permissionList);
  return useMemo(() => {
    const columns = columnsFor(permissionList, modelId);
    const forms = formsFor(permissionList, modelId);
    return {
      modelId,
      hasButton: (enCode: string) => hasButton(permissionList, modelId, enCode),
      hasColumn: (enCode: string) => columns.some((column) => column.enCode === enCode),
      hasForm: (enCode: string) => forms.some((form) => form.enCode === enCode),
      columns,
      forms,
    };
  }, [permissionList, modelId]);
}
