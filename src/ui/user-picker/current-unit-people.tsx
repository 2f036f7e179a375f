import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import type { TreeItem } from '../tree/tree-item';
import { PersonOptions } from './person-options';
import { fetchPickerChildren } from './user-picker-api';

export interface CurrentUnitPeopleProps {
  selectedIds: ReadonlySet<string>;
  multiple: boolean;
  onToggle: (person: TreeItem) => void;
}

/**
 * The 'current user' tab: the signed-in person first, then the colleagues of their own unit (department, or the
 * company when they have none), the people one most often names as approver or assignee.
 */
export function CurrentUnitPeople({ selectedIds, multiple, onToggle }: CurrentUnitPeopleProps) {
  const { t } = useTranslation();
  const user = useSession((session) => session.userInfo);
  const [people, setPeople] = useState<TreeItem[] | null>(null);
  const unitId = user?.departmentId || user?.organizeId || '';
  const userId = user?.userId ?? '';
  const account = user?.userAccount ?? '';
  const name = user?.userName ?? '';
  const organize = [user?.organizeName, user?.departmentName].filter(Boolean).join('/');

  useEffect(() => {
    let active = true;
    const self: TreeItem = { id: userId, fullName: `${name}/${account}`, type: 'user', account, realName: name, organize, isLeaf: true };
    const colleagues = unitId ? fetchPickerChildren(unitId).catch(() => [] as TreeItem[]) : Promise.resolve([] as TreeItem[]);
    void colleagues.then((list) => {
      if (!active) return;
      const others = list.filter((item) => item.type === 'user' && item.id !== userId);
      const listedSelf = list.find((item) => item.id === userId);
      setPeople(userId ? [listedSelf ?? self, ...others] : others);
    });
    return () => {
      active = false;
    };
  }, [unitId, userId, account, name, organize]);

  if (people === null) return <Spin className="sluice-user-picker__loading" />;
  return (
    <PersonOptions
      people={people}
      selectedIds={selectedIds}
      multiple={multiple}
      onToggle={onToggle}
      label={t('ui.user-picker.tab-current')}
      emptyText={t('ui.user-picker.no-people')}
    />
  );
}
