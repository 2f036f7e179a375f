import { Empty, Input, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTree } from '../../../ui/tree/filter-tree';
import { flattenTree, pathTo, type TreeItem } from '../../../ui/tree/tree-item';
import { TreeNodeIcon } from '../../../ui/tree/tree-node-icon';
import type { OrganizeUnit } from '../types';

export interface OrganizeTreePanelProps {
  items: readonly (TreeItem | OrganizeUnit)[];
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  /** Clicking the selected unit again clears the choice (the list then shows everyone). */
  allowDeselect?: boolean;
  label: string;
}

/** The organisation as a tree with a name filter; disabled units carry a tag. */
export function OrganizeTreePanel({ items, loading, selectedId, onSelect, allowDeselect = false, label }: OrganizeTreePanelProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const shown = useMemo(() => filterTree(items, keyword), [items, keyword]);

  const treeData = useMemo(() => {
    const build = (nodes: readonly TreeItem[]): TreeDataNode[] =>
      nodes.map((node) => {
        const unit = node as OrganizeUnit;
        return {
          key: node.id,
          icon: <TreeNodeIcon item={node} />,
          title: (
            <span className="sluice-admin-tree__title">
              {node.fullName}
              {unit.enabledMark === 0 ? (
                <Tag className="sluice-admin-tree__tag" bordered={false}>
                  {t('admin.status.disabled')}
                </Tag>
              ) : null}
            </span>
          ),
          ...(node.children && node.children.length > 0 ? { children: build(node.children) } : { isLeaf: true }),
        };
      });
    return build(shown);
  }, [shown, t]);

  // Filtering opens everything that matched; otherwise the units on the way to the selection start open.
  const expandedKeys = keyword.trim()
    ? flattenTree(shown).map((node) => node.id)
    : (expanded ?? [...items.map((item) => item.id), ...(selectedId ? pathTo(items, selectedId).slice(0, -1) : [])]);

  return (
    <div className="sluice-admin-tree" role="navigation" aria-label={label}>
      <Input.Search
        allowClear
        placeholder={t('admin.tree.filter')}
        aria-label={t('admin.tree.filter')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {loading ? (
        <Spin className="sluice-admin-tree__loading" />
      ) : treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.tree.empty')} />
      ) : (
        <Tree
          className="sluice-admin-tree__tree"
          showIcon
          blockNode
          treeData={treeData}
          selectedKeys={selectedId ? [selectedId] : []}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onSelect={(keys) => {
            const id = keys[0] === undefined ? undefined : String(keys[0]);
            if (id === undefined && !allowDeselect) return;
            onSelect(id);
          }}
        />
      )}
    </div>
  );
}
