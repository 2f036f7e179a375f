import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedProject } from '../../../lib/selected-project';
import type { ChartView } from '../../../ui/charts';
import { useProjectPoints } from '../data/use-monitoring-points';
import { MonitoringWorkspace } from '../page/monitoring-workspace';
import { PointView } from '../page/point-view';
import { useChartSelection, type SelectionChange } from '../selection/use-chart-selection';
import { useTabParam } from '../selection/use-tab-param';
import { StatisticsTab } from '../statistics/statistics-tab';
import { DisplacementCharts } from './displacement-charts';

const TABS = ['displacement', 'statistics'] as const;
type DisplacementTab = (typeof TABS)[number];

const isDisplacementPoint = (type: string) => type === 'surface-displacement' || type === 'deep-displacement';

/**
 * Displacement monitoring (menu `monitoring/displacement`): a GNSS point's displacement over time beside the
 * inclinometer profile of its section, and statistics of surface and deep displacement. `?tab&point&from&to` open a view.
 */
export function DisplacementPage() {
  const { t } = useTranslation();
  const projectId = useSelectedProject()?.projectId ?? null;
  const points = useProjectPoints();
  const pickable = useMemo(() => (points.data ?? []).filter((point) => isDisplacementPoint(point.type)), [points.data]);
  const [urlTab, setTab] = useTabParam(TABS);
  const tab: DisplacementTab = urlTab ?? 'displacement';
  const { selection, setSelection } = useChartSelection(tab === 'displacement' ? (pickable[0]?.id ?? null) : null);
  const selected = (points.data ?? []).find((point) => point.id === selection.pointId) ?? null;
  const view: ChartView = { from: selection.from, to: selection.to };
  const onViewChange = (next: ChartView, change: SelectionChange) => setSelection(next, change);

  return (
    <MonitoringWorkspace
      testId="displacement-page"
      title={t('monitoring.displacement.title')}
      points={tab === 'displacement' ? pickable : null}
      pointsLoading={points.isPending}
      pointsError={points.error}
      onRetryPoints={() => void points.refetch()}
      selectedId={selection.pointId}
      onSelect={(pointId) => setSelection({ pointId })}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(TABS.find((candidate) => candidate === key) ?? 'displacement')}
        destroyOnHidden
        items={[
          {
            key: 'displacement',
            label: t('monitoring.displacement.tab-displacement'),
            children: (
              <PointView
                pointId={selection.pointId}
                point={selected}
                loaded={points.isSuccess}
                view={view}
                onViewChange={onViewChange}
                render={(point) => <DisplacementCharts point={point} points={pickable} view={view} onViewChange={onViewChange} />}
              />
            ),
          },
          {
            key: 'statistics',
            label: t('monitoring.displacement.tab-statistics'),
            children: (
              <StatisticsTab
                projectId={projectId}
                view={view}
                onViewChange={(next) => setSelection(next)}
                tables={[
                  {
                    kind: 'horizontal',
                    title: t('monitoring.displacement.statistics-horizontal'),
                    exportName: 'horizontal-displacement-statistics',
                  },
                  {
                    kind: 'vertical',
                    title: t('monitoring.displacement.statistics-vertical'),
                    exportName: 'vertical-displacement-statistics',
                  },
                  { kind: 'deep', title: t('monitoring.displacement.statistics-deep'), exportName: 'deep-displacement-statistics' },
                ]}
              />
            ),
          },
        ]}
      />
    </MonitoringWorkspace>
  );
}
