import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Switch, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryDataNode } from '../../../server/src/wire/dictionary';
import { CODE_PATTERN } from '../../../server/src/wire/validation';
import { useRouteMeta } from '../../lib/route-meta';
import { DataTable, type DataTableColumn } from '../../ui/data-table/data-table';
import { standardActions } from '../../ui/data-table/row-actions';
import { SearchBar } from '../../ui/layouts/search-bar';
import { TablePage } from '../../ui/layouts/table-page';
import { dictionaryApi } from './modules-api';

interface EntryValues {
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabled: boolean;
  description?: string;
}

type Editing = { mode: 'add' } | { mode: 'edit'; entry: DictionaryDataNode };

/**
 * The page of a menu of type 4 (seed 000 section 2.2): the entries of the dictionary its moduleId names, searched,
 * added, edited and deleted through the dictionary API, with the page's own buttons deciding what shows.
 */
export function DictionaryModulePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const typeId = meta?.menu?.moduleId ?? '';
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EntryValues>();
  const queryKey = ['module-dictionary', typeId];
  const entries = useQuery({
    queryKey: [...queryKey, keyword],
    queryFn: () => dictionaryApi.entries(typeId, keyword),
    enabled: typeId !== '',
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.mode === 'edit') {
      const { entry } = editing;
      form.setFieldsValue({
        fullName: entry.fullName,
        enCode: entry.enCode,
        sortCode: entry.sortCode,
        enabled: entry.enabledMark === 1,
        description: entry.description,
      });
    } else form.setFieldsValue({ enabled: true, sortCode: 0 });
  }, [editing, form]);

  const columns = useMemo<DataTableColumn<DictionaryDataNode>[]>(
    () => [
      { key: 'fullName', title: t('modules.dictionary.full-name') },
      { key: 'enCode', title: t('modules.dictionary.en-code') },
      { key: 'sortCode', title: t('modules.dictionary.sort-code'), width: 100 },
      {
        key: 'enabledMark',
        title: t('modules.dictionary.state'),
        width: 100,
        render: (value: number) =>
          value === 1 ? <Tag color="success">{t('modules.dictionary.enabled')}</Tag> : <Tag>{t('modules.dictionary.disabled')}</Tag>,
      },
      { key: 'description', title: t('modules.dictionary.description'), ellipsis: true },
    ],
    [t],
  );

  const save = async (values: EntryValues) => {
    if (!editing) return;
    setSaving(true);
    const body = {
      dictionaryTypeId: typeId,
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      sortCode: values.sortCode ?? 0,
      enabledMark: values.enabled ? (1 as const) : (0 as const),
      description: values.description ?? '',
      ...(editing.mode === 'edit' ? { parentId: editing.entry.parentId } : {}),
    };
    try {
      if (editing.mode === 'add') await dictionaryApi.create(body);
      else await dictionaryApi.update(editing.entry.id, body);
      setEditing(null);
      refresh();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <TablePage
      search={
        <SearchBar<{ keyword?: string }>
          onSearch={(values) => setKeyword(values.keyword?.trim() ?? '')}
          onReset={() => setKeyword('')}
          loading={entries.isFetching}
        >
          <Form.Item name="keyword" label={t('modules.dictionary.keyword')}>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
        </SearchBar>
      }
    >
      <DataTable<DictionaryDataNode>
        label={meta?.title}
        rowKey="id"
        columns={columns}
        dataSource={entries.data?.list ?? []}
        loading={entries.isFetching}
        permissionMode
        onAdd={() => setEditing({ mode: 'add' })}
        rowActions={standardActions<DictionaryDataNode>(
          { detail: t('modules.dictionary.edit'), edit: t('modules.dictionary.edit'), remove: t('modules.dictionary.remove') },
          {
            onEdit: (entry) => setEditing({ mode: 'edit', entry }),
            onRemove: (entry) => void dictionaryApi.remove(entry.id).then(refresh, () => undefined),
          },
        )}
        onRefresh={() => void entries.refetch()}
      />
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('modules.dictionary.edit-title') : t('modules.dictionary.add-title')}
        okText={t('modules.dictionary.save')}
        cancelText={t('modules.dictionary.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form<EntryValues> form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item name="fullName" label={t('modules.dictionary.full-name')} rules={[{ required: true, max: 50, whitespace: true }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="enCode"
            label={t('modules.dictionary.en-code')}
            rules={[{ required: true, max: 50, pattern: CODE_PATTERN, message: t('modules.dictionary.code-rule') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="sortCode" label={t('modules.dictionary.sort-code')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('modules.dictionary.state')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="description" label={t('modules.dictionary.description')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </TablePage>
  );
}
