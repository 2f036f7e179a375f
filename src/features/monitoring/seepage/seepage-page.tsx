import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointType } from '../../../../server/src/wire/monitoring-point';
import { useSelectedProject } from '../../../lib/selected-project';
import type { ChartView } from '../../../ui/charts';
import { useProjectPoints } from '../data/use-monitoring-points';
import { MonitoringWorkspace } from '../page/monitoring-workspace';
import { PointView } from '../page/point-view';
import { useChartSelection, type SelectionChange } from '../selection/use-chart-selection';
import { useTabParam } from '../selection/use-tab-param';
import { StatisticsTab } from '../statistics/statistics-tab';
import { FlowCharts, PressureCharts } from './seepage-charts';

const TABS = ['pressure', 'flow', 'statistics'] as const;
type SeepageTab = (typeof TABS)[number];

/** The kind of point each chart tab picks; statistics covers both and needs no picker. */
const TAB_TYPE: Record<SeepageTab, PointType | null> = { pressure: 'osmotic-pressure', flow: 'seepage-flow', statistics: null };

/**
 * Seepage monitoring (menu `monitoring/seepage`): osmotic pressure with reservoir level, rainfall and the
 * pressure-level scatter; seepage flow with rainfall; statistics of both kinds. `?tab&point&from&to` open a view.
 */
export function SeepagePage() {
  const { t } = useTranslation();
  const projectId = useSelectedProject()?.projectId ?? null;
  const points = useProjectPoints();
  const all = useMemo(() => points.data ?? [], [points.data]);
  const [urlTab, setTab] = useTabParam(TABS);
  const ofType = (type: PointType | null) => (type ? all.filter((point) => point.type === type) : null);
  const { selection, setSelection } = useChartSelection(ofType(TAB_TYPE[urlTab ?? 'pressure'])?.[0]?.id ?? null);
  const selected = all.find((point) => point.id === selection.pointId) ?? null;
  // A link with a point and no tab opens the tab of the point's kind.
  const tab: SeepageTab = urlTab ?? (selected?.type === 'seepage-flow' ? 'flow' : 'pressure');
  const view: ChartView = { from: selection.from, to: selection.to };
  const onViewChange = (next: ChartView, change: SelectionChange) => setSelection(next, change);

  const charts = (which: 'pressure' | 'flow') => (
    <PointView
      pointId={selection.pointId}
      point={selected}
      loaded={points.isSuccess}
      view={view}
      onViewChange={onViewChange}
      render={(point) => {
        const Charts = which === 'pressure' ? PressureCharts : FlowCharts;
        return <Charts point={point} points={all} view={view} onViewChange={onViewChange} />;
      }}
    />
  );

  return (
    <MonitoringWorkspace
      testId="seepage-page"
      title={t('monitoring.seepage.title')}
      points={ofType(TAB_TYPE[tab])}
      pointsLoading={points.isPending}
      pointsError={points.error}
      onRetryPoints={() => void points.refetch()}
      selectedId={selection.pointId}
      onSelect={(pointId) => setSelection({ pointId })}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(TABS.find((candidate) => candidate === key) ?? 'pressure')}
        destroyOnHidden
        items={[
          { key: 'pressure', label: t('monitoring.seepage.tab-pressure'), children: charts('pressure') },
          { key: 'flow', label: t('monitoring.seepage.tab-flow'), children: charts('flow') },
          {
            key: 'statistics',
            label: t('monitoring.seepage.tab-statistics'),
            children: (
              <StatisticsTab
                view={view}
                onViewChange={(next) => setSelection(next)}
                tables={[
                  {
                    kind: 'osmoticPressure',
                    title: t('monitoring.seepage.statistics-pressure'),
                    exportName: 'osmotic-pressure-statistics',
                  },
                  { kind: 'seepageFlow', title: t('monitoring.seepage.statistics-flow'), exportName: 'seepage-flow-statistics' },
                ]}
                projectId={projectId}
              />
            ),
          },
        ]}
      />
    </MonitoringWorkspace>
  );
}
