import { Button, Input, Select, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataInterfaceParameter } from '../../../../server/src/wire/data-interface';

export interface ParameterTableProps {
  value?: DataInterfaceParameter[];
  onChange?: (value: DataInterfaceParameter[]) => void;
}

/** The definition's parameters (@name in the SQL), edited in place: a form control for Form.Item. */
export function ParameterTable({ value = [], onChange }: ParameterTableProps) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<DataInterfaceParameter>) =>
    onChange?.(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <>
      <Table<DataInterfaceParameter & { index: number }>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={value.map((row, index) => ({ ...row, index }))}
        columns={[
          {
            title: t('system-data.interface.param-field'),
            dataIndex: 'field',
            render: (field: string, row) => <Input value={field} onChange={(event) => change(row.index, { field: event.target.value })} />,
          },
          {
            title: t('system-data.interface.param-type'),
            dataIndex: 'dataType',
            render: (dataType: DataInterfaceParameter['dataType'], row) => (
              <Select
                value={dataType}
                style={{ width: 110 }}
                onChange={(next) => change(row.index, { dataType: next })}
                options={(['varchar', 'int', 'decimal', 'datetime'] as const).map((kind) => ({ value: kind, label: kind }))}
              />
            ),
          },
          {
            title: t('system-data.interface.param-default'),
            dataIndex: 'defaultValue',
            render: (text: string | undefined, row) => (
              <Input value={text ?? ''} onChange={(event) => change(row.index, { defaultValue: event.target.value })} />
            ),
          },
          {
            title: t('system-data.interface.param-required'),
            dataIndex: 'required',
            render: (required: number | undefined, row) => (
              <Switch size="small" checked={required === 1} onChange={(on) => change(row.index, { required: on ? 1 : 0 })} />
            ),
          },
          {
            title: '',
            key: 'remove',
            render: (_v, row) => (
              <Button type="link" danger size="small" onClick={() => onChange?.(value.filter((_r, at) => at !== row.index))}>
                {t('system-data.common.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Button
        size="small"
        style={{ marginTop: 8 }}
        onClick={() => onChange?.([...value, { field: `p${value.length + 1}`, dataType: 'varchar', defaultValue: '', required: 0 }])}
      >
        {t('system-data.interface.param-add')}
      </Button>
    </>
  );
}
