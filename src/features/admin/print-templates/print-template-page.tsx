import { PAGE_SIZES } from '../../../ui/data-table/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Segmented, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import type { PrintTemplateBody, PrintTemplateItem } from '../../../../server/src/wire/print-template';
import type { DictionaryReference } from '../../../../server/src/wire/dictionary';
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
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [editing, setEditing] = useState<PrintTemplateItem | null | undefined>(undefined);
  const templates = useQuery({
    queryKey: PRINT_KEYS.list(keyword, type, page.current, page.size),
    queryFn: () => fetchPrintTemplates(keyword, type, page.current, page.size),
    placeholderData: keepPreviousData,
  });
  // The print categories are a dictionary (printCategory), read from the cached reference list every page shares.
  const dictionaries = useQuery({
    queryKey: ['dictionary-reference'],
    queryFn: () => http.get<{ list: DictionaryReference[] }>('/api/system/DictionaryData/All'),
    staleTime: 60_000,
  });
  const categories = (dictionaries.data?.list.find((dictionary) => dictionary.enCode === 'printCategory')?.dictionaryList ?? []).map(
    (entry) => ({ value: entry.enCode, label: entry.fullName }),
  );
  const categoryName = (code: string) => categories.find((category) => category.value === code)?.label ?? code;
  const refresh = () => queryClient.invalidateQueries({ queryKey: PRINT_KEYS.all });
  const save = useMutation({
    mutationFn: (body: PrintTemplateBody) => (editing ? updatePrintTemplate(editing.id, body) : createPrintTemplate(body)),
    onSuccess: () => {
      setEditing(undefined);
      void message.success(t('system-data.common.saved'));
      void refresh();
    },
  });
  const exportTemplate = async (template: PrintTemplateItem) => {
    const response = await http.getBlob(printTemplateExportPath(template.id));
    saveFile(response.data, `${template.enCode}.json`);
  };
  return (
    <Card
      title={t('system-data.print.title')}
      extra={
        <Space wrap>
          <Segmented
            value={type}
            onChange={(value) => {
              setType(String(value));
              setPage((p) => ({ ...p, current: 1 }));
            }}
            options={[
              { value: '', label: t('system-data.print.type-all') },
              { value: '1', label: t('system-data.print.type-flow') },
              { value: '2', label: t('system-data.print.type-form') },
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
      <Table<PrintTemplateItem>
        rowKey="id"
        size="middle"
        loading={templates.isFetching}
        dataSource={templates.data?.list ?? []}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: templates.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('system-data.common.full-name'), dataIndex: 'fullName' },
          { title: t('system-data.common.en-code'), dataIndex: 'enCode' },
          { title: t('system-data.print.category'), dataIndex: 'category', render: (value: string) => categoryName(value) },
          {
            title: t('system-data.print.type'),
            dataIndex: 'type',
            render: (value: number) => (value === 1 ? t('system-data.print.type-flow') : t('system-data.print.type-form')),
          },
          { title: t('system-data.common.sort-code'), dataIndex: 'sortCode', width: 80 },
          {
            title: t('system-data.common.status'),
            dataIndex: 'enabledMark',
            render: (value: number, template) => (
              <Switch
                size="small"
                checked={value === 1}
                disabled={!hasButton('btn_edit')}
                onChange={() => void togglePrintTemplate(template.id).then(refresh)}
              />
            ),
          },
          {
            title: t('system-data.common.actions'),
            key: 'actions',
            render: (_value, template) => (
              <Space size="small">
                {hasButton('btn_edit') && (
                  <Button type="link" size="small" onClick={() => setEditing(template)}>
                    {t('system-data.common.edit')}
                  </Button>
                )}
                {hasButton('btn_copy') && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      void copyPrintTemplate(template.id).then(() => {
                        void message.success(t('system-data.print.copied'));
                        void refresh();
                      })
                    }
                  >
                    {t('system-data.print.copy')}
                  </Button>
                )}
                {hasButton('btn_export') && (
                  <Button type="link" size="small" onClick={() => void exportTemplate(template)}>
                    {t('system-data.common.export')}
                  </Button>
                )}
                {hasButton('btn_remove') && (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => confirmDelete(() => removePrintTemplate(template.id).then(refresh))}
                  >
                    {t('system-data.common.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <PrintTemplateForm
        open={editing !== undefined}
        template={editing ?? null}
        saving={save.isPending}
        categories={categories}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => setEditing(undefined)}
      />
    </Card>
  );
}
