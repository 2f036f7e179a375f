import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Select, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import type { PatrolObjectNode } from '../../../../server/src/wire/work-orders-fill-ins';
import { DESIGNER_KEYS, fetchPatrolTree, fetchPatrolTrees } from './api';
import type { DesignField } from './design-model';
import { textOf, withSetting } from './setting-edits';

// The patrol-contents setting (seed 001 sections 3 and 7): which patrol object tree a patrol-contents field starts
// from (`inspectionContentId`), picked from the trees the designer may see, with the chosen tree shown as the
// contents (top nodes) and parts (their children) a form will load; parts the tree marks selected are the ones taken.

interface PatrolSourceProps {
  field: DesignField;
  onChange: (field: DesignField) => void;
}

function treeData(nodes: readonly PatrolObjectNode[], path: string): DataNode[] {
  return nodes.map((node, index) => ({
    key: `${path}${index}`,
    title: node.remark ? `${node.inspectionName} (${node.remark})` : node.inspectionName,
    children: treeData(node.children, `${path}${index}-`),
  }));
}

/**
 * Keys of the parts a form takes, shown checked: under each content the children the tree marks selected, or all of
 * them when it marks none (as the fill-in reads the tree, render/patrol-control.tsx contentsFromTree).
 */
function takenKeys(nodes: readonly PatrolObjectNode[]): string[] {
  return nodes.flatMap((node, index) => {
    const chosen = node.children.some((child) => child.selected);
    return node.children.flatMap((child, position) => (!chosen || child.selected ? [`${index}-${position}`] : []));
  });
}

export function PatrolSource({ field, onChange }: PatrolSourceProps) {
  const { t } = useTranslation();
  const chosen = textOf(field, 'inspectionContentId');
  const trees = useQuery({ queryKey: DESIGNER_KEYS.patrolTrees, queryFn: fetchPatrolTrees, staleTime: 60_000 });
  const tree = useQuery({
    queryKey: DESIGNER_KEYS.patrolTree(chosen),
    queryFn: () => fetchPatrolTree(chosen),
    enabled: chosen !== '',
    staleTime: 60_000,
  });
  const options = (trees.data?.list ?? []).map((item) => ({
    value: item.id,
    label: item.projectName ? `${item.fullName} · ${item.projectName}` : item.fullName,
  }));
  // A tree the designer cannot list (another project's) still shows by its id rather than as a blank choice.
  if (chosen && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: chosen });

  return (
    <>
      <Form.Item label={t('designer.props.patrol-tree')} tooltip={t('designer.props.patrol-tree-hint')}>
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          loading={trees.isFetching}
          value={chosen || undefined}
          options={options}
          placeholder={t('designer.props.patrol-tree-choose')}
          notFoundContent={trees.isFetching ? <Spin size="small" /> : <Empty description={t('designer.props.patrol-tree-none')} />}
          onChange={(value?: string) => onChange(withSetting(field, 'inspectionContentId', value))}
          data-testid="prop-patrol-tree"
        />
      </Form.Item>
      {chosen && tree.data ? (
        <div className="sluice-designer__patrol-tree" aria-label={t('designer.props.patrol-tree-preview')}>
          <Typography.Text type="secondary">{t('designer.props.patrol-tree-preview')}</Typography.Text>
          <Tree
            checkable
            disabled
            defaultExpandAll
            selectable={false}
            checkedKeys={takenKeys(tree.data.list)}
            treeData={treeData(tree.data.list, '')}
          />
        </div>
      ) : null}
    </>
  );
}
