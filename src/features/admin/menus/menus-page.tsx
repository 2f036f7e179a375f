import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { Authorized } from '../../../ui/authorized';
import { MenuIcon } from '../../../ui/menu-icon';
import type { MenuAdminNode } from '../../../../server/src/wire/menus';
import { MENU_KEYS, menuAdminApi } from './api';
import { MenuElementsDrawer } from './menu-elements-drawer';
import { MenuFormModal, type MenuEditing } from './menu-form-modal';
import { MENU_TYPE_LABELS } from './menu-labels';

/** antd's tree table reads `children`; a leaf must not carry an empty array or it shows an expander. */
type Row = Omit<MenuAdminNode, 'children'> & { children?: Row[] };
const rowsOf = (nodes: MenuAdminNode[]): Row[] =>
  nodes.map(({ children, ...node }) => (children.length > 0 ? { ...node, children: rowsOf(children) } : node));

/** /system/menu (menu system.menu): the whole menu tree, create and edit by type, delete, and each menu's elements. */
export function MenusPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [elementsOf, setElementsOf] = useState<MenuAdminNode | null>(null);
  const tree = useQuery({
    queryKey: MENU_KEYS.tree(keyword),
    queryFn: () => menuAdminApi.tree(keyword),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MENU_KEYS.all });
  const remove = useMutation({
    mutationFn: (id: string) => menuAdminApi.remove(id),
    onSuccess: () => {
      feedback.success(t('profile.menu-admin.removed'));
      refresh();
    },
  });
  const findNode = (id: string, nodes: MenuAdminNode[] = tree.data?.list ?? []): MenuAdminNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = findNode(id, node.children);
      if (found) return found;
    }
    return undefined;
  };

  return (
    <Card title={t('profile.menu-admin.title')} data-testid="menus-page">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Authorized code="btn_add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create', parentId: '-1' })}>
              {t('profile.menu-admin.add')}
            </Button>
          </Authorized>
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={t('profile.menu-admin.search')}
            aria-label={t('profile.menu-admin.search')}
            onSearch={setKeyword}
          />
        </Space>
        <Table<Row>
          rowKey="id"
          size="middle"
          aria-label={t('profile.menu-admin.title')}
          loading={tree.isFetching}
          dataSource={rowsOf(tree.data?.list ?? [])}
          pagination={false}
          scroll={{ x: 1100 }}
          expandable={keyword ? { defaultExpandAllRows: true } : undefined}
          key={keyword}
          locale={{ emptyText: t('profile.menu-admin.none') }}
          columns={[
            {
              key: 'name',
              title: t('profile.menu-admin.name'),
              dataIndex: 'fullName',
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
              width: 100,
              render: (type: number) => <Tag>{t(MENU_TYPE_LABELS[type] ?? 'profile.menu-admin.type-2')}</Tag>,
            },
            { key: 'address', title: t('profile.menu-admin.address'), render: (_, row) => row.urlAddress || row.moduleId },
            { key: 'sort', title: t('profile.menu-admin.sort'), dataIndex: 'sortCode', width: 80 },
            {
              key: 'state',
              title: t('profile.menu-admin.state'),
              width: 140,
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
              width: 280,
              render: (_, row) => {
                const node = () => findNode(row.id);
                return (
                  <Space size={0} wrap>
                    <Authorized code="btn_add">
                      <Button type="link" onClick={() => setEditing({ kind: 'create', parentId: row.id })}>
                        {t('profile.menu-admin.add-child')}
                      </Button>
                    </Authorized>
                    <Authorized code="btn_edit">
                      <Button
                        type="link"
                        onClick={() => {
                          const menu = node();
                          if (menu) setEditing({ kind: 'edit', menu });
                        }}
                      >
                        {t('profile.menu-admin.edit')}
                      </Button>
                    </Authorized>
                    <Button type="link" onClick={() => setElementsOf(node() ?? null)}>
                      {t('profile.menu-admin.elements')}
                    </Button>
                    <Authorized code="btn_remove">
                      <Popconfirm
                        title={t('profile.menu-admin.remove-confirm')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
                      >
                        <Button type="link" danger>
                          {t('profile.menu-admin.remove')}
                        </Button>
                      </Popconfirm>
                    </Authorized>
                  </Space>
                );
              },
            },
          ]}
        />
      </Space>
      {editing ? (
        <MenuFormModal
          editing={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      ) : null}
      <MenuElementsDrawer menu={elementsOf} onClose={() => setElementsOf(null)} />
    </Card>
  );
}
