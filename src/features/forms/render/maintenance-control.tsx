import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Radio, Table } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FieldControlProps } from './field-control-props';
import { FORM_ROWS_MAX } from './form-limits';

// The maintenance checklist (seed 001 sections 3 and 9): rows of an action (at most 50 characters) and whether it was
// done (1 yes, 0 no). A new record starts with the 7 fixed rows, all done, which cannot be removed (`disabled`).
// Read-only under fill-in status 2/3 (the caller passes readOnly).

export interface MaintenanceRow {
  action: string;
  done: 0 | 1;
  disabled?: boolean;
}

const ACTION_MAX = 50;

/** The 7 fixed rows, in the console's language. */
export function defaultMaintenanceRows(t: TFunction): MaintenanceRow[] {
  return [
    t('forms.maintenance.default.clean'),
    t('forms.maintenance.default.lubricate'),
    t('forms.maintenance.default.fasten'),
    t('forms.maintenance.default.anticorrosion'),
    t('forms.maintenance.default.electrical'),
    t('forms.maintenance.default.trial-run'),
    t('forms.maintenance.default.site'),
  ].map((action) => ({ action, done: 1, disabled: true }));
}

const rowsOf = (value: unknown): MaintenanceRow[] => (Array.isArray(value) ? (value as MaintenanceRow[]) : []);

export function MaintenanceControl({ value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const rows = rowsOf(value);
  const editable = !disabled && !readOnly;
  useEffect(() => {
    // A record that never had a checklist starts with the fixed rows; so does a locked design preview (disabled but
    // not a view), which shows what a new record starts with. A stored record's view shows what it holds.
    if (value === undefined && !readOnly) onChange?.(defaultMaintenanceRows(t));
  }, [value, readOnly, onChange, t]);
  const update = (index: number, change: Partial<MaintenanceRow>) =>
    onChange?.(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));

  return (
    <div id={id}>
      <Table<MaintenanceRow & { index: number }>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={rows.map((row, index) => ({ ...row, index }))}
        locale={{ emptyText: t('forms.maintenance.empty') }}
        columns={[
          { key: 'no', title: '#', width: 48, align: 'center', render: (_cell, row) => row.index + 1 },
          {
            key: 'action',
            title: t('forms.maintenance.action'),
            render: (_cell, row) =>
              row.disabled || !editable ? (
                row.action
              ) : (
                <Input
                  aria-label={t('forms.maintenance.action-of', { row: row.index + 1 })}
                  value={row.action}
                  maxLength={ACTION_MAX}
                  onChange={(event) => update(row.index, { action: event.target.value })}
                />
              ),
          },
          {
            key: 'done',
            title: t('forms.maintenance.done'),
            width: 160,
            render: (_cell, row) => (
              <Radio.Group
                aria-label={t('forms.maintenance.done-of', { row: row.index + 1 })}
                value={row.done}
                disabled={!editable}
                onChange={(event) => update(row.index, { done: event.target.value === 1 ? 1 : 0 })}
                options={[
                  { value: 1, label: t('forms.maintenance.yes') },
                  { value: 0, label: t('forms.maintenance.no') },
                ]}
              />
            ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  title: t('forms.table.actions'),
                  width: 72,
                  align: 'center' as const,
                  render: (_cell: unknown, row: MaintenanceRow & { index: number }) =>
                    row.disabled ? null : (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('forms.table.remove-row', { row: row.index + 1 })}
                        onClick={() => onChange?.(rows.filter((_row, position) => position !== row.index))}
                      />
                    ),
                },
              ]
            : []),
        ]}
      />
      {editable ? (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          disabled={rows.length >= FORM_ROWS_MAX}
          onClick={() => onChange?.([...rows, { action: '', done: 1 }])}
        >
          {t('forms.table.add-row')}
        </Button>
      ) : null}
    </div>
  );
}
