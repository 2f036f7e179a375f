import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import type { TreeItem } from '../../../ui/tree/tree-item';
import { UserSelect } from '../../../ui/user-picker/user-select';
import type { GrantObjectType } from '../../../../server/src/wire/authority';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { GroupItem } from '../../../../server/src/wire/groups';
import type { PositionItem } from '../../../../server/src/wire/positions';
import { fetchOrganizeTree } from '../api';
import { ADMIN_KEYS } from '../query-keys';

/** The pickers' calls: open selectors where they exist, the position page's list otherwise. */
const PICKER_PATHS = {
  roles: '/api/permission/Role/Selector',
  groups: '/api/permission/Group/Selector',
  positions: '/api/permission/Position',
} as const;

export interface PickedObject {
  id: string;
  name: string;
}

export interface ObjectPickerProps {
  objectType: GrantObjectType;
  value: PickedObject | null;
  onChange: (picked: PickedObject | null) => void;
}

const findName = (items: readonly TreeItem[], id: string): string | undefined => {
  for (const item of items) {
    if (item.id === id) return item.fullName;
    const inner = findName(item.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

/** Chooses the object whose rights the grant page edits: a role, position, unit, user or group. */
export function ObjectPicker({ objectType, value, onChange }: ObjectPickerProps) {
  const { t } = useTranslation();
  const label = t('authority.authorize.object');
  const roles = useQuery({
    queryKey: ['authority', 'picker', 'roles'],
    queryFn: async () => (await http.get<{ list: TreeItem[] }>(PICKER_PATHS.roles)).list,
    enabled: objectType === 'Role',
  });
  const groups = useQuery({
    queryKey: ['authority', 'picker', 'groups'],
    queryFn: async () => (await http.get<{ list: GroupItem[] }>(PICKER_PATHS.groups)).list,
    enabled: objectType === 'Group',
  });
  const positions = useQuery({
    queryKey: ['authority', 'picker', 'positions'],
    queryFn: async () => (await http.get<Paged<PositionItem>>(PICKER_PATHS.positions, { currentPage: 1, pageSize: 500 })).list,
    enabled: objectType === 'Position',
  });
  const units = useQuery({
    queryKey: ADMIN_KEYS.organizeTree,
    queryFn: fetchOrganizeTree,
    staleTime: 5 * 60_000,
    enabled: objectType === 'Organize',
  });
  const pickTree = (items: readonly TreeItem[]) => (id: string | undefined) =>
    onChange(id ? { id, name: findName(items, id) ?? id } : null);
  const style = { width: 320 };

  switch (objectType) {
    case 'Role':
      return (
        <div style={style}>
          <TreeSelectField
            items={roles.data ?? []}
            lastLevel
            loading={roles.isPending}
            placeholder={t('authority.authorize.pick-object')}
            value={value?.id}
            onChange={pickTree(roles.data ?? [])}
          />
        </div>
      );
    case 'Organize':
      return (
        <div style={style}>
          <TreeSelectField
            items={units.data ?? []}
            loading={units.isPending}
            placeholder={t('authority.authorize.pick-object')}
            value={value?.id}
            onChange={pickTree(units.data ?? [])}
          />
        </div>
      );
    case 'User':
      return (
        <div style={style}>
          <UserSelect
            aria-label={label}
            value={value?.id}
            onChange={(id, people) => onChange(id ? { id, name: people[0]?.fullName ?? id } : null)}
          />
        </div>
      );
    default: {
      const options =
        objectType === 'Group'
          ? (groups.data ?? []).map((group) => ({ value: group.id, label: group.fullName }))
          : (positions.data ?? []).map((position) => ({ value: position.id, label: `${position.fullName} (${position.organizeName})` }));
      return (
        <Select
          aria-label={label}
          style={style}
          showSearch={{ optionFilterProp: 'label' }}
          loading={objectType === 'Group' ? groups.isPending : positions.isPending}
          placeholder={t('authority.authorize.pick-object')}
          value={value?.id}
          options={options}
          onChange={(id: string) => onChange({ id, name: options.find((option) => option.value === id)?.label ?? id })}
        />
      );
    }
  }
}
