import { SearchOutlined } from '@ant-design/icons';
import { Badge, Empty, Input, Skeleton, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AlarmSeverity } from '../../../../server/src/wire/alarm';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { branchKeys, buildPointTree, type PointTreeNode } from './point-tree';
import { usePointAlarmLevels, type PointAlarmLevels } from './point-alarm-levels';

/** antd's preset colours for the four warning levels (blue, yellow, orange, red); they follow the dark theme. */
const LEVEL_COLOR: Record<AlarmSeverity, string> = { 1: 'blue', 2: 'gold', 3: 'orange', 4: 'red' };

export interface PointPickerProps {
  points: readonly Point[];
  loading?: boolean;
  selectedId: string | null;
  onSelect: (pointId: string) => void;
}

function levelText(t: TFunction, level: AlarmSeverity): string {
  return t('monitoring.picker.alarm-level', { level });
}

function toDataNodes(nodes: readonly PointTreeNode[], levels: PointAlarmLevels, t: TFunction): DataNode[] {
  return nodes.map((node) => {
    if (node.kind === 'dam') return { key: node.key, title: node.name, selectable: false, children: toDataNodes(node.children, levels, t) };
    if (node.kind === 'section') {
      const title = node.section ? t('monitoring.picker.section', { section: node.section }) : t('monitoring.picker.no-section');
      return { key: node.key, title, selectable: false, children: toDataNodes(node.children, levels, t) };
    }
    const level = levels.get(node.point.id);
    const label = `${node.point.code} ${node.point.name}`;
    return {
      key: node.key,
      isLeaf: true,
      title: (
        <span className="sluice-point-node" data-testid="point-node" data-point-id={node.point.id} data-alarm-level={level ?? 0}>
          {level ? <Badge color={LEVEL_COLOR[level]} aria-label={levelText(t, level)} title={levelText(t, level)} /> : null}
          <span className={level ? `sluice-point-node__name sluice-point-node__name--level-${level}` : 'sluice-point-node__name'}>
            {label}
          </span>
        </span>
      ),
    };
  });
}

/**
 * The point picker: points by dam and cross-section, a search by name or code, and each point's open alarm level
 * as a coloured dot. The tree takes the keyboard (arrows move, Enter picks).
 */
export const PointPicker = memo(function PointPicker({ points, loading, selectedId, onSelect }: PointPickerProps) {
  const { t } = useTranslation();
  const levels = usePointAlarmLevels();
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<string[] | null>(null);
  const tree = useMemo(() => buildPointTree(points, keyword), [points, keyword]);
  const treeData = useMemo(() => toDataNodes(tree, levels, t), [tree, levels, t]);
  // Until the user folds something: everything open while searching, otherwise every dam and section.
  const expandedKeys = keyword.trim() ? branchKeys(tree) : (opened ?? branchKeys(tree));

  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="sluice-point-picker" data-testid="point-picker">
      <Input
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        placeholder={t('monitoring.picker.search')}
        aria-label={t('monitoring.picker.search')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('monitoring.picker.empty')} />
      ) : (
        <Tree
          blockNode
          showLine
          treeData={treeData}
          aria-label={t('monitoring.picker.title')}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setOpened(keys.map(String))}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => {
            const key = keys[0];
            if (key !== undefined) onSelect(String(key));
          }}
        />
      )}
    </div>
  );
});
