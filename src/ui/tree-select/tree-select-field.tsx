import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../tree/tree-item';
import { toTreeSelectData } from './tree-select-data';

interface BaseProps {
  items: readonly TreeItem[];
  /** Only leaves can be chosen (spec 2.8). */
  lastLevel?: boolean;
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

export interface SingleTreeSelectProps extends BaseProps {
  multiple?: false;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

export interface MultipleTreeSelectProps extends BaseProps {
  multiple: true;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** A tree select over organisation (or role, position) items, searchable by name, optionally leaves only. */
export function TreeSelectField(props: SingleTreeSelectProps | MultipleTreeSelectProps) {
  const { t } = useTranslation();
  const { items, lastLevel = false } = props;
  const treeData = useMemo(() => toTreeSelectData(items, lastLevel), [items, lastLevel]);
  return (
    <TreeSelect
      id={props.id}
      aria-label={props['aria-label']}
      treeData={treeData}
      value={props.value}
      multiple={props.multiple}
      treeCheckable={props.multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={props.multiple && lastLevel}
      onChange={(value: unknown) => {
        if (props.multiple) {
          // treeCheckStrictly answers { value, label } objects.
          const list = Array.isArray(value) ? value : [];
          props.onChange?.(
            list.map((entry: unknown) =>
              typeof entry === 'object' && entry !== null ? String((entry as { value: unknown }).value) : String(entry),
            ),
          );
        } else props.onChange?.(value === undefined || value === null ? undefined : String(value));
      }}
      placeholder={props.placeholder ?? t('ui.tree-select.placeholder')}
      loading={props.loading}
      disabled={props.disabled}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeExpandAction="click"
      popupMatchSelectWidth={false}
      style={{ minWidth: 200 }}
      notFoundContent={t('ui.tree-select.empty')}
    />
  );
}
