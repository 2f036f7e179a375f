import { Form, Input, Tag, Tooltip } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { standardActions, type RowAction } from '../../../ui/data-table/row-actions';
import { SearchBar } from '../../../ui/layouts/search-bar';
import { TablePage } from '../../../ui/layouts/table-page';
import type { Paged } from '../../../../server/src/wire/envelope';
import { AuthorizeDrawer } from './authorize-drawer';
import { MembersDrawer } from './members-drawer';

/** What a role and a group have in common on their pages. */
export interface GrantObjectRow {
  id: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  memberCount: number;
  creatorTime: number;
}

export interface GrantObjectPageProps<Row extends GrantObjectRow> {
  objectType: 'Role' | 'Group';
  /** The list's API path (members hang under it). */
  basePath: string;
  queryKey: readonly unknown[];
  fetch: (query: { keyword: string; currentPage: number; pageSize: number }) => Promise<Paged<Row>>;
  remove: (id: string) => Promise<unknown>;
  tableLabel: string;
  addText: string;
  /** Columns between the code and the member count. */
  extraColumns?: readonly DataTableColumn<Row>[];
  /** The create/edit dialog: `editing` is the row, 'new', or null when closed. */
  renderForm: (editing: Row | 'new' | null, close: () => void, saved: () => void) => ReactNode;
}

interface SearchValues {
  keyword?: string;
}

/**
 * The role page and the group page: search, the paged table, add/edit/delete with the page's buttons, the members
 * drawer (btn_members) and the grant drawer (btn_authorize).
 */
export function GrantObjectPage<Row extends GrantObjectRow>(props: GrantObjectPageProps<Row>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<SearchValues>();
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, pageSize: 20 });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [members, setMembers] = useState<Row | null>(null);
  const [granting, setGranting] = useState<Row | null>(null);
  const result = useQuery({ queryKey: [...props.queryKey, query], queryFn: () => props.fetch(query), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: props.queryKey });
  const { remove: removeRow } = props;
  const remove = useMutation({
    mutationFn: (row: Row) => removeRow(row.id),
    onSuccess: async () => {
      feedback.success(t('authority.common.deleted'));
      await queryClient.invalidateQueries({ queryKey: props.queryKey });
    },
  });
  const { mutateAsync: removeAsync } = remove;

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('authority.common.name') },
      { key: 'enCode', dataIndex: 'enCode', title: t('authority.common.code') },
      ...(props.extraColumns ?? []),
      { key: 'memberCount', dataIndex: 'memberCount', title: t('authority.common.members'), width: 90 },
      {
        key: 'enabledMark',
        dataIndex: 'enabledMark',
        title: t('authority.common.status'),
        width: 90,
        render: (value: number) =>
          value === 1 ? <Tag color="success">{t('authority.common.enabled')}</Tag> : <Tag>{t('authority.common.disabled')}</Tag>,
      },
      {
        key: 'creatorTime',
        dataIndex: 'creatorTime',
        title: t('authority.common.created'),
        width: 170,
        render: (value: number) => (value ? <Tooltip title={formatRelativeTime(value)}>{formatDateTime(value)}</Tooltip> : '—'),
      },
    ],
    [t, props.extraColumns],
  );
  const rowActions = useMemo<RowAction<Row>[]>(() => {
    const [edit, removeAction] = standardActions<Row>(
      { detail: t('authority.common.detail'), edit: t('authority.common.edit'), remove: t('authority.common.remove') },
      { onEdit: setEditing, onRemove: (row) => removeAsync(row).catch(() => undefined) },
    );
    return [
      ...(edit ? [edit] : []),
      { key: 'members', label: t('authority.common.members'), code: 'btn_members', onClick: setMembers },
      { key: 'authorize', label: t('authority.common.permissions'), code: 'btn_authorize', onClick: setGranting },
      ...(removeAction ? [removeAction] : []),
    ];
  }, [t, removeAsync]);

  return (
    <TablePage
      search={
        <SearchBar<SearchValues>
          form={searchForm}
          onSearch={(values) => setQuery((current) => ({ ...current, keyword: values.keyword?.trim() ?? '', currentPage: 1 }))}
          onReset={() => setQuery((current) => ({ ...current, keyword: '', currentPage: 1 }))}
          loading={result.isFetching}
        >
          <Form.Item name="keyword" label={t('authority.common.keyword')}>
            <Input allowClear placeholder={t('authority.common.keyword-placeholder')} style={{ width: 220 }} />
          </Form.Item>
        </SearchBar>
      }
    >
      <DataTable<Row>
        fit
        label={props.tableLabel}
        rowKey="id"
        columns={columns}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        page={{ currentPage: query.currentPage, pageSize: query.pageSize, total: result.data?.pagination.total ?? 0 }}
        onPageChange={(currentPage, pageSize) => setQuery((current) => ({ ...current, currentPage, pageSize }))}
        permissionMode
        onAdd={() => setEditing('new')}
        addText={props.addText}
        rowActions={rowActions}
        onRefresh={() => void result.refetch()}
      />
      {props.renderForm(
        editing,
        () => setEditing(null),
        () => {
          setEditing(null);
          feedback.success(t('authority.common.saved'));
          void refresh();
        },
      )}
      <MembersDrawer basePath={props.basePath} owner={members} onClose={() => setMembers(null)} onChanged={() => void refresh()} />
      <AuthorizeDrawer
        objectType={props.objectType}
        objectId={granting?.id ?? ''}
        objectName={granting?.fullName ?? ''}
        open={granting !== null}
        onClose={() => setGranting(null)}
      />
    </TablePage>
  );
}
