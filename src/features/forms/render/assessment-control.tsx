import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field-control-props';
import { FORM_ROWS_MAX } from './form-limits';

// Assessment rows (seed 001 sections 3 and 9): target, aim, method and measure method, the responsible person (50),
// the planned cost (50), the period (30), the result (1 达标, 2 不达标) and the reward (300). Read-only under fill-in
// status 2/3 (the caller passes readOnly).

type TextKey = 'target' | 'aim' | 'method' | 'measureMethod' | 'responsor' | 'preCost' | 'executePeriod' | 'rewards';

export interface AssessmentRow extends Partial<Record<TextKey, string>> {
  checkResult?: 1 | 2 | null;
}

/** The text columns and their limits (server/src/wire/visualdev.ts ASSESSMENT_ROW). */
const TEXT_COLUMNS: readonly (readonly [TextKey, number])[] = [
  ['target', 300],
  ['aim', 300],
  ['method', 300],
  ['measureMethod', 300],
  ['responsor', 50],
  ['preCost', 50],
  ['executePeriod', 30],
];

const rowsOf = (value: unknown): AssessmentRow[] => (Array.isArray(value) ? (value as AssessmentRow[]) : []);

export function AssessmentControl({ value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const rows = rowsOf(value);
  const editable = !disabled && !readOnly;
  const titles: Record<TextKey, string> = {
    target: t('forms.assessment.target'),
    aim: t('forms.assessment.aim'),
    method: t('forms.assessment.method'),
    measureMethod: t('forms.assessment.measure-method'),
    responsor: t('forms.assessment.responsor'),
    preCost: t('forms.assessment.pre-cost'),
    executePeriod: t('forms.assessment.execute-period'),
    rewards: t('forms.assessment.rewards'),
  };
  const results = [
    { value: 1, label: t('forms.assessment.passed') },
    { value: 2, label: t('forms.assessment.failed') },
  ];
  const update = (index: number, change: AssessmentRow) =>
    onChange?.(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));
  type Item = AssessmentRow & { index: number };
  const textColumn = (key: TextKey, max: number): ColumnType<Item> => ({
    key,
    title: titles[key],
    width: max > 50 ? 200 : 130,
    render: (_cell, row) =>
      editable ? (
        <Input.TextArea
          aria-label={`${titles[key]} ${row.index + 1}`}
          value={row[key] ?? ''}
          maxLength={max}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => update(row.index, { [key]: event.target.value })}
        />
      ) : (
        row[key]
      ),
  });
  const columns: ColumnType<Item>[] = [
    { key: 'no', title: '#', width: 48, align: 'center', fixed: 'left', render: (_cell, row) => row.index + 1 },
    ...TEXT_COLUMNS.map(([key, max]) => textColumn(key, max)),
    {
      key: 'checkResult',
      title: t('forms.assessment.check-result'),
      width: 130,
      render: (_cell, row) => (
        <Select<1 | 2>
          aria-label={`${t('forms.assessment.check-result')} ${row.index + 1}`}
          value={row.checkResult ?? undefined}
          options={results}
          allowClear
          disabled={!editable}
          onChange={(next) => update(row.index, { checkResult: next ?? null })}
          style={{ width: '100%' }}
        />
      ),
    },
    textColumn('rewards', 300),
  ];
  if (editable) {
    columns.push({
      key: 'remove',
      title: t('forms.table.actions'),
      width: 72,
      align: 'center',
      fixed: 'right',
      render: (_cell, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('forms.table.remove-row', { row: row.index + 1 })}
          onClick={() => onChange?.(rows.filter((_row, position) => position !== row.index))}
        />
      ),
    });
  }
  return (
    <div id={id}>
      <Table<Item>
        size="small"
        rowKey="index"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows.map((row, index) => ({ ...row, index }))}
        locale={{ emptyText: t('forms.assessment.empty') }}
        columns={columns}
      />
      {editable ? (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          disabled={rows.length >= FORM_ROWS_MAX}
          onClick={() => onChange?.([...rows, {}])}
        >
          {t('forms.table.add-row')}
        </Button>
      ) : null}
    </div>
  );
}
