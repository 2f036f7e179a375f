import { Tabs } from 'antd';
import { useCallback, useDeferredValue, useMemo, type ComponentType } from 'react';
import type { Point, PointType } from '../../../../server/src/wire/monitoring-point';
import { useSelectedProject } from '../../../lib/selected-project';
import type { ChartView } from '../../../ui/charts';
import { useProjectPoints } from '../data/use-monitoring-points';
import { useChartSelection, type SelectionChange } from '../selection/use-chart-selection';
import { useTabParam } from '../selection/use-tab-param';
import { StatisticsTab, type StatisticsTabProps } from '../statistics/statistics-tab';
import { MonitoringWorkspace } from './monitoring-workspace';
import { PointView } from './point-view';

/** What a chart tab draws for the selected point. */
export interface PointChartsProps {
  point: Point;
  /** Every point of the project: companions (reservoir level, rain gauge, the section's other instrument) come from it. */
  points: readonly Point[];
  view: ChartView;
  onViewChange: (view: ChartView, change: SelectionChange) => void;
}

/** A tab of charts about one point, picked among the points of `pointTypes`. */
export interface ChartTabSpec<K extends string> {
  key: K;
  label: string;
  pointTypes: readonly PointType[];
  Charts: ComponentType<PointChartsProps>;
}

/** A tab of statistics over every point of its kinds: no picker. */
export interface StatisticsTabSpec<K extends string> {
  key: K;
  label: string;
  tables: StatisticsTabProps['tables'];
}

export type MonitoringTabSpec<K extends string> = ChartTabSpec<K> | StatisticsTabSpec<K>;

const NO_POINTS: readonly Point[] = [];

const isChartTab = <K extends string>(tab: MonitoringTabSpec<K>): tab is ChartTabSpec<K> => 'Charts' in tab;

/** Whether a tab draws points of this type. */
const drawsType = <K extends string>(tab: MonitoringTabSpec<K>, type: string): boolean =>
  isChartTab(tab) && tab.pointTypes.some((candidate) => candidate === type);

export interface MonitoringPageProps<K extends string> {
  testId: string;
  title: string;
  /** The first is the default; a link naming a point without a tab opens the first chart tab of the point's type. */
  tabs: readonly MonitoringTabSpec<K>[];
}

/**
 * The wiring every monitoring page shares: the project's points, the tab and the `?point&from&to` selection in the
 * address, the picker offering the points of the open tab's kinds, and the selected point's charts (or why there are
 * none). A page only declares its tabs.
 */
export function MonitoringPage<K extends string>({ testId, title, tabs }: MonitoringPageProps<K>) {
  const projectId = useSelectedProject()?.projectId ?? null;
  const points = useProjectPoints();
  const all = useMemo(() => points.data ?? [], [points.data]);
  const keys = useMemo(() => tabs.map((tab) => tab.key), [tabs]);
  const [urlTab, setTab] = useTabParam(keys);
  const first = tabs[0] as MonitoringTabSpec<K>;
  const pickableOf = (tab: MonitoringTabSpec<K>) => (isChartTab(tab) ? all.filter((point) => drawsType(tab, point.type)) : null);
  const addressed = tabs.find((tab) => tab.key === urlTab) ?? null;
  const { selection, setSelection } = useChartSelection(pickableOf(addressed ?? first)?.[0]?.id ?? null);
  const selected = all.find((point) => point.id === selection.pointId) ?? null;
  const tab = addressed ?? (selected ? tabs.find((candidate) => drawsType(candidate, selected.type)) : null) ?? first;
  // The same objects while nothing changes: a zoom renders the charts again, not the picker or the toolbars.
  const view: ChartView = useMemo(() => ({ from: selection.from, to: selection.to }), [selection.from, selection.to]);
  const onViewChange = useCallback((next: ChartView, change: SelectionChange) => setSelection(next, change), [setSelection]);
  const onSelect = useCallback((pointId: string) => setSelection({ pointId }), [setSelection]);
  const tabPoints = useMemo(() => (isChartTab(tab) ? all.filter((point) => drawsType(tab, point.type)) : null), [all, tab]);
  // The picker's tree, the tabs and the charts with their toolbars mount in a render of their own once the points
  // are in, which React splits into slices that leave the browser its frames: mounted in the points' answer, they made
  // one task of 79-168 ms (bench/monitoring-zoom.ts, opening the year). Until then the page stays as it was loading.
  const mounted = useDeferredValue(points.isSuccess, false);

  const content = (spec: MonitoringTabSpec<K>) =>
    isChartTab(spec) ? (
      <PointView
        pointId={selection.pointId}
        point={selected}
        loaded={points.isSuccess}
        view={view}
        onViewChange={onViewChange}
        render={(point) => <spec.Charts point={point} points={all} view={view} onViewChange={onViewChange} />}
      />
    ) : (
      <StatisticsTab projectId={projectId} view={view} onViewChange={(next) => setSelection(next)} tables={spec.tables} />
    );

  return (
    <MonitoringWorkspace
      testId={testId}
      title={title}
      points={mounted || tabPoints === null ? tabPoints : NO_POINTS}
      pointsLoading={points.isPending || (points.isSuccess && !mounted)}
      pointsError={points.error}
      onRetryPoints={() => void points.refetch()}
      selectedId={selection.pointId}
      onSelect={onSelect}
    >
      <Tabs
        activeKey={tab.key}
        onChange={(key) => setTab(keys.find((candidate) => candidate === key) ?? first.key)}
        destroyOnHidden
        items={tabs.map((spec) => ({ key: spec.key, label: spec.label, children: content(spec) }))}
      />
    </MonitoringWorkspace>
  );
}
