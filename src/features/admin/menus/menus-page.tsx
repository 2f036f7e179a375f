import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { Authorized } from '../../../ui/authorized';
import type { MenuAdminNode } from '../../../../server/src/wire/menus';
import { MENU_KEYS, menuAdminApi } from './api';
import { MenuElementsDrawer } from './menu-elements-drawer';
import { MenuFormModal, type MenuEditing } from './menu-form-modal';
import { MenuTable, type MenuRow } from './menu-table';

/** antd's tree table reads `children`; a leaf must not carry an empty array or it shows an expander. */
const rowsOf = (nodes: MenuAdminNode[]): MenuRow[] =>
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
        <MenuTable
          rows={rowsOf(tree.data?.list ?? [])}
          loading={tree.isFetching}
          expandAll={keyword !== ''}
          key={keyword}
          onAddChild={(row) => setEditing({ kind: 'create', parentId: row.id })}
          onEdit={(row) => {
            const menu = findNode(row.id);
            if (menu) setEditing({ kind: 'edit', menu });
          }}
          onElements={(row) => setElementsOf(findNode(row.id) ?? null)}
          onRemove={(row) => remove.mutateAsync(row.id).catch(() => undefined)}
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
