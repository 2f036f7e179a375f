import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedWidth } from '../../../ui/charts/use-debounced-width';
import { chartSeriesOf } from '../data/chart-series-of';
import { companionPoint } from '../data/companion-point';
import { usePointThresholds } from '../data/point-thresholds';
import { usePointSeriesGroup } from '../data/use-point-series';
import { useShownView } from '../data/use-shown-view';
import type { PointChartsProps } from '../page/monitoring-page';
import { SeriesChartPanel } from '../page/series-chart-panel';
import { PressureScatter } from './pressure-scatter';

/** Rainfall under a hydrograph: short, so the eye goes to the point's own curve. */
const RAIN_CHART_HEIGHT = 180;

/**
 * The osmotic-pressure view: the point's pressure with the reservoir level on the right axis, the dam's rainfall as
 * bars below on the same time axis (one axis per unit: level and rain do not share a scale), and pressure against
 * reservoir level as a scatter coloured by date.
 */
export function PressureCharts({ point, points, view, onViewChange }: PointChartsProps) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  const level = companionPoint(points, point, 'water-level');
  const rain = companionPoint(points, point, 'rainfall');
  const members = useMemo(
    () => [{ pointId: point.id }, { pointId: level?.id ?? null }, { pointId: rain?.id ?? null }] as const,
    [point.id, level, rain],
  );
  const [pressure, reservoir, rainfall] = usePointSeriesGroup(members, view, width);
  const thresholds = usePointThresholds(point.id);
  // The scatter follows a zoom once the pressure chart has drawn it, in a render of its own after that one: its new
  // range is a fetch, and rendering it (the query, its frame's toolbar) earlier only made the zoom's frame wait.
  const scatterView = useDeferredValue(useShownView(pressure, view));
  const label = `${point.code} ${point.name}`;
  const levelSeries = useMemo(
    () =>
      chartSeriesOf([
        [{ id: point.id, label, axis: 'left', kind: 'line' }, pressure],
        [
          { id: level?.id ?? 'level', label: t('monitoring.seepage.reservoir', { code: level?.code ?? '' }), axis: 'right', kind: 'line' },
          reservoir,
        ],
      ]),
    [point.id, label, pressure, level, reservoir, t],
  );
  const rainSeries = useMemo(
    () =>
      chartSeriesOf([
        [
          { id: rain?.id ?? 'rain', label: t('monitoring.seepage.rainfall', { code: rain?.code ?? '' }), axis: 'left', kind: 'bars' },
          rainfall,
        ],
      ]),
    [rain, rainfall, t],
  );
  // The rainfall chart draws in a render of its own after the pressure chart's, for the year's first data as for a
  // zoom: drawn together, their first draw with data was one task of 93 ms (traced, bench/monitoring-zoom.ts).
  const rainShown = useDeferredValue(useMemo(() => ({ series: rainSeries, primary: rainfall, view }), [rainSeries, rainfall, view]));

  return (
    <div ref={ref} className="sluice-monitoring__stack">
      <SeriesChartPanel
        testId="pressure-chart"
        title={t('monitoring.seepage.pressure-chart', { code: point.code })}
        exportName={point.code}
        view={view}
        onViewChange={onViewChange}
        series={levelSeries}
        primary={pressure}
        thresholds={thresholds}
      />
      {rain ? (
        <SeriesChartPanel
          testId="rainfall-chart"
          title={t('monitoring.seepage.rainfall', { code: rain.code })}
          exportName={`${rain.code}-rainfall`}
          view={rainShown.view}
          onViewChange={onViewChange}
          series={rainShown.series}
          primary={rainShown.primary}
          height={RAIN_CHART_HEIGHT}
        />
      ) : null}
      <PressureScatter point={point} view={scatterView} />
    </div>
  );
}

/** The seepage-flow view: the weir's flow with the dam's rainfall as bars on the right axis. */
export function FlowCharts({ point, points, view, onViewChange }: PointChartsProps) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  const rain = companionPoint(points, point, 'rainfall');
  const members = useMemo(() => [{ pointId: point.id }, { pointId: rain?.id ?? null }] as const, [point.id, rain]);
  const [flow, rainfall] = usePointSeriesGroup(members, view, width);
  const thresholds = usePointThresholds(point.id);
  const label = `${point.code} ${point.name}`;
  const series = useMemo(
    () =>
      chartSeriesOf([
        [{ id: point.id, label, axis: 'left', kind: 'line' }, flow],
        [
          { id: rain?.id ?? 'rain', label: t('monitoring.seepage.rainfall', { code: rain?.code ?? '' }), axis: 'right', kind: 'bars' },
          rainfall,
        ],
      ]),
    [point.id, label, flow, rain, rainfall, t],
  );
  return (
    <div ref={ref}>
      <SeriesChartPanel
        testId="flow-chart"
        title={t('monitoring.seepage.flow-chart', { code: point.code })}
        exportName={point.code}
        view={view}
        onViewChange={onViewChange}
        series={series}
        primary={flow}
        thresholds={thresholds}
      />
    </div>
  );
}
