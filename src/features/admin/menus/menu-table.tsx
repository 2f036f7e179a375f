import { Badge, Button, Popconfirm, Space, Table, Tag, theme } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../ui/authorized';
import { actionsCellWidth } from '../../../ui/data-table/row-actions';
import { useFittedColumns } from '../../../ui/data-table/use-fitted-columns';
import { MenuIcon } from '../../../ui/menu-icon';
import type { MenuAdminNode } from '../../../../server/src/wire/menus';
import { MENU_TYPE_LABELS } from './menu-labels';

/** A row of the tree table: antd reads `children`, and a leaf carries none (an empty array shows an expander). */
export type MenuRow = Omit<MenuAdminNode, 'children'> & { children?: MenuRow[] };

const flatten = (rows: readonly MenuRow[]): MenuRow[] => rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);

// The name column holds the tree's indent and expander beside the icon and name, so it keeps a set width; the code
// and address columns fit the rest of the row. A 'middle' table's cells have 8 px of padding each side.
const NAME_PX = 220;
const CELL_PADDING_PX = 8;

export interface MenuTableProps {
  rows: MenuRow[];
  loading: boolean;
  expandAll: boolean;
  onAddChild: (row: MenuRow) => void;
  onEdit: (row: MenuRow) => void;
  onElements: (row: MenuRow) => void;
  onRemove: (row: MenuRow) => Promise<unknown>;
}

/** The menu tree as a table fitted to the page's width, with add-child, edit, elements and delete per row. */
export function MenuTable({ rows, loading, expandAll, onAddChild, onEdit, onElements, onRemove }: MenuTableProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const labels = {
    addChild: t('profile.menu-admin.add-child'),
    edit: t('profile.menu-admin.edit'),
    elements: t('profile.menu-admin.elements'),
    remove: t('profile.menu-admin.remove'),
  };
  const actionsWidth = actionsCellWidth(Object.values(labels), CELL_PADDING_PX * 2, { family: token.fontFamily, sizePx: token.fontSize });
  const columns: ColumnType<MenuRow>[] = [
    {
      key: 'name',
      title: t('profile.menu-admin.name'),
      dataIndex: 'fullName',
      width: NAME_PX,
      ellipsis: { showTitle: true },
      render: (name: string, row) => (
        <Space>
          <MenuIcon icon={row.icon} type={row.type} />
          {name}
        </Space>
      ),
    },
    { key: 'code', title: t('profile.menu-admin.code'), dataIndex: 'enCode' },
    {
      key: 'type',
      title: t('profile.menu-admin.type'),
      dataIndex: 'type',
      render: (type: number) => <Tag>{t(MENU_TYPE_LABELS[type] ?? 'profile.menu-admin.type-2')}</Tag>,
    },
    { key: 'address', title: t('profile.menu-admin.address'), render: (_, row) => row.urlAddress || row.moduleId },
    { key: 'sort', title: t('profile.menu-admin.sort'), dataIndex: 'sortCode', width: 64 },
    {
      key: 'state',
      title: t('profile.menu-admin.state'),
      render: (_, row) => (
        <Space size={4}>
          <Badge
            status={row.enabledMark === 1 ? 'success' : 'default'}
            text={t(row.enabledMark === 1 ? 'profile.menu-admin.enabled' : 'profile.menu-admin.disabled')}
          />
          {row.hidden === 1 ? <Tag>{t('profile.menu-admin.hidden')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('profile.menu-admin.actions'),
      fixed: 'right',
      width: actionsWidth,
      render: (_, row) => (
        <Space size={0}>
          <Authorized code="btn_add">
            <Button type="link" size="small" onClick={() => onAddChild(row)}>
              {labels.addChild}
            </Button>
          </Authorized>
          <Authorized code="btn_edit">
            <Button type="link" size="small" onClick={() => onEdit(row)}>
              {labels.edit}
            </Button>
          </Authorized>
          <Button type="link" size="small" onClick={() => onElements(row)}>
            {labels.elements}
          </Button>
          <Authorized code="btn_remove">
            <Popconfirm title={t('profile.menu-admin.remove-confirm')} okButtonProps={{ danger: true }} onConfirm={() => onRemove(row)}>
              <Button type="link" size="small" danger>
                {labels.remove}
              </Button>
            </Popconfirm>
          </Authorized>
        </Space>
      ),
    },
  ];
  const allRows = useMemo(() => flatten(rows), [rows]);
  const fit = useFittedColumns(true, ref, columns, allRows, { paddingPx: CELL_PADDING_PX, hasSelection: false });

  return (
    <div ref={ref}>
      <Table<MenuRow>
        rowKey="id"
        size="middle"
        aria-label={t('profile.menu-admin.title')}
        loading={loading}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: fit.scrollX }}
        expandable={expandAll ? { defaultExpandAllRows: true } : undefined}
        locale={{ emptyText: t('profile.menu-admin.none') }}
        columns={fit.columns}
      />
    </div>
  );
}
