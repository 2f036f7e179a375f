import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaItem } from '../../../../server/src/wire/areas';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import { AREA_KEYS, fetchAreaLevel, removeArea, toggleArea } from './area-api';
import { AreaFormModal, type AreaFormTarget } from './area-form-modal';

/** A table row: an area with the children loaded so far (undefined until unfolded; [] marks "has children"). */
interface AreaRow extends AreaItem {
  children?: AreaRow[];
}

const LEVEL_KEY: Record<number, 'admin.area.province' | 'admin.area.city' | 'admin.area.district'> = {
  1: 'admin.area.province',
  2: 'admin.area.city',
  3: 'admin.area.district',
};

/** Rows with an empty children list where the server says there are children, so the table shows the unfold arrow. */
const asRows = (items: AreaItem[]): AreaRow[] => items.map((item) => (item.hasChildren ? { ...item, children: [] } : item));

function withChildren(rows: AreaRow[], parentId: string, children: AreaRow[]): AreaRow[] {
  return rows.map((row) =>
    row.id === parentId ? { ...row, children } : row.children ? { ...row, children: withChildren(row.children, parentId, children) } : row,
  );
}

/**
 * /system/area: China's administrative divisions as a lazy tree table (a level loads when unfolded), a keyword
 * search over every level, create under any province or city, edit, delete, enable and disable.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { hasButton } = usePermission();
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [loaded, setLoaded] = useState<Map<string, AreaRow[]>>(new Map());
  const [target, setTarget] = useState<AreaFormTarget | null>(null);
  const top = useQuery({ queryKey: AREA_KEYS.level('-1', keyword), queryFn: () => fetchAreaLevel('-1', keyword) });

  const rows = [...loaded].reduce(
    (tree, [parentId, children]) => withChildren(tree, parentId, children),
    keyword ? (top.data ?? []) : asRows(top.data ?? []),
  );
  const loadLevel = async (parentId: string) => {
    const children = await queryClient.fetchQuery({ queryKey: AREA_KEYS.level(parentId, ''), queryFn: () => fetchAreaLevel(parentId) });
    setLoaded((previous) => new Map(previous).set(parentId, asRows(children)));
  };
  const reload = async (parentId: string) => {
    await queryClient.invalidateQueries({ queryKey: AREA_KEYS.all });
    if (parentId === '-1' || keyword) await top.refetch();
    else await loadLevel(parentId);
  };
  const toggle = useMutation({ mutationFn: (area: AreaItem) => toggleArea(area.id), onSuccess: (_answer, area) => reload(area.parentId) });
  const remove = useMutation({
    mutationFn: (area: AreaItem) => removeArea(area.id),
    onSuccess: (_answer, area) => {
      void message.success(t('admin.organize.removed', { name: area.fullName }));
      return reload(area.parentId);
    },
  });

  return (
    <Card
      title={t('admin.area.title')}
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder={t('admin.area.keyword')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setLoaded(new Map());
            }}
          />
          {hasButton('btn_add') && (
            <Button type="primary" onClick={() => setTarget({ parent: null })}>
              {t('admin.area.add-province')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<AreaRow>
        rowKey="id"
        size="middle"
        loading={top.isFetching}
        dataSource={rows}
        pagination={false}
        expandable={{
          onExpand: (expanded, row) => {
            if (expanded && row.hasChildren && !loaded.has(row.id)) void loadLevel(row.id);
          },
        }}
        columns={[
          { title: t('admin.organize.name'), dataIndex: 'fullName' },
          { title: t('admin.organize.code'), dataIndex: 'enCode' },
          {
            title: t('admin.area.level'),
            dataIndex: 'type',
            width: 110,
            render: (value: number) => t(LEVEL_KEY[value] ?? 'admin.area.district'),
          },
          { title: t('admin.organize.sort-code'), dataIndex: 'sortCode', width: 100 },
          {
            title: t('admin.user.status'),
            dataIndex: 'enabledMark',
            width: 100,
            render: (value: number, area) => (
              <Switch
                size="small"
                checked={value === 1}
                disabled={!hasButton('btn_edit')}
                loading={toggle.isPending && toggle.variables?.id === area.id}
                aria-label={t('admin.area.toggle', { name: area.fullName })}
                onChange={() => toggle.mutate(area)}
              />
            ),
          },
          {
            title: t('admin.position.actions'),
            key: 'actions',
            render: (_value, area) => (
              <Space size={0} wrap>
                {hasButton('btn_add') && area.type < 3 && (
                  <Button type="link" size="small" onClick={() => setTarget({ parent: area })}>
                    {t('admin.area.add-below')}
                  </Button>
                )}
                {hasButton('btn_edit') && (
                  <Button type="link" size="small" onClick={() => setTarget({ area })}>
                    {t('admin.action.edit')}
                  </Button>
                )}
                {hasButton('btn_remove') && (
                  <Button type="link" size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(area))}>
                    {t('admin.action.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <AreaFormModal target={target} onClose={() => setTarget(null)} onSaved={(parentId) => void reload(parentId)} />
    </Card>
  );
}
