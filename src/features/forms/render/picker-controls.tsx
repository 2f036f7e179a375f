import { useQuery } from '@tanstack/react-query';
import { Cascader, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryDataNode, DictionaryReference } from '../../../../server/src/wire/dictionary';
import { http } from '../../../lib/api-client';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import type { TreeItem } from '../../../ui/tree/tree-item';
import { UserSelect } from '../../../ui/user-picker/user-select';
import { RENDER_API } from './api';
import { textSetting, type FieldControlProps } from './field-control-props';
import { kindOf } from './field-kinds';

// Pickers of stored things by id: people, departments, positions, roles (src/ui/tree-select and src/ui/user-picker),
// organisations as a path from the root, a dictionary tree, monitoring points. Roles and positions are chosen as
// leaves only (seed 001 section 5: a role node with children cannot be chosen).

const asIds = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const asId = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function UserControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const common = { id, title: field.__config__.label, placeholder: textSetting(field, 'placeholder'), disabled: disabled || readOnly };
  return field.multiple ? (
    <UserSelect {...common} multiple value={asIds(value)} onChange={(next) => onChange?.(next)} />
  ) : (
    <UserSelect {...common} value={asId(value)} onChange={(next) => onChange?.(next)} />
  );
}

const TREE_SOURCES = {
  depSelect: { key: 'organize', load: RENDER_API.organizeTree, lastLevel: false },
  posSelect: { key: 'position', load: RENDER_API.positionTree, lastLevel: true },
  roleSelect: { key: 'role', load: RENDER_API.roleTree, lastLevel: true },
} as const;

/** Departments, positions and roles: an id, or distinct ids when multiple. */
export function OrganisationTreeControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const kind = kindOf(field);
  const source = TREE_SOURCES[kind === 'posSelect' || kind === 'roleSelect' ? kind : 'depSelect'];
  const tree = useQuery({ queryKey: ['forms', 'tree', source.key], queryFn: async () => (await source.load()).list, staleTime: 60_000 });
  const common = {
    id,
    items: tree.data ?? [],
    lastLevel: source.lastLevel,
    loading: tree.isPending,
    disabled: disabled || readOnly,
    placeholder: textSetting(field, 'placeholder'),
  };
  return field.multiple ? (
    <TreeSelectField {...common} multiple value={asIds(value)} onChange={(next) => onChange?.(next)} />
  ) : (
    <TreeSelectField {...common} value={asId(value)} onChange={(next) => onChange?.(next)} />
  );
}

interface CascaderNode {
  value: string;
  label: string;
  children?: CascaderNode[];
}

const toCascader = (items: readonly TreeItem[]): CascaderNode[] =>
  items.map((item) => ({
    value: item.id,
    label: item.fullName,
    ...(item.children && item.children.length > 0 ? { children: toCascader(item.children) } : {}),
  }));

/** An organisation as the path of ids from the root (any level may be chosen); distinct paths when multiple. */
export function OrganizeControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const tree = useQuery({
    queryKey: ['forms', 'tree', 'organize'],
    queryFn: async () => (await RENDER_API.organizeTree()).list,
    staleTime: 60_000,
  });
  const options = useMemo(() => toCascader(tree.data ?? []), [tree.data]);
  const placeholder = textSetting(field, 'placeholder') ?? t('forms.render.choose');
  const common = {
    id,
    options,
    changeOnSelect: true,
    disabled: disabled || readOnly,
    placeholder,
    showSearch: true,
    style: { width: '100%' },
  };
  return field.multiple ? (
    <Cascader
      {...common}
      multiple
      value={Array.isArray(value) ? (value as string[][]) : []}
      onChange={(next) => onChange?.(next as string[][])}
    />
  ) : (
    <Cascader {...common} value={Array.isArray(value) ? (value as string[]) : undefined} onChange={(next) => onChange?.(next)} />
  );
}

interface TreeNode {
  value: string;
  title: string;
  children?: TreeNode[];
}

const dictionaryTree = (nodes: readonly DictionaryDataNode[]): TreeNode[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.fullName,
    ...(node.children && node.children.length > 0 ? { children: dictionaryTree(node.children) } : {}),
  }));

/** A tree select over a dictionary tree (`__config__.dictionaryType`) or the field's fixed options. */
export function DictionaryTreeControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const dictionaryType = field.__config__.dictionaryType;
  const dictionaries = useQuery({
    queryKey: ['dictionary-reference'],
    queryFn: () => http.get<{ list: DictionaryReference[] }>('/api/system/DictionaryData/All', undefined, { noTip: true }),
    staleTime: 60_000,
    enabled: Boolean(dictionaryType),
  });
  const treeData = useMemo(() => {
    if (!dictionaryType) return (field.options ?? []).map((option) => ({ value: String(option.id), title: option.fullName }));
    const dictionary = dictionaries.data?.list.find((entry) => entry.id === dictionaryType || entry.enCode === dictionaryType);
    return dictionaryTree(dictionary?.dictionaryList ?? []);
  }, [dictionaryType, dictionaries.data, field.options]);
  return (
    <TreeSelect
      id={id}
      treeData={treeData}
      value={value as string | string[] | undefined}
      onChange={(next) => onChange?.(next)}
      multiple={field.multiple === true}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={textSetting(field, 'placeholder') ?? t('forms.render.choose')}
      disabled={disabled || readOnly}
      style={{ width: '100%' }}
    />
  );
}

/** A monitoring point (its id) from the point list (seed 001 section 7: page size 99999). */
export function MonitoringPointControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const points = useQuery({
    queryKey: ['forms', 'monitoring-points'],
    queryFn: async () => (await RENDER_API.monitoringPoints()).list,
    staleTime: 60_000,
  });
  const options = useMemo(
    () => (points.data ?? []).map((point) => ({ value: point.id, label: `${point.name} (${point.code})` })),
    [points.data],
  );
  return (
    <Select<string | string[]>
      id={id}
      value={value as string | string[] | undefined}
      onChange={(next) => onChange?.(next)}
      options={options}
      mode={field.multiple ? 'multiple' : undefined}
      loading={points.isPending}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={textSetting(field, 'placeholder') ?? t('forms.render.choose')}
      disabled={disabled || readOnly}
      style={{ width: '100%' }}
    />
  );
}
