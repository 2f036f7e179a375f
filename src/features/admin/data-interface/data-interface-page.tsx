import { PAGE_SIZES } from '../../../ui/data-table/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Segmented, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import type { DataInterfaceBody, DataInterfaceItem } from '../../../../server/src/wire/data-interface';
import type { DictionaryReference } from '../../../../server/src/wire/dictionary';
import {
  INTERFACE_KEYS,
  createInterface,
  fetchInterfaces,
  interfaceExportPath,
  removeInterface,
  toggleInterface,
  updateInterface,
} from './api';
import { DataInterfaceForm } from './data-interface-form';
import { PreviewDrawer } from './preview-drawer';

/** /system/dataInterface: definitions (SQL, static, HTTP) behind the server's fence, with preview, call log and export. */
export function DataInterfacePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { hasButton } = usePermission();
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [dataType, setDataType] = useState('');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [editing, setEditing] = useState<DataInterfaceItem | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<DataInterfaceItem | null>(null);
  const definitions = useQuery({
    queryKey: INTERFACE_KEYS.list(keyword, dataType, page.current, page.size),
    queryFn: () => fetchInterfaces(keyword, dataType, page.current, page.size),
    placeholderData: keepPreviousData,
  });
  // Categories are the dataInterfaceCategory dictionary, from the cached reference list.
  const dictionaries = useQuery({
    queryKey: ['dictionary-reference'],
    queryFn: () => http.get<{ list: DictionaryReference[] }>('/api/system/DictionaryData/All'),
    staleTime: 60_000,
  });
  const categories = (
    dictionaries.data?.list.find((dictionary) => dictionary.enCode === 'dataInterfaceCategory')?.dictionaryList ?? []
  ).map((entry) => ({ value: entry.id, label: entry.fullName }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: INTERFACE_KEYS.all });
  const save = useMutation({
    mutationFn: (body: DataInterfaceBody) => (editing ? updateInterface(editing.id, body) : createInterface(body)),
    onSuccess: () => {
      setEditing(undefined);
      void message.success(t('system-data.common.saved'));
      void refresh();
    },
  });
  const typeLabel = (value: number) =>
    value === 1
      ? t('system-data.interface.type-sql')
      : value === 2
        ? t('system-data.interface.type-static')
        : t('system-data.interface.type-http');
  const exportDefinition = async (definition: DataInterfaceItem) => {
    const response = await http.getBlob(interfaceExportPath(definition.id));
    saveFile(response.data, `${definition.enCode}.json`);
  };
  return (
    <Card
      title={t('system-data.interface.title')}
      extra={
        <Space wrap>
          <Segmented
            value={dataType}
            onChange={(value) => {
              setDataType(String(value));
              setPage((p) => ({ ...p, current: 1 }));
            }}
            options={[
              { value: '', label: t('system-data.interface.type-all') },
              { value: '1', label: t('system-data.interface.type-sql') },
              { value: '2', label: t('system-data.interface.type-static') },
              { value: '3', label: t('system-data.interface.type-http') },
            ]}
          />
          <Input.Search
            allowClear
            placeholder={t('system-data.common.keyword')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage((p) => ({ ...p, current: 1 }));
            }}
          />
          {hasButton('btn_add') && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('system-data.common.add')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<DataInterfaceItem>
        rowKey="id"
        size="middle"
        loading={definitions.isFetching}
        dataSource={definitions.data?.list ?? []}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: definitions.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('system-data.common.full-name'), dataIndex: 'fullName' },
          { title: t('system-data.common.en-code'), dataIndex: 'enCode' },
          { title: t('system-data.interface.data-type'), dataIndex: 'dataType', render: (value: number) => <Tag>{typeLabel(value)}</Tag> },
          {
            title: t('system-data.interface.category'),
            dataIndex: 'categoryId',
            render: (value: string) => categories.find((category) => category.value === value)?.label ?? '',
          },
          { title: t('system-data.common.description'), dataIndex: 'description', ellipsis: true },
          {
            title: t('system-data.common.status'),
            dataIndex: 'enabledMark',
            render: (value: number, definition) => (
              <Switch
                size="small"
                checked={value === 1}
                disabled={!hasButton('btn_edit')}
                onChange={() => void toggleInterface(definition.id).then(refresh)}
              />
            ),
          },
          {
            title: t('system-data.common.actions'),
            key: 'actions',
            render: (_value, definition) => (
              <Space size="small">
                {hasButton('btn_edit') && (
                  <Button type="link" size="small" onClick={() => setEditing(definition)}>
                    {t('system-data.common.edit')}
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => setPreviewing(definition)}>
                  {t('system-data.interface.preview')}
                </Button>
                {hasButton('btn_export') && (
                  <Button type="link" size="small" onClick={() => void exportDefinition(definition)}>
                    {t('system-data.common.export')}
                  </Button>
                )}
                {hasButton('btn_remove') && (
                  <Button type="link" size="small" danger onClick={() => confirmDelete(() => removeInterface(definition.id).then(refresh))}>
                    {t('system-data.common.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <DataInterfaceForm
        open={editing !== undefined}
        definition={editing ?? null}
        saving={save.isPending}
        categories={categories}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => setEditing(undefined)}
      />
      <PreviewDrawer definition={previewing} canPreview={hasButton('btn_preview')} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
