import { Button, Card, Empty, Space, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictionaryTypeNode } from '../../../../server/src/wire/dictionary';

export interface DictionaryTypesPanelProps {
  types: DictionaryTypeNode[];
  selectedId: string | null;
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
  onSelect: (type: DictionaryTypeNode) => void;
  onAdd: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

interface TreeNode {
  key: string;
  title: string;
  type: DictionaryTypeNode;
  children?: TreeNode[];
}

const toTree = (types: DictionaryTypeNode[]): TreeNode[] =>
  types.map((type) => ({
    key: type.id,
    title: `${type.fullName} (${type.enCode})`,
    type,
    ...(type.children ? { children: toTree(type.children) } : {}),
  }));

/** The dictionary types as a tree on the left of the page, with the type actions. */
export function DictionaryTypesPanel({
  types,
  selectedId,
  canAdd,
  canEdit,
  canRemove,
  onSelect,
  onAdd,
  onEdit,
  onRemove,
}: DictionaryTypesPanelProps) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('system-data.dictionary.types')}
      extra={
        <Space size={4}>
          {canAdd && (
            <Button size="small" type="link" onClick={onAdd}>
              {t('system-data.common.add')}
            </Button>
          )}
          {canEdit && (
            <Button size="small" type="link" disabled={!selectedId} onClick={onEdit}>
              {t('system-data.common.edit')}
            </Button>
          )}
          {canRemove && (
            <Button size="small" type="link" danger disabled={!selectedId} onClick={onRemove}>
              {t('system-data.common.remove')}
            </Button>
          )}
        </Space>
      }
    >
      {types.length === 0 ? (
        <Empty />
      ) : (
        <Tree<TreeNode>
          blockNode
          defaultExpandAll
          treeData={toTree(types)}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(_keys, info) => onSelect(info.node.type)}
        />
      )}
    </Card>
  );
}
