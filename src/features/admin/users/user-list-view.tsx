import { Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useRouteMeta } from '../../../lib/route-meta';
import { useSession } from '../../../lib/session-store';
import { Authorized } from '../../../ui/authorized';
import { DataTable } from '../../../ui/data-table/data-table';
import { standardActions } from '../../../ui/data-table/row-actions';
import { ExportButton } from '../../../ui/export-button/export-button';
import { SearchBar } from '../../../ui/layouts/search-bar';
import { TablePage } from '../../../ui/layouts/table-page';
import { ADMIN_PATHS, fetchUserPageUnits } from '../api';
import { OrganizeTreePanel } from '../organize/organize-tree-panel';
import { ADMIN_KEYS } from '../query-keys';
import type { ImportResult, UserRow } from '../types';
import { useRemoveUser } from './use-remove-user';
import type { UserDirectory } from './use-user-directory';
import { useUserColumns } from './user-columns';
import { UserImportActions } from './user-import-actions';

interface SearchValues {
  keyword?: string;
}

export interface UserListViewProps {
  directory: UserDirectory;
  onDetail: (user: UserRow) => void;
  onAdd: () => void;
  onEdit: (user: UserRow) => void;
  onImported: (result: ImportResult) => void;
}

/**
 * The user list: the organisation on the left, keyword search with export and import, the directory table with its
 * column drawer and the add, view, edit and delete buttons the page's permissions grant.
 */
export function UserListView({ directory, onDetail, onAdd, onEdit, onImported }: UserListViewProps) {
  const { t } = useTranslation();
  const moduleId = useRouteMeta()?.modelId;
  const columns = useUserColumns();
  // Narrowed to the data scope the list itself follows, so no unit offered shows an empty list by surprise.
  const tree = useQuery({ queryKey: ADMIN_KEYS.userPageUnits, queryFn: fetchUserPageUnits, staleTime: 5 * 60_000 });
  const { query, result } = directory;
  const data = result.data;
  const [searchForm] = Form.useForm<SearchValues>();
  // The search in force on arrival (back from a correction report) shows in the box; a reset then clears it.
  const [arrivalKeyword] = useState(query.keyword);
  const selfId = useSession((session) => session.userInfo?.userId);
  const remove = useRemoveUser();
  const { mutateAsync: removeAsync } = remove;
  const rowActions = useMemo(
    () =>
      standardActions<UserRow>(
        { detail: t('admin.action.detail'), edit: t('admin.action.edit'), remove: t('admin.action.remove') },
        // A returned promise keeps the question's OK button busy until the delete is done.
        { onDetail, onEdit, onRemove: (user) => removeAsync(user).catch(() => undefined) },
      ).map((action) =>
        // The server refuses to delete oneself or an administrator; the button is not offered for them.
        action.key === 'remove' ? { ...action, hidden: (user: UserRow) => user.id === selfId || Boolean(user.isAdministrator) } : action,
      ),
    [t, onDetail, onEdit, removeAsync, selfId],
  );

  useEffect(() => {
    if (arrivalKeyword) searchForm.setFieldsValue({ keyword: arrivalKeyword });
  }, [searchForm, arrivalKeyword]);

  return (
    <TablePage
      aside={
        <OrganizeTreePanel
          items={tree.data ?? []}
          loading={tree.isPending}
          selectedId={query.organizeId}
          onSelect={directory.setOrganizeId}
          allowDeselect
          label={t('admin.user.tree-label')}
        />
      }
      search={
        <SearchBar<SearchValues>
          form={searchForm}
          onSearch={(values) => directory.setKeyword(values.keyword ?? '')}
          onReset={() => directory.setKeyword('')}
          loading={result.isFetching}
        >
          <Form.Item name="keyword" label={t('admin.user.keyword')}>
            <Input allowClear placeholder={t('admin.user.keyword-placeholder')} style={{ width: 240 }} />
          </Form.Item>
        </SearchBar>
      }
      extras={
        <>
          <UserImportActions onImported={onImported} />
          <Authorized code="btn_export">
            <ExportButton
              url={ADMIN_PATHS.usersExport}
              body={() => ({
                keyword: query.keyword ?? '',
                organizeId: query.organizeId ?? '',
                sidx: query.sidx ?? '',
                sort: query.sort ?? '',
              })}
              fileName={t('admin.user.export-file')}
              onFinish={(saved) => {
                // The download helper stays quiet on failure (spec section 8); the person pressing the button is told here.
                if (!saved) feedback.warning(t('admin.user.export-failed'));
              }}
            />
          </Authorized>
        </>
      }
    >
      <DataTable<UserRow>
        fit
        label={t('admin.user.table-label')}
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={result.isFetching}
        page={{ currentPage: query.currentPage, pageSize: query.pageSize, total: data?.pagination.total ?? 0 }}
        onPageChange={directory.setPage}
        onSortChange={directory.setSort}
        columnSettings={{ moduleId }}
        permissionMode
        onAdd={onAdd}
        addText={t('admin.user-form.add')}
        rowActions={rowActions}
        onRefresh={() => void result.refetch()}
      />
    </TablePage>
  );
}
