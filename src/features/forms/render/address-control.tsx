import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaOption } from '../../../../server/src/wire/areas';
import { RENDER_API } from './api';
import { ADDRESS_LEVEL_DEFAULT } from './form-limits';
import { textSetting, type FieldControlProps } from './field-control-props';

// A region as the path of ids from the province down to the field's level (0 province .. 3 street; default 2),
// children loaded by parent id (root '-1'). Only leaves can be chosen (seed 001 section 5): a region with no children
// or one at the field's level. In multiple mode a path is never added twice.

interface RegionNode {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionNode[];
}

const toNodes = (areas: readonly AreaOption[], depth: number, level: number): RegionNode[] =>
  areas.map((area) => ({ value: area.id, label: area.fullName, isLeaf: area.isLeaf || depth >= level }));

/** The node list with `children` set under the node at `path`. */
function withChildren(nodes: RegionNode[], path: readonly string[], children: RegionNode[]): RegionNode[] {
  const [head, ...rest] = path;
  return nodes.map((node) =>
    node.value !== head
      ? node
      : rest.length === 0
        ? { ...node, children }
        : { ...node, children: withChildren(node.children ?? [], rest, children) },
  );
}

const pathsOf = (value: unknown, multiple: boolean): string[][] =>
  !Array.isArray(value) ? [] : multiple ? (value.filter(Array.isArray) as string[][]) : [value as string[]];

export function AddressControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const level = field.level ?? ADDRESS_LEVEL_DEFAULT;
  const multiple = field.multiple === true;
  const [options, setOptions] = useState<RegionNode[]>([]);

  // The root, then every level along the chosen paths, so a stored value shows its names.
  const chosenKey = JSON.stringify(pathsOf(value, multiple));
  useEffect(() => {
    let alive = true;
    const load = async () => {
      let tree = toNodes((await RENDER_API.areaChildren('-1')).list, 0, level);
      const prefixes = new Set<string>();
      for (const path of JSON.parse(chosenKey) as string[][]) {
        for (let depth = 1; depth < path.length; depth += 1) prefixes.add(JSON.stringify(path.slice(0, depth)));
      }
      for (const prefix of [...prefixes].sort((a, b) => a.length - b.length)) {
        const path = JSON.parse(prefix) as string[];
        const children = toNodes((await RENDER_API.areaChildren(path[path.length - 1] ?? '-1')).list, path.length, level);
        tree = withChildren(tree, path, children);
      }
      if (alive) setOptions(tree);
    };
    load().catch(() => undefined);
    return () => {
      alive = false;
    };
    // Reload only when the stored paths change, not on every option load.
  }, [chosenKey, level]);

  const loadData = (selected: { value?: string | number | null }[]) => {
    const path = selected.map((node) => String(node.value));
    RENDER_API.areaChildren(path[path.length - 1] ?? '-1').then(
      ({ list }) => setOptions((current) => withChildren(current, path, toNodes(list, path.length, level))),
      () => undefined,
    );
  };

  const common = {
    id,
    options,
    loadData,
    disabled: disabled || readOnly,
    placeholder: textSetting(field, 'placeholder') ?? t('forms.render.choose'),
    style: { width: '100%' },
  };
  return multiple ? (
    <Cascader
      {...common}
      multiple
      showCheckedStrategy={Cascader.SHOW_CHILD}
      value={pathsOf(value, true)}
      onChange={(next) => {
        const seen = new Set<string>();
        onChange?.((next as string[][]).filter((path) => !seen.has(path.join('/')) && seen.add(path.join('/'))));
      }}
    />
  ) : (
    <Cascader {...common} value={pathsOf(value, false)[0]} onChange={(next) => onChange?.(next)} />
  );
}
