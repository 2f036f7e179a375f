import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { columnsOf, moveItem, removeItem, type DesignField } from './design-model';
import { kindName } from './kind-names';
import { COLUMN_KINDS } from './palette';

export interface ColumnListProps {
  table: DesignField;
  problems: ReadonlyMap<number, string>;
  onAdd: (kind: JnpfKey) => void;
  onColumns: (change: (columns: DesignField[]) => DesignField[]) => void;
  /** Opens a column's own settings. */
  onOpen: (column: number) => void;
}

/** A sub-table's columns: add one of the column kinds, move, remove, and open one to edit it like a field. */
export function ColumnList({ table, problems, onAdd, onColumns, onOpen }: ColumnListProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<JnpfKey>('input');
  const columns = columnsOf(table);
  return (
    <Form.Item
      label={t('designer.props.columns')}
      validateStatus={columns.length === 0 ? 'error' : undefined}
      help={columns.length === 0 ? t('designer.props.columns-missing') : undefined}
    >
      <ol className="sluice-designer__rows" aria-label={t('designer.props.columns')}>
        {columns.map((column, index) => {
          const label = column.__config__.label || column.__vModel__;
          return (
            <li
              key={column.__config__.formId}
              className={
                problems.has(column.__config__.formId) ? 'sluice-designer__row sluice-designer__row--problem' : 'sluice-designer__row'
              }
            >
              <Button type="link" size="small" className="sluice-designer__column-open" onClick={() => onOpen(index)}>
                {label}
                <span className="sluice-designer__column-kind">{kindName(t, column.__config__.jnpfKey)}</span>
              </Button>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('designer.canvas.up-named', { label })}
                disabled={index === 0}
                onClick={() => onColumns((list) => moveItem(list, index, index - 1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('designer.canvas.down-named', { label })}
                disabled={index === columns.length - 1}
                onClick={() => onColumns((list) => moveItem(list, index, index + 1))}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('designer.canvas.remove-named', { label })}
                onClick={() => onColumns((list) => removeItem(list, index))}
              />
            </li>
          );
        })}
      </ol>
      <Space.Compact block>
        <Select<JnpfKey>
          value={kind}
          aria-label={t('designer.props.column-kind')}
          options={COLUMN_KINDS.map((value) => ({ value, label: kindName(t, value) }))}
          onChange={setKind}
          style={{ flex: 1 }}
        />
        <Button icon={<PlusOutlined />} onClick={() => onAdd(kind)}>
          {t('designer.props.column-add')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
