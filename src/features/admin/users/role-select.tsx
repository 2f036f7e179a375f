import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo } from 'react';
import { http } from '../../../lib/api-client';
import { flattenTree, type TreeItem } from '../../../ui/tree/tree-item';

const ROLE_SELECTOR = '/api/permission/Role/Selector';

export interface RoleSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

/** The user form's roles: a multi-select over the enabled roles (a role listed under several units shows once). */
export function RoleSelect({ value, onChange, id }: RoleSelectProps) {
  const roles = useQuery({
    queryKey: ['admin', 'role-selector'],
    queryFn: async () => (await http.get<{ list: TreeItem[] }>(ROLE_SELECTOR)).list,
  });
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of flattenTree(roles.data ?? [])) if (item.type === 'role' && !seen.has(item.id)) seen.set(item.id, item.fullName);
    return [...seen].map(([roleId, label]) => ({ value: roleId, label }));
  }, [roles.data]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={roles.isPending}
      options={options}
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next)}
      optionFilterProp="label"
    />
  );
}
