import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Segmented, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useDictionaryOptions } from '../dictionary/use-dictionary-options';
import { usePermission } from '../../../lib/use-permission';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { RowAction } from '../../../ui/data-table/row-actions';
import type { DataInterfaceBody, DataInterfaceItem } from '../../../../server/src/wire/data-interface';
import { AdminListPage } from '../list/admin-list-page';
import { stateSwitchColumn } from '../list/state-switch';
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
  const queryClient = useQueryClient();
  const [dataType, setDataType] = useState('');
  const [editing, setEditing] = useState<DataInterfaceItem | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<DataInterfaceItem | null>(null);
  const canEdit = hasButton('btn_edit');
  // The categories are a dictionary, read from the reference list every page shares.
  const categories = useDictionaryOptions('dataInterfaceCategory', 'id');
  const save = useMutation({
    mutationFn: (body: DataInterfaceBody) => (editing ? updateInterface(editing.id, body) : createInterface(body)),
    onSuccess: () => {
      setEditing(undefined);
      void message.success(t('system-data.common.saved'));
      void queryClient.invalidateQueries({ queryKey: INTERFACE_KEYS.all });
    },
  });
  const typeLabels = useMemo<Record<string, string>>(
    () => ({
      '1': t('system-data.interface.type-sql'),
      '2': t('system-data.interface.type-static'),
      '3': t('system-data.interface.type-http'),
    }),
    [t],
  );

  const columns = useMemo<DataTableColumn<DataInterfaceItem>[]>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: INTERFACE_KEYS.all });
    return [
      { key: 'fullName', title: t('system-data.common.full-name') },
      { key: 'enCode', title: t('system-data.common.en-code') },
      {
        key: 'dataType',
        title: t('system-data.interface.data-type'),
        render: (value: number) => <Tag>{typeLabels[String(value)] ?? value}</Tag>,
      },
      {
        key: 'categoryId',
        title: t('system-data.interface.category'),
        render: (value: string) => categories.find((category) => category.value === value)?.label ?? '',
      },
      { key: 'description', title: t('system-data.common.description'), ellipsis: true },
      stateSwitchColumn<DataInterfaceItem>(
        t('system-data.common.status'),
        canEdit,
        (definition) => void toggleInterface(definition.id).then(refresh),
      ),
    ];
  }, [t, canEdit, categories, typeLabels, queryClient]);

  const rowActions = useMemo<RowAction<DataInterfaceItem>[]>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: INTERFACE_KEYS.all });
    return [
      { key: 'edit', label: t('system-data.common.edit'), code: 'btn_edit', onClick: setEditing },
      // The drawer shows the call log to anyone on the page; running a preview needs btn_preview (canPreview).
      { key: 'preview', label: t('system-data.interface.preview'), onClick: setPreviewing },
      {
        key: 'export',
        label: t('system-data.common.export'),
        code: 'btn_export',
        onClick: (definition) =>
          void http.getBlob(interfaceExportPath(definition.id)).then((response) => saveFile(response.data, `${definition.enCode}.json`)),
      },
      {
        key: 'remove',
        label: t('system-data.common.remove'),
        code: 'btn_remove',
        danger: true,
        confirmDelete: true,
        onClick: (definition) => void removeInterface(definition.id).then(refresh),
      },
    ];
  }, [t, queryClient]);

  return (
    <AdminListPage<DataInterfaceItem>
      queryKey={INTERFACE_KEYS.lists}
      fetch={(query) => fetchInterfaces(query.keyword, dataType, query.currentPage, query.pageSize)}
      filterKey={dataType}
      filters={
        <Form.Item label={t('system-data.interface.data-type')}>
          <Segmented
            value={dataType}
            onChange={(value) => setDataType(String(value))}
            options={[
              { value: '', label: t('system-data.interface.type-all') },
              ...Object.entries(typeLabels).map(([value, label]) => ({ value, label })),
            ]}
          />
        </Form.Item>
      }
      columns={columns}
      rowActions={rowActions}
      tableLabel={t('system-data.interface.table-label')}
      keywordLabel={t('system-data.common.keyword-label')}
      keywordPlaceholder={t('system-data.common.keyword')}
      onAdd={() => setEditing(null)}
      addText={t('system-data.common.add')}
    >
      <DataInterfaceForm
        open={editing !== undefined}
        definition={editing ?? null}
        saving={save.isPending}
        categories={categories}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => setEditing(undefined)}
      />
      <PreviewDrawer definition={previewing} canPreview={hasButton('btn_preview')} onClose={() => setPreviewing(null)} />
    </AdminListPage>
  );
}
