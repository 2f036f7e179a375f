import { PAGE_SIZES } from '../../../ui/data-table/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import type { BillRuleBody, BillRuleItem } from '../../../../server/src/wire/bill-rule';
import {
  BILL_RULE_KEYS,
  billRuleExportPath,
  createBillRule,
  fetchBillRules,
  nextBillNumber,
  removeBillRule,
  toggleBillRule,
  updateBillRule,
} from './api';
import { BillRuleForm } from './bill-rule-form';

/** /system/billRule: the rules, their last issued number, enable/disable, export, and a test issue of the next number. */
export function BillRulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { hasButton } = usePermission();
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [editing, setEditing] = useState<BillRuleItem | null | undefined>(undefined);
  const rules = useQuery({
    queryKey: BILL_RULE_KEYS.list(keyword, page.current, page.size),
    queryFn: () => fetchBillRules(keyword, page.current, page.size),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: BILL_RULE_KEYS.all });
  const save = useMutation({
    mutationFn: (body: BillRuleBody) => (editing ? updateBillRule(editing.id, body) : createBillRule(body)),
    onSuccess: () => {
      setEditing(undefined);
      void message.success(t('system-data.common.saved'));
      void refresh();
    },
  });
  const exportRule = async (rule: BillRuleItem) => {
    const response = await http.getBlob(billRuleExportPath(rule.id));
    saveFile(response.data, `${rule.enCode}.json`);
  };
  return (
    <Card
      title={t('system-data.bill.title')}
      extra={
        <Space>
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
      <Table<BillRuleItem>
        rowKey="id"
        size="middle"
        loading={rules.isFetching}
        dataSource={rules.data?.list ?? []}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: rules.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('system-data.common.full-name'), dataIndex: 'fullName' },
          { title: t('system-data.common.en-code'), dataIndex: 'enCode' },
          { title: t('system-data.bill.prefix'), dataIndex: 'prefix' },
          {
            title: t('system-data.bill.date-format'),
            dataIndex: 'dateFormat',
            render: (format: string) => (format === 'none' ? t('system-data.bill.none') : format),
          },
          { title: t('system-data.bill.digit'), dataIndex: 'digit', width: 80 },
          {
            title: t('system-data.bill.reset-cycle'),
            dataIndex: 'resetCycle',
            render: (cycle: string) =>
              cycle === 'daily'
                ? t('system-data.bill.cycle-daily')
                : cycle === 'monthly'
                  ? t('system-data.bill.cycle-monthly')
                  : cycle === 'yearly'
                    ? t('system-data.bill.cycle-yearly')
                    : t('system-data.bill.cycle-none'),
          },
          {
            title: t('system-data.bill.output-number'),
            dataIndex: 'outputNumber',
            render: (value: string) => (value ? <Tag>{value}</Tag> : '—'),
          },
          {
            title: t('system-data.common.status'),
            dataIndex: 'enabledMark',
            render: (value: number, rule) => (
              <Switch
                size="small"
                checked={value === 1}
                disabled={!hasButton('btn_edit')}
                onChange={() => void toggleBillRule(rule.id).then(refresh)}
              />
            ),
          },
          {
            title: t('system-data.common.actions'),
            key: 'actions',
            render: (_value, rule) => (
              <Space size="small">
                {hasButton('btn_edit') && (
                  <Button type="link" size="small" onClick={() => setEditing(rule)}>
                    {t('system-data.common.edit')}
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  disabled={rule.enabledMark !== 1}
                  onClick={() =>
                    void nextBillNumber(rule.id).then((number) => {
                      void message.info(t('system-data.bill.issued', { number }));
                      void refresh();
                    })
                  }
                >
                  {t('system-data.bill.issue')}
                </Button>
                {hasButton('btn_export') && (
                  <Button type="link" size="small" onClick={() => void exportRule(rule)}>
                    {t('system-data.common.export')}
                  </Button>
                )}
                {hasButton('btn_remove') && (
                  <Button type="link" size="small" danger onClick={() => confirmDelete(() => removeBillRule(rule.id).then(refresh))}>
                    {t('system-data.common.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <BillRuleForm
        open={editing !== undefined}
        rule={editing ?? null}
        saving={save.isPending}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => setEditing(undefined)}
      />
    </Card>
  );
}
