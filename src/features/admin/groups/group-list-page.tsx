import { useTranslation } from 'react-i18next';
import type { GroupItem } from '../../../../server/src/wire/groups';
import { GrantObjectPage } from '../authorize/grant-object-page';
import { GROUP_KEYS, GROUP_PATH, fetchGroups, removeGroup } from './group-api';
import { GroupFormModal } from './group-form-modal';

/** The user-group page (menu `permission/group`): groups with their members and permissions. */
export function GroupListPage() {
  const { t } = useTranslation();
  return (
    <GrantObjectPage<GroupItem>
      objectType="Group"
      basePath={GROUP_PATH}
      queryKey={GROUP_KEYS.lists}
      fetch={fetchGroups}
      remove={removeGroup}
      tableLabel={t('authority.group.table-label')}
      addText={t('authority.group.add')}
      renderForm={(editing, close, saved) => <GroupFormModal group={editing} onClose={close} onSaved={saved} />}
    />
  );
}
