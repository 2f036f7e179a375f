import { Spin, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeNodeIcon } from '../tree/tree-node-icon';
import type { TreeItem } from '../tree/tree-item';
import { fetchPickerChildren } from './user-picker-api';

interface LazyNode extends TreeDataNode {
  item: TreeItem;
}

export interface LazyUserTreeProps {
  selectedIds: readonly string[];
  onToggle: (person: TreeItem) => void;
}

/** The organisation, one level at a time: a unit opens to its child units and its people; people are chosen. */
export function LazyUserTree({ selectedIds, onToggle }: LazyUserTreeProps) {
  const { t } = useTranslation();
  const [childrenOf, setChildrenOf] = useState<Record<string, TreeItem[]>>({});
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (parentId: string) => {
    const children = await fetchPickerChildren(parentId);
    setChildrenOf((current) => ({ ...current, [parentId]: children }));
  }, []);

  useEffect(() => {
    load('0').catch(() => setFailed(true));
  }, [load]);

  const treeData = useMemo(() => {
    const build = (parentId: string): LazyNode[] =>
      (childrenOf[parentId] ?? []).map((item) => {
        const person = item.type === 'user';
        const loaded = childrenOf[item.id];
        return {
          key: item.id,
          title: item.fullName,
          icon: <TreeNodeIcon item={item} />,
          isLeaf: person || (loaded ? loaded.length === 0 : !item.hasChildren),
          selectable: person,
          item,
          ...(loaded && loaded.length > 0 ? { children: build(item.id) } : {}),
        };
      });
    return build('0');
  }, [childrenOf]);

  if (failed) return <p className="sluice-user-picker__error">{t('ui.user-picker.load-failed')}</p>;
  if (childrenOf['0'] === undefined) return <Spin className="sluice-user-picker__loading" />;
  return (
    <Tree<LazyNode>
      className="sluice-user-picker__tree"
      showIcon
      blockNode
      multiple
      treeData={treeData}
      selectedKeys={[...selectedIds]}
      expandAction="click"
      loadData={async (node) => {
        if (node.item.type === 'user' || childrenOf[node.item.id] !== undefined) return;
        // The client has already said what went wrong; the unit stays closed and can be opened again.
        await load(node.item.id).catch(() => undefined);
      }}
      onSelect={(_keys, info) => {
        if (info.node.item.type === 'user') onToggle(info.node.item);
      }}
    />
  );
}
