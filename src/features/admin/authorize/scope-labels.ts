import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataScope } from '../../../../server/src/wire/authority';

/** The data scopes' names in the interface language (static keys, so extraction sees each). */
export function useScopeLabels(): Record<DataScope, string> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      self: t('authority.scope.self'),
      department: t('authority.scope.department'),
      departmentAndBelow: t('authority.scope.department-and-below'),
      organization: t('authority.scope.organization'),
      all: t('authority.scope.all'),
    }),
    [t],
  );
}
