import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useDictionaryOptions } from '../dictionary/use-dictionary-options';
import { usePermission } from '../../../lib/use-permission';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { RowAction } from '../../../ui/data-table/row-actions';
import type { PrintTemplateBody, PrintTemplateItem } from '../../../../server/src/wire/print-template';
import { AdminListPage } from '../list/admin-list-page';
import { stateSwitchColumn } from '../list/state-switch';
import {
  PRINT_KEYS,
  copyPrintTemplate,
  createPrintTemplate,
  fetchPrintTemplates,
  printTemplateExportPath,
  removePrintTemplate,
  togglePrintTemplate,
  updatePrintTemplate,
} from './api';
import { PrintTemplateForm } from './print-template-form';

/** /system/printDev: templates by type, with a form and live preview, copy, enable/disable, export. */
export function PrintTemplatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { hasButton } = usePermission();
  const queryClient = useQueryClient();
  const [type, setType] = useState('');
  const [editing, setEditing] = useState<PrintTemplateItem | null | undefined>(undefined);
  const canEdit = hasButton('btn_edit');
  // The categories are a dictionary, read from the reference list every page shares.
  const categories = useDictionaryOptions('printCategory', 'enCode');
  const save = useMutation({
    mutationFn: (body: PrintTemplateBody) => (editing ? updatePrintTemplate(editing.id, body) : createPrintTemplate(body)),
    onSuccess: () => {
      setEditing(undefined);
      void message.success(t('system-data.common.saved'));
      void queryClient.invalidateQueries({ queryKey: PRINT_KEYS.all });
    },
  });

  const columns = useMemo<DataTableColumn<PrintTemplateItem>[]>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: PRINT_KEYS.all });
    return [
      { key: 'fullName', title: t('system-data.common.full-name') },
      { key: 'enCode', title: t('system-data.common.en-code') },
      {
        key: 'category',
        title: t('system-data.print.category'),
        render: (value: string) => categories.find((category) => category.value === value)?.label ?? value,
      },
      {
        key: 'type',
        title: t('system-data.print.type'),
        render: (value: number) => (value === 1 ? t('system-data.print.type-flow') : t('system-data.print.type-form')),
      },
      { key: 'sortCode', title: t('system-data.common.sort-code'), width: 80 },
      stateSwitchColumn<PrintTemplateItem>(
        t('system-data.common.status'),
        canEdit,
        (template) => void togglePrintTemplate(template.id).then(refresh),
      ),
    ];
  }, [t, canEdit, categories, queryClient]);

  const rowActions = useMemo<RowAction<PrintTemplateItem>[]>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: PRINT_KEYS.all });
    return [
      { key: 'edit', label: t('system-data.common.edit'), code: 'btn_edit', onClick: setEditing },
      {
        key: 'copy',
        label: t('system-data.print.copy'),
        code: 'btn_copy',
        onClick: (template) =>
          void copyPrintTemplate(template.id).then(() => {
            void message.success(t('system-data.print.copied'));
            void refresh();
          }),
      },
      {
        key: 'export',
        label: t('system-data.common.export'),
        code: 'btn_export',
        onClick: (template) =>
          void http.getBlob(printTemplateExportPath(template.id)).then((response) => saveFile(response.data, `${template.enCode}.json`)),
      },
      {
        key: 'remove',
        label: t('system-data.common.remove'),
        code: 'btn_remove',
        danger: true,
        confirmDelete: true,
        onClick: (template) => void removePrintTemplate(template.id).then(refresh),
      },
    ];
  }, [t, message, queryClient]);

  return (
    <AdminListPage<PrintTemplateItem>
      queryKey={PRINT_KEYS.lists}
      fetch={(query) => fetchPrintTemplates(query.keyword, type, query.currentPage, query.pageSize)}
      filterKey={type}
      filters={
        <Form.Item label={t('system-data.print.type')}>
          <Segmented
            value={type}
            onChange={(value) => setType(String(value))}
            options={[
              { value: '', label: t('system-data.print.type-all') },
              { value: '1', label: t('system-data.print.type-flow') },
              { value: '2', label: t('system-data.print.type-form') },
            ]}
          />
        </Form.Item>
      }
      columns={columns}
      rowActions={rowActions}
      tableLabel={t('system-data.print.table-label')}
      keywordLabel={t('system-data.common.keyword-label')}
      keywordPlaceholder={t('system-data.common.keyword')}
      onAdd={() => setEditing(null)}
      addText={t('system-data.common.add')}
    >
      <PrintTemplateForm
        open={editing !== undefined}
        template={editing ?? null}
        saving={save.isPending}
        categories={categories}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => setEditing(undefined)}
      />
    </AdminListPage>
  );
}
