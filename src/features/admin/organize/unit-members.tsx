import { Alert, Button, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useRouteMeta } from '../../../lib/route-meta';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { standardActions } from '../../../ui/data-table/row-actions';
import type { UserRow } from '../types';
import { useUserDirectory } from '../users/use-user-directory';
import { StatusTag } from '../users/user-columns';

export interface UnitMembersProps {
  unitId: string;
  /** Start filtered to this keyword (a person found with the picker). */
  initialKeyword?: string;
  onOpenPerson: (user: UserRow) => void;
  /** The 'find a person' button, placed in the table's toolbar. */
  findPerson: ReactNode;
}

/** The people of a unit and every unit below it, searchable and paged; a refusal to list people is said in place. */
export function UnitMembers({ unitId, initialKeyword, onOpenPerson, findPerson }: UnitMembersProps) {
  const { t } = useTranslation();
  const moduleId = useRouteMeta()?.modelId;
  const directory = useUserDirectory({ organizeId: unitId, ...(initialKeyword ? { keyword: initialKeyword } : {}) }, { silent: true });
  const { query, result } = directory;
  const columns: DataTableColumn<UserRow>[] = [
    { key: 'account', title: t('admin.user.account') },
    { key: 'realName', title: t('admin.user.real-name') },
    { key: 'departmentName', title: t('admin.user.department'), render: (value: string | undefined) => value || '—' },
    { key: 'positionName', title: t('admin.user.position'), render: (value: string | undefined) => value || '—' },
    { key: 'mobilePhone', title: t('admin.user.mobile'), render: (value: string | undefined) => value || '—' },
    { key: 'enabledMark', title: t('admin.user.status'), render: (value: number | undefined) => <StatusTag enabled={value === 1} /> },
  ];

  if (result.isError) {
    const refused = isApiError(result.error) && result.error.code === 403;
    return (
      <Alert
        type={refused ? 'info' : 'error'}
        showIcon
        title={refused ? t('admin.organize.members-refused') : t('admin.organize.members-failed')}
        action={
          refused ? undefined : (
            <Button size="small" onClick={() => void result.refetch()}>
              {t('common.action.retry')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <DataTable<UserRow>
      fit
      label={t('admin.organize.members')}
      rowKey="id"
      columns={columns}
      dataSource={result.data?.list ?? []}
      loading={result.isFetching}
      page={{ currentPage: query.currentPage, pageSize: query.pageSize, total: result.data?.pagination.total ?? 0 }}
      onPageChange={directory.setPage}
      columnSettings={{ moduleId }}
      permissionMode
      rowActions={standardActions<UserRow>(
        { detail: t('admin.action.detail'), edit: t('admin.action.edit'), remove: t('admin.action.remove') },
        { onDetail: onOpenPerson },
      )}
      toolbar={
        <>
          <Input.Search
            allowClear
            defaultValue={initialKeyword}
            placeholder={t('admin.user.keyword-placeholder')}
            aria-label={t('admin.user.keyword')}
            onSearch={directory.setKeyword}
            style={{ width: 240 }}
          />
          {findPerson}
        </>
      }
    />
  );
}
