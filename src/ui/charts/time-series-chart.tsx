import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/dayjs-locale';
import { ChartLegend } from './chart-legend';
import { ChartStatusLayer } from './chart-status';
import type { ChartClickEvent, ChartSeries, ChartStatusProps, ChartThreshold, ChartView } from './chart-types';
import { useChartExporter } from './chart-export-context';
import { timeSeriesCsv } from './csv-export';
import { PlotInteraction } from './plot-interaction';
import { plotGeometry } from './plot-geometry';
import { RIGHT_AXIS_MARGIN, TIME_CHART_MARGIN } from './scales';
import { CanvasSeries, SvgBars, SvgLines } from './series-layers';
import { hasReadings } from './series-values';
import { ThresholdLayer } from './threshold-layer';
import { TimeAxes } from './time-axes';
import type { TimeFormats } from './time-format';
import { seriesColour, useChartTheme } from './use-chart-theme';
import { useDebouncedWidth } from './use-debounced-width';
import { useWarmZoomPath } from './use-warm-zoom-path';
import { scheduleChartWarmUp } from './warm-chart-code';
import { useZoomHistory } from './use-zoom-history';

/** Spec section 9: charts are 350 px high unless told otherwise. */
export const DEFAULT_CHART_HEIGHT = 350;

export interface TimeSeriesChartProps extends ChartStatusProps {
  series: readonly ChartSeries[];
  thresholds?: readonly ChartThreshold[];
  view: ChartView;
  /** Drag-to-zoom and double-click (back to the view before zooming) ask for a new view. */
  onViewChange?: (view: ChartView) => void;
  onClick?: (event: ChartClickEvent) => void;
  /** Height of the plot with its axes, in pixels; the legend sits above it. */
  height?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * The console's time chart: aggregated series as M4 lines (every spike kept, gaps left blank) or bars, a left and an
 * optional right axis, alarm thresholds, a crosshair read-out, legend toggles, drag-to-zoom and click events.
 * Inside a `ChartFrame` its toolbar exports the CSV and PNG of what is shown. Memoised: with stable props (the same
 * series objects, view and callbacks) a parent's render costs it nothing.
 */
export const TimeSeriesChart = memo(function TimeSeriesChart({
  series,
  thresholds = [],
  view,
  onViewChange,
  onClick,
  height = DEFAULT_CHART_HEIGHT,
  className,
  style,
  loading,
  error,
  onRetry,
}: TimeSeriesChartProps) {
  const { t } = useTranslation();
  const clipId = `chart-clip-${useId().replace(/[^\w-]/g, '_')}`;
  const theme = useChartTheme();
  const [containerRef, width] = useDebouncedWidth<HTMLDivElement>();
  const plotRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const coloured = useMemo(
    () => series.map((item, index) => ({ series: item, colour: seriesColour(theme.palette, index, item.color) })),
    [series, theme.palette],
  );
  const visible = useMemo(() => coloured.filter(({ series: item }) => !hidden.has(item.id)), [coloured, hidden]);
  const rightAxis = series.some((item) => item.axis === 'right');
  const margin = { ...TIME_CHART_MARGIN, right: rightAxis ? RIGHT_AXIS_MARGIN : TIME_CHART_MARGIN.right };
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = Math.max(1, height - margin.top - margin.bottom);
  const geometry = useMemo(
    () => plotGeometry(visible, thresholds, { from: view.from, to: view.to }, plotWidth, plotHeight, rightAxis),
    // The view's times, not its object: a parent that rebuilds the same view must not redraw a year of buckets.
    [visible, thresholds, view.from, view.to, plotWidth, plotHeight, rightAxis],
  );
  const formats = useMemo<TimeFormats>(
    () => ({ hour: t('charts.time.hour'), day: t('charts.time.day'), month: t('charts.time.month'), year: t('charts.time.year') }),
    [t],
  );
  useWarmZoomPath({ visible, thresholds, view, width: plotWidth, height: plotHeight, rightAxis, formats });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount, with the size it mounted with
  useEffect(() => scheduleChartWarmUp(plotWidth, plotHeight, formats), []);
  const unitsOf = (side: 'left' | 'right') =>
    [...new Set(visible.filter(({ series: item }) => item.axis === side).map(({ series: item }) => item.unit))].join(' / ');
  const empty = !hasReadings(visible.map(({ series: item }) => item));
  const { zoomTo, reset, picked } = useZoomHistory(view, onViewChange);
  const pickedView = picked();

  useChartExporter({
    csv: () =>
      empty
        ? null
        : timeSeriesCsv(
            visible.map(({ series: item }) => item),
            view,
          ),
    element: () => plotRef.current,
    legend: () => visible.map(({ series: item, colour }) => ({ label: `${item.label} (${item.unit})`, colour })),
  });

  const toggle = useCallback(
    (id: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // The same entries across zooms and live readings (only the data changes): the legend does not render again.
  const legendKey = coloured
    .map(({ series: item, colour }) => [item.id, item.label, item.unit, colour, item.kind].join('\u0000'))
    .join('\u0001');
  const legendItems = useMemo(
    () => coloured.map(({ series: item, colour }) => ({ id: item.id, label: item.label, unit: item.unit, colour, kind: item.kind })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds everything the entries show
    [legendKey],
  );
  const drawing = !empty && !error;

  return (
    <div ref={containerRef} className={className} style={{ width: '100%', ...style }}>
      {series.length > 0 && <ChartLegend items={legendItems} hidden={hidden} onToggle={toggle} />}
      <div ref={plotRef} style={{ position: 'relative', width: '100%', height }}>
        {drawing && (
          <>
            <svg data-chart-layer="plot" width={width} height={height} style={{ position: 'absolute', inset: 0, display: 'block' }}>
              <defs>
                <clipPath id={clipId}>
                  <rect width={plotWidth} height={plotHeight} />
                </clipPath>
              </defs>
              <g transform={`translate(${margin.left},${margin.top})`}>
                <TimeAxes
                  x={geometry.x}
                  left={geometry.left}
                  right={geometry.right}
                  width={plotWidth}
                  height={plotHeight}
                  leftUnit={unitsOf('left')}
                  rightUnit={unitsOf('right')}
                  formats={formats}
                  theme={theme}
                />
                <g clipPath={`url(#${clipId})`}>
                  <ThresholdLayer
                    thresholds={thresholds}
                    left={geometry.left}
                    right={geometry.right}
                    width={plotWidth}
                    height={plotHeight}
                    dark={theme.dark}
                    fontFamily={theme.fontFamily}
                    fontSize={theme.fontSize}
                    background={theme.background}
                    part="marks"
                  />
                  {!geometry.canvasBars && <SvgBars drawn={geometry.drawn} x={geometry.x} />}
                  {!geometry.canvas && <SvgLines drawn={geometry.drawn} />}
                </g>
              </g>
            </svg>
            {geometry.canvasBars && (
              <CanvasSeries
                drawn={geometry.drawn}
                x={geometry.x}
                lines={geometry.canvas}
                bars={geometry.canvasBars}
                width={plotWidth}
                height={plotHeight}
                left={margin.left}
                top={margin.top}
              />
            )}
            {/* Threshold labels above every series layer, canvas included, so a dense line never hides them. */}
            {thresholds.length > 0 && (
              <svg
                data-chart-layer="labels"
                width={width}
                height={height}
                style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
              >
                <g transform={`translate(${margin.left},${margin.top})`}>
                  <ThresholdLayer
                    thresholds={thresholds}
                    left={geometry.left}
                    right={geometry.right}
                    width={plotWidth}
                    height={plotHeight}
                    dark={theme.dark}
                    fontFamily={theme.fontFamily}
                    fontSize={theme.fontSize}
                    background={theme.background}
                    part="labels"
                  />
                </g>
              </svg>
            )}
            <PlotInteraction
              geometry={geometry}
              left={margin.left}
              top={margin.top}
              width={plotWidth}
              height={plotHeight}
              onZoom={(from, to) => zoomTo({ from, to })}
              onReset={reset}
              onClick={onClick}
              view={view}
              maxSpan={pickedView.to - pickedView.from}
              zoomable={onViewChange !== undefined}
            />
          </>
        )}
        <ChartStatusLayer loading={loading} error={error} onRetry={onRetry} empty={empty} />
      </div>
    </div>
  );
});
