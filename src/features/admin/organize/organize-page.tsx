import { PlusOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { usePermission } from '../../../lib/use-permission';
import { TablePage } from '../../../ui/layouts/table-page';
import { flattenTree } from '../../../ui/tree/tree-item';
import { UserPickerDialog } from '../../../ui/user-picker/user-picker-dialog';
import { fetchOrganizeUnits } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import type { OrganizeUnit, UserRow } from '../types';
import { AuthorizeDrawer } from '../authorize/authorize-drawer';
import { UserDetailDrawer } from '../users/user-detail-drawer';
import '../admin.css';
import { OrganizeActions } from './organize-actions';
import { OrganizeDetail } from './organize-detail';
import { OrganizeFormModal, type OrganizeFormTarget } from './organize-form-modal';
import { OrganizeTreePanel } from './organize-tree-panel';
import { UnitMembers } from './unit-members';

/**
 * The organisation page (menu `permission/organize`): the unit tree (disabled units included) and the chosen unit's
 * details and people. 'Find a person' opens the user picker and jumps to that person's unit.
 */
export function OrganizePage() {
  const { t } = useTranslation();
  const units = useQuery({ queryKey: ADMIN_KEYS.organizeUnits, queryFn: fetchOrganizeUnits });
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const [focus, setFocus] = useState<string | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [person, setPerson] = useState<UserRow | null>(null);
  const [formTarget, setFormTarget] = useState<OrganizeFormTarget | null>(null);
  const [authorizing, setAuthorizing] = useState(false);
  const { hasButton } = usePermission();
  const tree = units.data ?? [];
  const all = flattenTree(tree) as OrganizeUnit[];
  // The first company is shown until the person chooses a unit.
  const selectedId = chosenId ?? tree[0]?.id;
  const unit = all.find((node) => node.id === selectedId);

  if (units.isError) {
    const refused = isApiError(units.error) && units.error.code === 403;
    return <Result status={refused ? '403' : 'warning'} title={refused ? t('admin.organize.refused') : t('admin.organize.failed')} />;
  }

  const findPerson = (
    <Button icon={<UserSwitchOutlined />} onClick={() => setPicking(true)}>
      {t('admin.organize.find-person')}
    </Button>
  );
  const addCompany = hasButton('btn_add') ? (
    <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ parentId: '-1', category: 'company' })}>
      {t('admin.organize.add-company')}
    </Button>
  ) : null;

  return (
    <>
      <TablePage
        plain
        aside={
          <OrganizeTreePanel
            items={tree}
            loading={units.isPending}
            selectedId={selectedId}
            onSelect={(id) => {
              setChosenId(id);
              setFocus(undefined);
            }}
            label={t('admin.organize.tree-label')}
          />
        }
      >
        {unit ? (
          <>
            <Card
              title={unit.fullName}
              size="small"
              extra={
                <Space wrap size="small">
                  <OrganizeActions
                    unit={unit}
                    onOpenForm={setFormTarget}
                    onAuthorize={() => setAuthorizing(true)}
                    onRemoved={() => setChosenId(undefined)}
                  />
                  {addCompany}
                </Space>
              }
            >
              <OrganizeDetail unit={unit} tree={tree} />
            </Card>
            <Card title={t('admin.organize.members')} size="small">
              <UnitMembers
                key={`${unit.id}:${focus ?? ''}`}
                unitId={unit.id}
                initialKeyword={focus}
                onOpenPerson={setPerson}
                findPerson={findPerson}
              />
            </Card>
          </>
        ) : (
          <Card>{units.isPending ? null : <Empty description={t('admin.tree.empty')}>{addCompany}</Empty>}</Card>
        )}
      </TablePage>
      <UserPickerDialog
        open={picking}
        title={t('admin.organize.person')}
        onCancel={() => setPicking(false)}
        onConfirm={([found]) => {
          setPicking(false);
          if (!found) return;
          // A person hangs under their department, or under the company when they have none.
          if (found.parentId) setChosenId(found.parentId);
          setFocus(found.account ?? found.realName);
          setPerson({ id: found.id, account: found.account ?? '', realName: found.realName ?? found.fullName });
        }}
      />
      <UserDetailDrawer user={person} onClose={() => setPerson(null)} />
      <OrganizeFormModal target={formTarget} tree={tree} onClose={() => setFormTarget(null)} />
      <AuthorizeDrawer
        objectType="Organize"
        objectId={unit?.id ?? ''}
        objectName={unit?.fullName ?? ''}
        open={authorizing && Boolean(unit)}
        onClose={() => setAuthorizing(false)}
      />
    </>
  );
}
