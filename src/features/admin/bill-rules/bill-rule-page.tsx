import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { usePermission } from '../../../lib/use-permission';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { RowAction } from '../../../ui/data-table/row-actions';
import type { BillRuleBody, BillRuleItem } from '../../../../server/src/wire/bill-rule';
import { AdminListPage } from '../list/admin-list-page';
import { stateSwitchColumn } from '../list/state-switch';
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
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<BillRuleItem | null | undefined>(undefined);
  const canEdit = hasButton('btn_edit');
  const save = useMutation({
    mutationFn: (body: BillRuleBody) => (editing ? updateBillRule(editing.id, body) : createBillRule(body)),
    onSuccess: () => {
      setEditing(undefined);
      void message.success(t('system-data.common.saved'));
      void queryClient.invalidateQueries({ queryKey: BILL_RULE_KEYS.all });
    },
  });

  const columns = useMemo<DataTableColumn<BillRuleItem>[]>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: BILL_RULE_KEYS.all });
    const cycleLabel: Record<string, string> = {
      daily: t('system-data.bill.cycle-daily'),
      monthly: t('system-data.bill.cycle-monthly'),
      yearly: t('system-data.bill.cycle-yearly'),
    };
    return [
      { key: 'fullName', title: t('system-data.common.full-name') },
      { key: 'enCode', title: t('system-data.common.en-code') },
      { key: 'prefix', title: t('system-data.bill.prefix') },
      {
        key: 'dateFormat',
        title: t('system-data.bill.date-format'),
        render: (format: string) => (format === 'none' ? t('system-data.bill.none') : format),
      },
      { key: 'digit', title: t('system-data.bill.digit') },
      {
        key: 'resetCycle',
        title: t('system-data.bill.reset-cycle'),
        render: (cycle: string) => cycleLabel[cycle] ?? t('system-data.bill.cycle-none'),
      },
      {
        key: 'outputNumber',
        title: t('system-data.bill.output-number'),
        render: (value: string) => (value ? <Tag>{value}</Tag> : '—'),
      },
      stateSwitchColumn<BillRuleItem>(t('system-data.common.status'), canEdit, (rule) => void toggleBillRule(rule.id).then(refresh)),
    ];
  }, [t, canEdit, queryClient]);

  const rowActions = useMemo<RowAction<BillRuleItem>[]>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: BILL_RULE_KEYS.all });
    return [
      { key: 'edit', label: t('system-data.common.edit'), code: 'btn_edit', onClick: setEditing },
      {
        key: 'issue',
        label: t('system-data.bill.issue'),
        // A disabled rule issues nothing (the server refuses it too).
        hidden: (rule) => rule.enabledMark !== 1,
        onClick: (rule) =>
          void nextBillNumber(rule.id).then((number) => {
            void message.info(t('system-data.bill.issued', { number }));
            void refresh();
          }),
      },
      {
        key: 'export',
        label: t('system-data.common.export'),
        code: 'btn_export',
        onClick: (rule) =>
          void http.getBlob(billRuleExportPath(rule.id)).then((response) => saveFile(response.data, `${rule.enCode}.json`)),
      },
      {
        key: 'remove',
        label: t('system-data.common.remove'),
        code: 'btn_remove',
        danger: true,
        confirmDelete: true,
        onClick: (rule) => void removeBillRule(rule.id).then(refresh),
      },
    ];
  }, [t, message, queryClient]);

  return (
    <AdminListPage<BillRuleItem>
      queryKey={BILL_RULE_KEYS.lists}
      fetch={(query) => fetchBillRules(query.keyword, query.currentPage, query.pageSize)}
      columns={columns}
      rowActions={rowActions}
      tableLabel={t('system-data.bill.table-label')}
      keywordLabel={t('system-data.common.keyword-label')}
      keywordPlaceholder={t('system-data.common.keyword')}
      onAdd={() => setEditing(null)}
      addText={t('system-data.common.add')}
    >
      <BillRuleForm
        open={editing !== undefined}
        rule={editing ?? null}
        saving={save.isPending}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => setEditing(undefined)}
      />
    </AdminListPage>
  );
}
