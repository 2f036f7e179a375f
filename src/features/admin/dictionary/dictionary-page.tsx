import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Input, Row, Space, Switch, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import { ImportButton } from '../../../ui/import-button/import-button';
import type { DictionaryDataNode, DictionaryTypeNode, ImportRowError } from '../../../../server/src/wire/dictionary';
import {
  DICTIONARY_KEYS,
  createEntry,
  createType,
  entriesExportPath,
  entriesImportPath,
  fetchEntries,
  fetchTypes,
  removeEntry,
  removeType,
  toggleEntry,
  updateEntry,
  updateType,
} from './api';
import { DictionaryForm, type DictionaryFormValues, type TreeOption } from './dictionary-forms';
import { DictionaryTypesPanel } from './dictionary-types-panel';

type Editing = { kind: 'type'; record: DictionaryTypeNode | null } | { kind: 'entry'; record: DictionaryDataNode | null };

const toOptions = <T extends { id: string; fullName: string; children?: T[] }>(nodes: T[], except?: string): TreeOption[] =>
  nodes
    .filter((node) => node.id !== except)
    .map((node) => ({ value: node.id, title: node.fullName, ...(node.children ? { children: toOptions(node.children, except) } : {}) }));

const findType = (types: DictionaryTypeNode[], id: string | null): DictionaryTypeNode | undefined => {
  for (const type of types) {
    if (type.id === id) return type;
    const inside = findType(type.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
};

/** /system/dictionary: the types tree on the left, the chosen type's entries on the right; CRUD, enable/disable, export, import. */
export function DictionaryPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { hasButton } = usePermission();
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const types = useQuery({ queryKey: DICTIONARY_KEYS.types, queryFn: fetchTypes });
  const selected = findType(types.data ?? [], selectedId) ?? types.data?.[0];
  const entries = useQuery({
    queryKey: DICTIONARY_KEYS.entries(selected?.id ?? '', keyword),
    queryFn: () => fetchEntries(selected?.id ?? '', keyword),
    enabled: selected !== undefined,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DICTIONARY_KEYS.all }),
      queryClient.invalidateQueries({ queryKey: DICTIONARY_KEYS.reference }),
    ]);
  const save = useMutation({
    mutationFn: async ({ enabled, isTree, parentId, ...values }: DictionaryFormValues) => {
      const common = { ...values, parentId: parentId ?? '0', enabledMark: enabled ? (1 as const) : (0 as const) };
      if (editing?.kind === 'type') {
        const body = { ...common, isTree: isTree ? (1 as const) : (0 as const) };
        return editing.record ? updateType(editing.record.id, body) : createType(body);
      }
      const body = { ...common, dictionaryTypeId: selected?.id ?? '' };
      return editing?.record ? updateEntry(editing.record.id, body) : createEntry(body);
    },
    onSuccess: () => {
      setEditing(null);
      void message.success(t('system-data.common.saved'));
      void refresh();
    },
  });
  const initial = useMemo<Partial<DictionaryFormValues>>(() => {
    const record = editing?.record;
    if (!record) return {};
    const parentId = record.parentId === '0' ? undefined : record.parentId;
    return { ...record, parentId, enabled: record.enabledMark === 1, isTree: 'isTree' in record ? record.isTree === 1 : false };
  }, [editing]);
  const showImportErrors = (errors: ImportRowError[]) =>
    modal.warning({
      title: t('system-data.dictionary.import-errors'),
      width: 560,
      content: (
        <Table
          size="small"
          rowKey={(row) => `${row.row}-${row.field}`}
          pagination={false}
          dataSource={errors}
          columns={[
            { title: t('system-data.dictionary.row'), dataIndex: 'row', width: 60 },
            { title: t('system-data.dictionary.field'), dataIndex: 'field', width: 110 },
            { title: t('system-data.dictionary.reason'), dataIndex: 'reason' },
          ]}
        />
      ),
    });
  const exportEntries = async () => {
    if (!selected) return;
    const response = await http.getBlob(entriesExportPath(selected.id));
    saveFile(response.data, `${selected.enCode}.xlsx`);
  };
  return (
    <Row gutter={16}>
      <Col xs={24} md={7}>
        <DictionaryTypesPanel
          types={types.data ?? []}
          selectedId={selected?.id ?? null}
          canAdd={hasButton('btn_add')}
          canEdit={hasButton('btn_edit')}
          canRemove={hasButton('btn_remove')}
          onSelect={(type) => {
            setSelectedId(type.id);
            setKeyword('');
          }}
          onAdd={() => setEditing({ kind: 'type', record: null })}
          onEdit={() => selected && setEditing({ kind: 'type', record: selected })}
          onRemove={() =>
            selected &&
            confirmDelete(() =>
              removeType(selected.id).then(() => {
                setSelectedId(null);
                return refresh();
              }),
            )
          }
        />
      </Col>
      <Col xs={24} md={17}>
        <Card
          size="small"
          title={
            selected
              ? `${selected.fullName} · ${selected.isTree === 1 ? t('system-data.dictionary.tree') : t('system-data.dictionary.flat')}`
              : t('system-data.dictionary.entries')
          }
          extra={
            <Space wrap>
              <Input.Search allowClear placeholder={t('system-data.common.keyword')} onSearch={(value) => setKeyword(value.trim())} />
              {hasButton('btn_add') && (
                <Button type="primary" disabled={!selected} onClick={() => setEditing({ kind: 'entry', record: null })}>
                  {t('system-data.common.add')}
                </Button>
              )}
              {hasButton('btn_import') && selected && (
                <ImportButton<{ created: number }>
                  url={entriesImportPath(selected.id)}
                  accept=".xlsx,.csv"
                  text={t('system-data.common.import')}
                  onSuccess={() => void refresh()}
                  onFailure={(error) => {
                    const errors = isApiError(error) ? (error.data as { errors?: ImportRowError[] } | undefined)?.errors : undefined;
                    if (errors?.length) showImportErrors(errors);
                  }}
                />
              )}
              {hasButton('btn_export') && (
                <Button disabled={!selected} onClick={() => void exportEntries()}>
                  {t('system-data.common.export')}
                </Button>
              )}
            </Space>
          }
        >
          <Table<DictionaryDataNode>
            rowKey="id"
            size="middle"
            loading={entries.isFetching}
            dataSource={entries.data ?? []}
            pagination={false}
            expandable={{ defaultExpandAllRows: true }}
            columns={[
              { title: t('system-data.common.full-name'), dataIndex: 'fullName' },
              { title: t('system-data.common.en-code'), dataIndex: 'enCode' },
              { title: t('system-data.common.sort-code'), dataIndex: 'sortCode', width: 80 },
              {
                title: t('system-data.common.status'),
                dataIndex: 'enabledMark',
                render: (value: number, entry) => (
                  <Switch
                    size="small"
                    checked={value === 1}
                    disabled={!hasButton('btn_edit')}
                    onChange={() => void toggleEntry(entry.id).then(refresh)}
                  />
                ),
              },
              {
                title: t('system-data.common.actions'),
                key: 'actions',
                render: (_value, entry) => (
                  <Space size="small">
                    {hasButton('btn_edit') && (
                      <Button type="link" size="small" onClick={() => setEditing({ kind: 'entry', record: entry })}>
                        {t('system-data.common.edit')}
                      </Button>
                    )}
                    {hasButton('btn_remove') && (
                      <Button type="link" size="small" danger onClick={() => confirmDelete(() => removeEntry(entry.id).then(refresh))}>
                        {t('system-data.common.remove')}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <DictionaryForm
        open={editing !== null}
        kind={editing?.kind ?? 'entry'}
        title={editing?.kind === 'type' ? t('system-data.dictionary.type-form') : t('system-data.dictionary.entry-form')}
        initial={initial}
        parents={
          editing?.kind === 'type'
            ? toOptions(types.data ?? [], editing.record?.id)
            : selected?.isTree === 1
              ? toOptions(entries.data ?? [], editing?.record?.id)
              : undefined
        }
        saving={save.isPending}
        onSubmit={(values) => save.mutate(values)}
        onCancel={() => setEditing(null)}
      />
    </Row>
  );
}
